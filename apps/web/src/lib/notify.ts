import { notifications } from '@mantine/notifications';

type Kind = 'error' | 'warning' | 'success' | 'info';

const COLORS: Record<Kind, string> = { error: 'red', warning: 'orange', success: 'green', info: 'thesis' };
const recent = new Map<string, number>();

function show(kind: Kind, message: string, title?: string): void {
  // Several calls failing together give one toast, not a stack of identical ones.
  const key = `${kind}:${title ?? ''}:${message}`;
  const now = Date.now();
  if ((recent.get(key) ?? 0) > now - 1500) return;
  recent.set(key, now);
  notifications.show({
    color: COLORS[kind],
    title,
    message,
    autoClose: kind === 'error' || kind === 'warning' ? 7000 : 4000,
    withBorder: true,
    closeButtonProps: { 'aria-label': 'Close notification' },
  });
}

/** Toasts (Mantine notifications), the one way the app shows transient messages. */
export const toast = {
  error: (message: string, title?: string) => show('error', message, title),
  warning: (message: string, title?: string) => show('warning', message, title),
  success: (message: string, title?: string) => show('success', message, title),
  info: (message: string, title?: string) => show('info', message, title),
};
