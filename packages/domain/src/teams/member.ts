import { z } from 'zod';
import { LIMITS } from '../constants/limits';
import { MESSAGES } from '../constants/messages';
import { MEMBER_ROLE_DEFAULT, TEAM_ROLES } from '../constants/roles';
import { emailField, requiredString } from '../schemas/fields';
import { SHARING_MESSAGES } from '../sharing/messages';

/**
 * Create New Member (spec §5 Create member; §7 POST /teams/{id}/members with email, username,
 * role): the name ('Name is required: enter the member’s name'), the e-mail ('Email is required', 'Invalid
 * email address'), the role ('Role is required'), teamViewer when absent.
 */
export const createMemberSchema = z.object({
  username: requiredString(MESSAGES.memberNameRequired).max(LIMITS.nameMax, { message: SHARING_MESSAGES.memberNameMax }),
  email: emailField,
  role: z.enum(TEAM_ROLES, { error: MESSAGES.roleRequired }).default(MEMBER_ROLE_DEFAULT),
});
export type CreateMemberInput = z.input<typeof createMemberSchema>;
export type CreateMember = z.output<typeof createMemberSchema>;

/** PATCH /teams/{id}/members/{memberId}. */
export const updateMemberRoleSchema = z.object({ role: z.enum(TEAM_ROLES, { error: MESSAGES.roleRequired }) });
/** PUT /teams/{id}/members/{memberId}. */
export const blockMemberSchema = z.object({ is_blocked: z.boolean({ error: 'is_blocked must be true or false' }) });

/** The modal's starting values. */
export function memberFormDefaults(): { username: string; email: string; role: (typeof TEAM_ROLES)[number] } {
  return { username: '', email: '', role: MEMBER_ROLE_DEFAULT };
}
