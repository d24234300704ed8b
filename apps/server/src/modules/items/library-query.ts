import type { Pagination } from '@thesis/domain';
import { validationError } from '../../lib/errors';

/**
 * Depth of nesting asked by `include`: each comma-separated path must follow `levels` from the
 * start ('factors.checklists.questions' → 3 for a process). `user` segments are accepted and
 * ignored: every process and item always carries its user.
 */
export function includeDepth(include: string | undefined, levels: readonly string[]): number {
  let depth = 0;
  for (const path of (include ?? '').split(',')) {
    const segments = path.trim().split('.').filter((segment) => segment && segment !== 'user');
    if (segments.length === 0) continue;
    const valid = segments.every((segment, index) => levels[index] === segment);
    if (!valid) {
      const allowed = levels.map((_, index) => levels.slice(0, index + 1).join('.'));
      throw validationError({ include: [allowed.length ? `Include one of: ${allowed.join(', ')} (and .user)` : 'Nothing can be included here'] });
    }
    depth = Math.max(depth, segments.length);
  }
  return depth;
}

export function pagination(total: number, count: number, perPage: number, page: number): Pagination {
  return { total, count, per_page: perPage, current_page: page, total_pages: Math.max(1, Math.ceil(total / perPage)) };
}

/** Case-insensitive name order for template lists (spec §3 Templates), the same on every database. */
export function byNameIgnoringCase<T extends { name: string; id: string }>(a: T, b: T): number {
  return a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.name.localeCompare(b.name, 'en') || a.id.localeCompare(b.id);
}
