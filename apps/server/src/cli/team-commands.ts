import { parseArgs } from 'node:util';
import { ROLE_LABELS, TEAM_ROLES, type TeamRole } from '@thesis/domain';
import { nowIso } from '../db/values';
import { newId } from '../lib/crypto';
import { TeamsRepository } from '../modules/teams/teams.repository';
import { ViewerRepository } from '../modules/teams/viewer.repository';
import { Viewers } from '../modules/teams/viewers';
import { UsersRepository } from '../modules/users/users.repository';
import { CliError, type CliContext, type Command } from './command';
import { findUser } from './commands';

function isTeamRole(value: string | undefined): value is TeamRole {
  return (TEAM_ROLES as readonly string[]).includes(value ?? '');
}

/** Operator commands for teams (issue 13): create one for a user, add a member, list them. */
export function teamCommands(): Record<string, Command> {
  return {
    'teams:create': {
      usage: 'teams:create OWNER_EMAIL [--name NAME]',
      summary: 'Make a user a Pro Investor (ends any trial) with their team, optionally named',
      async run(args, { db, billing, out }: CliContext) {
        const { values, positionals } = parseArgs({ args, options: { name: { type: 'string' } }, allowPositionals: true, strict: true });
        const users = new UsersRepository(db.db);
        const teams = new TeamsRepository(db.db);
        const owner = await findUser(users, positionals[0]);
        const membership = await teams.acceptedMembership(owner.id);
        const owned = await teams.findByOwner(owner.id);
        if (membership && !owned) throw new CliError(`${owner.email} is a member of another team; they must leave it first.`);
        await billing.applyPlan(owner.id, 'proInvestor', 'operator');
        await new Viewers(new ViewerRepository(db.db), teams).ensureOwnTeam(owner);
        const team = (await teams.findByOwner(owner.id))!;
        const name = values.name?.trim();
        if (name) {
          if (name.length > 100) throw new CliError('--name must be at most 100 characters.');
          const now = nowIso();
          await teams.rename(team.id, name, now);
          await teams.insertEvent({ teamId: team.id, actorId: null, kind: 'team.renamed', details: { from: team.name, to: name }, now });
        }
        out(`${owner.email} owns the team "${name || team.name}" (${team.id}).`);
      },
    },
    'teams:add-member': {
      usage: 'teams:add-member TEAM_ID EMAIL ROLE',
      summary: `Add an existing user to a team at once, without an invitation (ROLE: ${TEAM_ROLES.join(', ')})`,
      async run(args, { db, billing, out }: CliContext) {
        const [teamId, email, role] = args;
        if (!isTeamRole(role)) throw new CliError(`ROLE must be one of: ${TEAM_ROLES.join(', ')}.`);
        const users = new UsersRepository(db.db);
        const teams = new TeamsRepository(db.db);
        const team = teamId ? await teams.findTeam(teamId) : undefined;
        if (!team) throw new CliError(`No team has the id ${teamId ?? ''}. teams:list shows them.`);
        const user = await findUser(users, email);
        if ((await teams.acceptedMembership(user.id)) || user.role === 'proInvestor') throw new CliError(`${user.email} already belongs to a team.`);
        const seats = billing.seatsFor('proInvestor');
        if ((await teams.seatsUsed(team.id)) >= seats) throw new CliError(`Every seat of the team is taken (${seats}).`);
        const now = nowIso();
        const invitation = await teams.findMemberByEmail(team.id, user.email);
        if (invitation) await teams.deleteMember(invitation, now);
        await teams.insertMember({ id: newId(), team_id: team.id, user_id: null, email: user.email, name: user.username, role, is_blocked: 0, token_hash: null, invited_by: null, invited_at: now, expires_at: null, accepted_at: null, created_at: now, updated_at: now });
        await teams.accept((await teams.findMemberByEmail(team.id, user.email))!, user.id, now);
        await teams.insertEvent({ teamId: team.id, actorId: null, kind: 'team.member_joined', details: { member: user.username, email: user.email, role }, now });
        out(`${user.email} joined "${team.name}" as ${ROLE_LABELS[role]}.`);
      },
    },
    'teams:list': {
      usage: 'teams:list',
      summary: 'List every team with its owner, members and state',
      async run(_args, { db, out }: CliContext) {
        const teams = await new TeamsRepository(db.db).list();
        if (teams.length === 0) return out('There are no teams.');
        const owners = new UsersRepository(db.db);
        for (const team of teams) {
          const owner = await owners.findById(team.owner_id);
          const state = owner?.role === 'proInvestor' ? 'active' : 'inactive';
          out(`${team.id}  "${team.name}"  owner ${team.owner_email}  ${team.members} member${team.members === 1 ? '' : 's'} (owner included)  ${state}`);
        }
      },
    },
  };
}
