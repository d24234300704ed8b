import { useMediaQuery } from '@mantine/hooks';
import { LAYOUT, type User } from '@thesis/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PROFILE_KEY } from '../../features/auth/session';
import { profileApi } from '../../features/profile/api';

/** Widths from this one show the side navigation beside the page; below it, it opens over the page from the menu button. */
export const SIDE_NAV_DOCKED_FROM = `(min-width: ${LAYOUT.breakpointTablet}px)`;

/**
 * The side navigation's collapsed state (issue #18 item 3), kept per user on the server
 * (users.side_nav_collapsed): it survives a reload and follows the user, never the next person
 * on the same browser. Toggling shows at once and rolls back if the server refuses.
 */
export function useSideNavCollapsed(user: User | undefined): { collapsed: boolean; toggle(): void } {
  const client = useQueryClient();
  const docked = useMediaQuery(SIDE_NAV_DOCKED_FROM, true) ?? true;
  const collapsed = user?.side_nav_collapsed ?? false;
  const save = useMutation({
    mutationFn: (next: boolean) => profileApi.update(user!.id, { side_nav_collapsed: next }),
    onMutate: (next) => {
      const previous = client.getQueryData<User>(PROFILE_KEY);
      if (previous) client.setQueryData<User>(PROFILE_KEY, { ...previous, side_nav_collapsed: next });
      return previous;
    },
    onError: (_error, _next, previous) => client.setQueryData(PROFILE_KEY, previous),
  });
  return { collapsed: docked && collapsed, toggle: () => user && save.mutate(!collapsed) };
}
