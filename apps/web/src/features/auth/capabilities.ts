import { can, type Capability, type CapabilityHolder, type User } from '@thesis/domain';
import { roleOf, useCurrentUser } from './session';

/** The signed-in user as the capability table sees them (a member of an inactive team only reads). */
export function holderOfUser(user: User | undefined): CapabilityHolder {
  const team = user?.team;
  return { role: roleOf(user), teamActive: team && !team.is_owner ? team.active : true };
}

/** Whether the user may do it: the same table the server enforces (packages/domain permissions). */
export function userCan(user: User | undefined, capability: Capability): boolean {
  return user !== undefined && can(holderOfUser(user), capability);
}

/** `can(capability)` for the signed-in user; false while the profile loads. */
export function useCan(): (capability: Capability) => boolean {
  const { data: user } = useCurrentUser();
  return (capability) => userCan(user, capability);
}
