import { SEARCH_DEBOUNCE_MS } from '@thesis/domain';
import { useCallback, useEffect, useState, type RefObject } from 'react';
import { keyBelongsElsewhere } from './early-search-keys';

/**
 * The text a search box asks the server about: the trimmed input, settled for SEARCH_DEBOUNCE_MS
 * (400 ms, spec §9). `flush` asks at once (Enter), `reset` forgets it (after a pick).
 */
export function useSearchTerm(text: string) {
  const wanted = text.trim();
  const [term, setTerm] = useState(wanted);
  useEffect(() => {
    if (wanted === term) return undefined;
    const timer = window.setTimeout(() => setTerm(wanted), wanted === '' ? 0 : SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [wanted, term]);
  const flush = useCallback(() => setTerm(wanted), [wanted]);
  const reset = useCallback(() => setTerm(''), []);
  return { term, wanted, flush, reset };
}

/**
 * '/' focuses the search box from anywhere on the page, unless the user is typing somewhere or a
 * dialog is open (the key then belongs to them).
 */
export function useSearchShortcut(input: RefObject<HTMLInputElement | null>, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return undefined;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      if (keyBelongsElsewhere(event.target)) return;
      const element = input.current;
      element?.focus();
      // A hidden box (the top bar's on a phone) cannot take focus: the key is left alone then.
      if (!element || document.activeElement !== element) return;
      event.preventDefault();
      element.select();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [input, enabled]);
}
