import { documentTitle } from '@thesis/domain';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { api } from './api';

let lastTrackedKey: string | null = null;
let previousPath: string | null = null;

/** Records a page view (POST /events); fire-and-forget, failures never reach the user. */
export function trackPageView(path: string, title: string): void {
  const referrer = previousPath ?? (document.referrer || undefined);
  previousPath = path;
  api
    .post('/events', { path: path.slice(0, 2048), title: title.slice(0, 300), referrer: referrer?.slice(0, 2048) }, { silent: true, refresh: false })
    .catch(() => undefined);
}

/**
 * Sets the document title to "Thesis | <title>" and sends one page-view event per navigation
 * (spec §2 Page titles). Every page calls it once.
 */
export function usePageMeta(title: string): void {
  const location = useLocation();
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
  useEffect(() => {
    // One event per history entry, even when React runs effects twice in development.
    const key = `${location.key}:${location.pathname}`;
    if (key === lastTrackedKey) return;
    lastTrackedKey = key;
    trackPageView(location.pathname, title);
    // The title of a page is known when it mounts; later title changes are not new views.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key, location.pathname]);
}
