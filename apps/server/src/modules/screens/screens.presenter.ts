import type { Screen, ScreenProcessColumn } from '@thesis/domain';
import type { Viewer } from '../teams/workspace';
import type { ScreenRecord } from './screens.repository';
import { screenAbilities } from './screens.policy';

export interface ScreenOwner {
  id: string;
  username: string;
  avatar: { id: string; url: string } | null;
}

/** A screen as the API answers it: is_default only when true (spec §4), no other user's data. */
export function presentScreen(record: ScreenRecord, processes: ScreenProcessColumn[], owner: ScreenOwner, viewer: Viewer, associated: Screen['associated_process'] = null): Screen {
  return {
    id: record.id,
    name: record.name,
    description: record.description,
    is_active: record.is_active,
    ...(record.is_default ? { is_default: true as const } : {}),
    position: record.position,
    source_type: record.source_type,
    associated_process_id: record.associated_process_id,
    associated_process: record.source_type === 'associated' ? associated : null,
    lead_process_id: record.lead_process_id,
    secondary_process_ids: record.secondary_process_ids,
    processes,
    investment_count: record.investment_count,
    last_run_at: record.last_run_at,
    updated_at: record.updated_at,
    created_at: record.created_at,
    user: owner,
    abilities: screenAbilities(viewer, record),
    saved_view: record.saved_view,
  };
}
