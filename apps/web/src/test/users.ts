import type { Role, User } from '@thesis/domain';

/** A user as GET /users/profile answers it, for component tests. */
export function makeUser(overrides: Partial<User> & { role?: Role } = {}): User {
  const { role = 'free', ...rest } = overrides;
  return {
    id: 'user-1',
    username: 'ada',
    email: 'ada@example.com',
    confirmed: true,
    first_name: null,
    last_name: null,
    display_name: 'ada',
    updated_at: '2026-01-01T00:00:00.000Z',
    created_at: '2026-01-01T00:00:00.000Z',
    avatar: null,
    default_process_id: null,
    default_screen_id: null,
    company_id: null,
    current_team_id: null,
    dashboard_view_type: 'default',
    side_nav_collapsed: false,
    trial_ends_at: null,
    trial: { days_left: null, active: false },
    roles: [role],
    is_global_sharer: false,
    reporting_currency: 'AUD',
    ...rest,
  };
}
