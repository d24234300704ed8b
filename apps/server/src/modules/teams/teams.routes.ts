import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  blockMemberSchema,
  createMemberSchema,
  dataEnvelope,
  errorResponseSchema,
  idParamSchema,
  invitationSchema,
  invitationTokenParamsSchema,
  listEnvelope,
  MESSAGES,
  TEAM_INVITATION_DAYS,
  TEAM_MESSAGES,
  teamEventSchema,
  teamMemberParamsSchema,
  teamMemberSchema,
  teamSchema,
  updateMemberRoleSchema,
  updateTeamSchema,
} from '@thesis/domain';
import { currentUser } from '../../plugins/auth';
import { InvitationsService } from './invitations.service';
import { TeamsService } from './teams.service';

const tags = ['Teams'];
const security = [{ bearerAuth: [] }];
const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 422: errorResponseSchema };
const RIGHTS = `A person without a team gets 403 "${MESSAGES.noTeam}"; another team's id answers 404. Reading: the owner, Administrators, Portfolio Managers and Analysts. Changes: the owner and Administrators of an active team (403 "${TEAM_MESSAGES.notTeamAdmin}" otherwise, or the inactive-team message). The owner cannot be re-roled, blocked or removed, and nobody blocks or removes themselves (403).`;
const eventsQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1), limit: z.coerce.number().int().min(1).max(100).default(20) });

