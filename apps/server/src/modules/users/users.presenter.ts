import { CURRENCIES, DEFAULT_CURRENCY, isRole, isTrialActive, primaryRole, trialDaysLeft, trialState, type Currency, type User } from '@thesis/domain';
import { isSet } from '../../db/values';
import type { Viewer } from '../teams/workspace';
import type { UserRow } from './users.repository';

export interface PresentOptions {
  includeRoles?: boolean;
  avatar?: { id: string; url: string } | null;
}

export function displayName(row: Pick<UserRow, 'first_name' | 'last_name' | 'username'>): string {
  const full = [row.first_name, row.last_name].filter(Boolean).join(' ').trim();
  return full || row.username;
}

/** The user's reporting currency (AUD when none of the product's currencies is stored). */
export function reportingCurrencyOf(row: Pick<UserRow, 'reporting_currency'>): Currency {
  return (CURRENCIES as readonly string[]).includes(row.reporting_currency) ? (row.reporting_currency as Currency) : DEFAULT_CURRENCY;
}

/** The user as the API shows it to that user: never the password hash or token material. */
export function presentUser(row: UserRow, options: PresentOptions = {}): User {
  const role = primaryRole(isRole(row.role) ? [row.role] : []);
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    confirmed: row.email_verified_at !== null,
    first_name: row.first_name,
    last_name: row.last_name,
    display_name: displayName(row),
    updated_at: row.updated_at,
    created_at: row.created_at,
    ...(options.avatar !== undefined ? { avatar: options.avatar } : {}),
    default_process_id: row.default_process_id,
    default_screen_id: row.default_screen_id,
    company_id: row.company_id,
    current_team_id: row.current_team_id,
    dashboard_view_type: row.dashboard_view_type,
    side_nav_collapsed: isSet(row.side_nav_collapsed),
    trial_ends_at: row.trial_ends_at,
    trial: { days_left: trialDaysLeft(row.trial_ends_at), active: isTrialActive(row.trial_ends_at) },
    ...(options.includeRoles ? { roles: [role] } : {}),
    is_global_sharer: isSet(row.is_global_sharer),
    reporting_currency: reportingCurrencyOf(row),
  };
}

/** The signed-in user with their effective role (a member's team role) and their team. */
export function presentViewer(viewer: Viewer, options: PresentOptions = {}): User {
  const team = viewer.workspace.team;
  return {
    ...presentUser(viewer, options),
    trial: trialState(viewer.trial_ends_at, team),
    team: team ? { id: team.id, name: team.name, role: team.role, is_owner: team.isOwner, active: team.active, contact_email: team.contactEmail } : null,
  };
}
