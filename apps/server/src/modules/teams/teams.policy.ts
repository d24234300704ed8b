import { MESSAGES, TEAM_MESSAGES } from '@thesis/domain';
import { AppError, notFound } from '../../lib/errors';
import { viewerCan, viewerDenied, type Viewer, type WorkspaceTeam } from './workspace';

/**
 * Who may do what with a team (issue 13, spec §6 Teams). A person without a team gets 403 "You
 * don't have a team"; another team's id is a 404 (it does not exist for them). Reading needs
 * team.read (owner, Administrator, Portfolio Manager, Analyst; the owner of an inactive team too);
 * managing needs team.manage in an active team (owner and Administrators).
 */
export function assertOwnTeam(viewer: Viewer, teamId: string): WorkspaceTeam {
  const team = viewer.workspace.team;
  if (!team) throw new AppError(403, MESSAGES.noTeam);
  if (team.id !== teamId) throw notFound(TEAM_MESSAGES.teamNotFound);
  return team;
}

export function canReadTeam(viewer: Viewer): boolean {
  return viewer.workspace.team?.isOwner === true || viewerCan(viewer, 'team.read');
}

export function canManageTeam(viewer: Viewer): boolean {
  const team = viewer.workspace.team;
  return team !== null && team.active && viewerCan(viewer, 'team.manage');
}

export function assertCanReadTeam(viewer: Viewer, teamId: string): WorkspaceTeam {
  const team = assertOwnTeam(viewer, teamId);
  if (!canReadTeam(viewer)) throw new AppError(403, viewerDenied(viewer, 'team.read'));
  return team;
}

export function assertCanManageTeam(viewer: Viewer, teamId: string): WorkspaceTeam {
  const team = assertOwnTeam(viewer, teamId);
  if (!team.active) throw new AppError(403, team.isOwner ? TEAM_MESSAGES.inactiveCannotManage : TEAM_MESSAGES.inactiveReadOnly);
  if (!canManageTeam(viewer)) throw new AppError(403, viewerDenied(viewer, 'team.manage'));
  return team;
}