/** Teams (spec §7 Teams; issue 13): the team, its members and invitations, its history. */
export function teamsRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { config, teams, users, media, mailer, mediaService } = app.deps;
  const service = new TeamsService({ teams, users, media, mailer, appUrl: config.appUrl, signedUrl: (file, viewerId) => mediaService.signedUrl(file, viewerId), seatsFor: () => Promise.resolve(app.deps.billing.seatsFor('proInvestor')) });
  const invitations = new InvitationsService({ teams, users });
  const auth = { onRequest: [app.authenticate] };

  r.get('/teams/:id', {
    ...auth,
    schema: { tags, security, summary: 'The team with its members', description: `Members with their role, invitation state and blocked state; seats used of the plan's seats; abilities.manage says whether you may change it. ${RIGHTS}`, params: idParamSchema, response: { 200: dataEnvelope(teamSchema), ...errors } },
  }, async (request) => ({ data: await service.get(currentUser(request).user, request.params.id) }));

  r.patch('/teams/:id', {
    ...auth,
    schema: { tags, security, summary: 'Rename the team', description: `name: 1–100 characters. ${RIGHTS}`, params: idParamSchema, body: updateTeamSchema, response: { 200: dataEnvelope(teamSchema), ...errors } },
  }, async (request) => ({ data: await service.rename(currentUser(request).user, request.params.id, request.body.name) }));

  r.get('/teams/:id/events', {
    ...auth,
    schema: { tags, security, summary: "The team's history, newest first", description: `Every change: member invited, joined, re-roled, blocked, removed, left; team renamed. ${RIGHTS}`, params: idParamSchema, querystring: eventsQuery, response: { 200: listEnvelope(teamEventSchema), ...errors } },
  }, async (request) => {
    const { data, pagination } = await service.events(currentUser(request).user, request.params.id, request.query.page, request.query.limit);
    return { data, meta: { pagination } };
  });

  r.post('/teams/:id/members', {
    ...auth,
    schema: {
      tags, security,
      summary: 'Invite a member',
      description: `email, username (the name to greet them with), role (teamAdministrator, teamPortfolioManager, teamAnalyst or teamViewer; teamViewer when absent). E-mails an invitation link that works for ${TEAM_INVITATION_DAYS} days. 422 on email when the address is already in this team or another one, or when every seat of the plan is taken. ${RIGHTS}`,
      params: idParamSchema,
      body: createMemberSchema,
      response: { 201: dataEnvelope(teamMemberSchema), ...errors },
    },
  }, async (request, reply) => reply.status(201).send({ data: await service.addMember(currentUser(request).user, request.params.id, request.body, request.log) }));

  r.patch('/teams/:id/members/:memberId', {
    ...auth,
    schema: { tags, security, summary: "Change a member's role", description: `role: teamAdministrator, teamPortfolioManager, teamAnalyst or teamViewer; a member who joined works with the new role at once. ${RIGHTS}`, params: teamMemberParamsSchema, body: updateMemberRoleSchema, response: { 200: dataEnvelope(teamMemberSchema), ...errors } },
  }, async (request) => ({ data: await service.changeRole(currentUser(request).user, request.params.id, request.params.memberId, request.body.role) }));

  r.put('/teams/:id/members/:memberId', {
    ...auth,
    schema: { tags, security, summary: 'Block or unblock a member', description: `is_blocked: true stops the member's access at once (every request and sign-in answer 403 naming the team's contact address); false restores it. ${RIGHTS}`, params: teamMemberParamsSchema, body: blockMemberSchema, response: { 200: dataEnvelope(teamMemberSchema), ...errors } },
  }, async (request) => ({ data: await service.setBlocked(currentUser(request).user, request.params.id, request.params.memberId, request.body.is_blocked) }));

  r.delete('/teams/:id/members/:memberId', {
    ...auth,
    schema: { tags, security, summary: 'Remove a member or withdraw an invitation', description: `A member who joined returns to their own workspace and plan and keeps nothing of the team's; a pending invitation's link stops working. ${RIGHTS}`, params: teamMemberParamsSchema, response: { 204: z.null(), ...errors } },
  }, async (request, reply) => {
    await service.removeMember(currentUser(request).user, request.params.id, request.params.memberId);
    return reply.status(204).send(null);
  });

  r.post('/teams/:id/members/:memberId/invitation', {
    ...auth,
    schema: { tags, security, summary: 'Send an invitation again', description: `A new link (the previous one stops working) valid for ${TEAM_INVITATION_DAYS} days. 422 when the member has already joined. ${RIGHTS}`, params: teamMemberParamsSchema, response: { 200: dataEnvelope(teamMemberSchema), ...errors } },
  }, async (request) => ({ data: await service.resendInvitation(currentUser(request).user, request.params.id, request.params.memberId, request.log) }));

  r.post('/teams/:id/leave', {
    ...auth,
    schema: { tags, security, summary: 'Leave the team', description: 'You return to your own workspace and plan and keep nothing of the team\'s. The owner cannot leave (403).', params: idParamSchema, response: { 204: z.null(), ...errors } },
  }, async (request, reply) => {
    await service.leave(currentUser(request).user, request.params.id);
    return reply.status(204).send(null);
  });

  r.get('/team-invitations/:token', {
    schema: { tags, summary: 'An invitation, as its link shows it', description: 'No sign-in needed: the link itself is the secret. state: pending, expired or accepted. 404 when the link was withdrawn, replaced by a newer one, or never existed.', params: invitationTokenParamsSchema, response: { 200: dataEnvelope(invitationSchema), 404: errorResponseSchema } },
  }, async (request) => ({ data: await invitations.show(request.params.token) }));

  r.post('/team-invitations/:token/accept', {
    ...auth,
    schema: {
      tags, security,
      summary: 'Accept an invitation',
      description: `Signed in with the invited address, once it is verified: you join the team with the invited role and work in its workspace. 403 for another address or an unverified one, 410 once expired, 422 when you already belong to a team (or own one as a Pro Investor).`,
      params: invitationTokenParamsSchema,
      body: z.object({}).optional(),
      response: { 200: dataEnvelope(z.object({ team_id: z.string(), team_name: z.string(), role: teamMemberSchema.shape.role })), 410: errorResponseSchema, ...errors },
    },
  }, async (request) => ({ data: await invitations.accept(currentUser(request).user, request.params.token) }));

  r.post('/team-invitations/:token/decline', {
    schema: { tags, summary: 'Decline an invitation', description: 'No sign-in needed. The invitation is withdrawn and the team sees that you declined.', params: invitationTokenParamsSchema, body: z.object({}).optional(), response: { 204: z.null(), 404: errorResponseSchema, 422: errorResponseSchema } },
  }, async (request, reply) => {
    await invitations.decline(request.params.token);
    return reply.status(204).send(null);
  });
}
