import { z } from 'zod';
import { SCREEN_MESSAGES } from './messages';
import { decodeScreenQuery, encodeScreenQuery } from './screen-query';

/**
 * A screen's saved view: the filters and sort (as the screen-results query string) and the columns
 * (company info open or not, each process group expanded, collapsed or hidden). Opening the screen
 * without filters or sort in its address restores it; an address that carries them wins, so a
 * shared link shows what its sender saw.
 */
export const SCREEN_GROUP_STATES = ['expanded', 'collapsed', 'hidden'] as const;
export type ScreenGroupState = (typeof SCREEN_GROUP_STATES)[number];
/** Clicking a process group's header cycles its state. */
export const NEXT_GROUP_STATE: Record<ScreenGroupState, ScreenGroupState> = { expanded: 'collapsed', collapsed: 'hidden', hidden: 'expanded' };

/** At most one state per process column group a screen can show (a lead and 50 secondary processes). */
const MAX_SAVED_GROUPS = 51;

export interface SavedScreenView {
  /** filteringScope, sortingScope and sortingScopeBy as an address query, without "?"; '' for none. */
  query: string;
  company_info_open: boolean;
  /** Process id → its group's state; groups not named are expanded. */
  group_states: Record<string, ScreenGroupState>;
}

/** The body field and the answer field: the query is read with the address's grammar and written back in its canonical form. */
export const savedScreenViewSchema = z
  .object({
    query: z.string({ error: SCREEN_MESSAGES.savedViewQuery }).max(4000, { message: SCREEN_MESSAGES.savedViewQuery }).describe('filteringScope, sortingScope and sortingScopeBy as in the screen-results address, without "?"'),
    company_info_open: z.boolean().default(true),
    group_states: z
      .record(z.string().min(1).max(64), z.enum(SCREEN_GROUP_STATES))
      .refine((states) => Object.keys(states).length <= MAX_SAVED_GROUPS, { message: SCREEN_MESSAGES.savedViewGroups })
      .default({}),
  })
  .transform((view, ctx): SavedScreenView => {
    const decoded = decodeScreenQuery(view.query);
    if (!decoded.ok) {
      for (const message of Object.values(decoded.errors).flat()) ctx.addIssue({ code: 'custom', path: ['query'], message });
      return z.NEVER;
    }
    const groupStates = Object.fromEntries(Object.entries(view.group_states).filter(([, state]) => state !== 'expanded'));
    return { query: encodeScreenQuery(decoded.value), company_info_open: view.company_info_open, group_states: groupStates };
  });

/** The saved view of an answer: stored views were checked on the way in. */
export const savedScreenViewAnswerSchema = z.object({
  query: z.string(),
  company_info_open: z.boolean(),
  group_states: z.record(z.string(), z.enum(SCREEN_GROUP_STATES)),
});

/** Whether the page shows the saved view: same filters and sort, same open and collapsed columns. */
export function sameScreenView(a: SavedScreenView, b: SavedScreenView | null): boolean {
  if (!b) return a.query === '' && a.company_info_open && Object.values(a.group_states).every((state) => state === 'expanded');
  const groups = (view: SavedScreenView) => JSON.stringify(Object.entries(view.group_states).filter(([, state]) => state !== 'expanded').sort(([x], [y]) => x.localeCompare(y)));
  return a.query === b.query && a.company_info_open === b.company_info_open && groups(a) === groups(b);
}
