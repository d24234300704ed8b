import type { ActivityKind } from '@thesis/domain';
import type { InvestmentItemRecord } from './investment-items.records';

export interface ItemChange {
  kind: ActivityKind;
  details: Record<string, unknown>;
}

/** What a change does to an item, as activity events (nothing for values sent unchanged). */
export function itemChangeEvents(record: InvestmentItemRecord, changes: Partial<InvestmentItemRecord>, fileName?: string): ItemChange[] {
  const events: ItemChange[] = [];
  const changed = <K extends keyof InvestmentItemRecord>(key: K) => changes[key] !== undefined && changes[key] !== record[key];
  if (changed('type')) events.push({ kind: 'type_changed', details: { from: record.type, to: changes.type } });
  if (changed('score')) events.push({ kind: 'score_changed', details: { from: record.score, to: changes.score } });
  if (changed('value')) events.push({ kind: 'value_changed', details: { from: record.value, to: changes.value } });
  if (changed('relevance')) events.push({ kind: 'relevance_changed', details: { from: record.relevance, to: changes.relevance } });
  if (changed('comment')) events.push({ kind: 'comment_changed', details: { length: changes.comment?.length ?? 0, previous_length: record.comment?.length ?? 0 } });
  if (changed('url') || changed('url_name')) {
    events.push({ kind: 'link_changed', details: { url: changes.url === undefined ? record.url : changes.url, url_name: changes.url_name === undefined ? record.url_name : changes.url_name } });
  }
  if (changed('media_id')) {
    events.push(
      changes.media_id
        ? { kind: 'file_attached', details: { media_id: changes.media_id, file_name: fileName ?? null, replaced_media_id: record.media_id } }
        : { kind: 'file_removed', details: { media_id: record.media_id } },
    );
  }
  return events;
}
