import { REVIEW_MESSAGES, type ItemKind } from '@thesis/domain';
import { newId } from '../../lib/crypto';
import { fieldError } from '../../lib/errors';
import type { ActivityInput } from '../activity/activity.repository';
import type { InvestmentItemRecord } from '../investment-items/investment-items.records';
import type { InvestmentProcessRecord } from '../investment-processes/investment-processes.repository';
import type { ItemRecord, ProcessRecord } from '../items/library.records';
import type { LibraryStore } from '../items/library-store';
import { inWorkspace, type Viewer } from '../teams/workspace';
import type { ReviewStore } from './review-store';
import type { ReviewRecord } from './reviews.repository';

/** A copy of a library item under an investment process (scoring empty, the library's relevance kept as a start). */
function itemCopy(source: ItemRecord, kind: ItemKind, investmentProcessId: string, parentId: string | null, position: number, now: string): InvestmentItemRecord {
  return {
    id: newId(),
    investment_process_id: investmentProcessId,
    parent_id: parentId,
    source_item_id: source.id,
    kind,
    name: source.name,
    description: source.description,
    group: source.group,
    type: source.type,
    grade_descriptions: source.grade_descriptions,
    min: source.min,
    max: source.max,
    thresholds: source.thresholds,
    metric_key: source.metric_key,
    position,
    score: null,
    value: null,
    relevance: source.relevance,
    comment: null,
    url: null,
    url_name: null,
    media_id: null,
    editor_user_id: null,
    created_at: now,
    updated_at: now,
  };
}

/**
 * The process's tree as investment items: its factors, their checklists, their questions, each
 * with its position under its parent and its scale settings. An item the library holds under
 * several parents is copied once per place, so every copy is scored on its own. Parents come
 * before their children (the insert order the parent_id foreign key needs).
 */
export async function copyProcessTree(library: LibraryStore, process: ProcessRecord, investmentProcessId: string, now: string): Promise<InvestmentItemRecord[]> {
  const copies: InvestmentItemRecord[] = [];
  // Each level: the copies made so far of each source item (one per place it appears).
  let parents = new Map<string, (string | null)[]>([[process.id, [null]]]);
  const levels: { kind: ItemKind; links: typeof library.processFactors }[] = [
    { kind: 'factor', links: library.processFactors },
    { kind: 'checklist', links: library.itemChildren },
    { kind: 'question', links: library.itemChildren },
  ];
  for (const level of levels) {
    if (parents.size === 0) break;
    const links = await level.links.childrenOf([...parents.keys()]);
    const sources = new Map((await library.items.findByIds([...new Set(links.map((link) => link.child_id))])).map((item) => [item.id, item]));
    const next = new Map<string, (string | null)[]>();
    for (const link of links) {
      const source = sources.get(link.child_id);
      if (!source) continue;
      for (const parentCopyId of parents.get(link.parent_id) ?? []) {
        const copy = itemCopy(source, level.kind, investmentProcessId, parentCopyId, link.position, now);
        copies.push(copy);
        next.set(source.id, [...(next.get(source.id) ?? []), copy.id]);
      }
    }
    parents = next;
  }
  return copies;
}

/**
 * Attaches processes of the viewer's workspace to the review: each one not attached yet becomes an investment
 * process (name and description copied, appended in the order given) with its copied tree.
 * Attaching a process that is already there is a no-op, also under concurrent requests (the
 * unique index decides). Answers the activity events to record (process_attached).
 */
export async function attachProcesses(store: ReviewStore, viewer: Viewer, review: ReviewRecord, processIds: readonly string[], now: string): Promise<ActivityInput[]> {
  const found = new Map((await store.library.processes.findByIds(processIds)).map((process) => [process.id, process]));
  const processes = processIds.map((id) => found.get(id));
  if (processes.some((process) => !process || process.is_template || !inWorkspace(viewer, process.user_id))) throw fieldError('process_ids', REVIEW_MESSAGES.processesInvalid);
  const attached = new Set((await store.processes.forReviews([review.id])).map((record) => record.process_id));
  let position = await store.processes.nextPosition(review.id);
  const events: ActivityInput[] = [];
  for (const process of processes as ProcessRecord[]) {
    if (attached.has(process.id)) continue;
    const record: InvestmentProcessRecord = {
      id: newId(),
      review_id: review.id,
      process_id: process.id,
      name: process.name,
      description: process.description,
      position,
      comment: null,
      url: null,
      url_name: null,
      media_id: null,
      valuation: null,
      editor_user_id: viewer.id,
      ai_status: 'new',
      ai_processed_at: null,
      created_at: now,
      updated_at: now,
    };
    if (!(await store.processes.insertIfAbsent(record))) continue;
    position += 1;
    const items = await copyProcessTree(store.library, process, record.id, now);
    await store.items.insert(items);
    events.push({
      userId: viewer.id,
      reviewId: review.id,
      investmentId: review.investment_id,
      kind: 'process_attached',
      details: { investment_process_id: record.id, process_id: process.id, name: process.name, items: items.length },
    });
  }
  return events;
}
