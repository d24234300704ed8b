import type { Item, Process } from '@thesis/domain';
import type { ProcessRecord } from '../items/library.records';
import { abilitiesFor } from '../items/library.policy';
import { ownerOf, type PresentContext } from '../items/items.presenter';

/** Whitelists a process's fields; is_default comes from users.default_process_id. */
export function presentProcess(record: ProcessRecord, ctx: PresentContext, investmentCount: number, factors?: Item[]): Process {
  return {
    id: record.id,
    name: record.name,
    description: record.description,
    is_default: !record.is_template && record.id === ctx.defaultProcessId,
    is_active: record.is_active,
    is_template: record.is_template,
    position: record.position,
    investment_count: investmentCount,
    source_id: record.source_id,
    user: ownerOf(ctx, record),
    abilities: abilitiesFor(ctx.viewer, record),
    updated_at: record.updated_at,
    created_at: record.created_at,
    ...(factors ? { factors } : {}),
  };
}
