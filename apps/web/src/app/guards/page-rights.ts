import { canSeeNavEntry, type NavEntry, type User } from '@thesis/domain';
import { roleOf } from '../../features/auth/session';
import { userCan } from '../../features/auth/capabilities';

/** Which pages a role reaches: the side-navigation table of spec §6, and the team screen for team.read. */
export type PageRight = NavEntry | 'team';

export function mayOpen(user: User, right: PageRight): boolean {
  if (right === 'team') return user.team?.is_owner === true || userCan(user, 'team.read');
  return canSeeNavEntry(roleOf(user), right);
}
