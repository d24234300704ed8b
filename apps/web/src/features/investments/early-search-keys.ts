import { useEffect } from 'react';
import { topBarSearchDraft } from './top-bar-search-draft';

/** Typing somewhere else, or a dialog that owns the keyboard: '/' and letters belong there. */
export function keyBelongsElsewhere(target: EventTarget | null): boolean {
  if (document.querySelector('[role="dialog"][aria-modal="true"]')) return true;
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * The top bar's search box loads on demand, a moment after the signed-in shell shows. A '/' pressed
 * before it is there, and what is typed after it, are kept (topBarSearchDraft) and handed to the box
 * when it mounts — it then takes the focus and the text — instead of being lost (#18 item 36).
 * `waiting` is true while the box is expected but not mounted yet.
 */
export function useEarlySearchKeys(waiting: boolean): void {
  useEffect(() => {
    if (!waiting) return undefined;
    function onKeyDown(event: KeyboardEvent) {
      if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      if (topBarSearchDraft.get().mounted || keyBelongsElsewhere(event.target)) return;
      const draft = topBarSearchDraft.get();
      if (!draft.focused) {
        if (event.key !== '/') return;
        topBarSearchDraft.set({ focused: true, text: '' });
      } else if (event.key === 'Backspace') {
        topBarSearchDraft.set({ text: draft.text.slice(0, -1) });
      } else if (event.key === 'Escape') {
        topBarSearchDraft.set({ focused: false, text: '' });
      } else if (event.key.length === 1) {
        topBarSearchDraft.set({ text: draft.text + event.key });
      } else {
        return;
      }
      event.preventDefault();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [waiting]);
}
