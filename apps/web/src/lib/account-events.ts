/**
 * Account events the API client notices on any call (a member blocked by their team while
 * signed in), for the account modals to show. Lib code reports; the auth feature listens.
 */
export interface AccountBlocked {
  kind: 'blocked';
  message: string;
  contact: string | null;
}

type Listener = (event: AccountBlocked) => void;
const listeners = new Set<Listener>();

export const accountEvents = {
  report(event: AccountBlocked): void {
    for (const listener of listeners) listener(event);
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
