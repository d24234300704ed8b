import { VersionedCache } from '../../lib/versioned-cache';

/** At most this many review ids are kept, all workspaces together (a few MB); past it the least recently used workspaces are forgotten. */
export const REVIEW_IDS_CACHE_MAX = 100_000;
/** A workspace with more reviews than this is not kept: its review ids are read with each request that needs them. */
export const REVIEW_IDS_PER_WORKSPACE_MAX = 10_000;

/** investment id → review id, of every review of one workspace; null when it has too many to keep. */
export type WorkspaceReviewIds = ReadonlyMap<string, string> | null;

/**
 * Reads a workspace's review ids: at most `limit` of them (one more than may be kept, so that a
 * workspace with too many is known).
 */
export type LoadReviewIds = (ownerId: string, limit: number) => Promise<ReadonlyMap<string, string>>;

/**
 * Which investments each workspace has reviewed, kept by each server instance for the workspace's
 * reviews version (users.reviews_version of its owner, migration 0022), which the session's read
 * brings with the viewer. The version counts up in the transaction that creates a review, and
 * reviews never move between workspaces, so ids read after reading a version are current for it:
 * a search or an investment page finds its review ids without a statement of its own (issue 14).
 * Reviews are deleted only with their investment (which then shows nowhere) or their owner.
 *
 * Ids are read after the version, so what is kept for a version is at least as new as it; a read
 * for an older version never replaces a newer one, and a read in flight for a version at least as
 * new is shared by every request that needs it.
 */
export class ReviewIdsCache {
  /** Weighed by their number of ids; a workspace with too many to keep (null) weighs nothing. */
  readonly #kept: VersionedCache<WorkspaceReviewIds>;
  readonly #loading = new Map<string, { version: number; ids: Promise<WorkspaceReviewIds> }>();

  constructor(
    private readonly load: LoadReviewIds,
    private readonly limits: { total: number; perWorkspace: number } = { total: REVIEW_IDS_CACHE_MAX, perWorkspace: REVIEW_IDS_PER_WORKSPACE_MAX },
  ) {
    this.#kept = new VersionedCache(limits.total, (ids) => ids?.size ?? 0);
  }

  /** The workspace's review ids as of `version` (or newer); null when it has too many to keep. */
  async idsOf(ownerId: string, version: number): Promise<WorkspaceReviewIds> {
    const kept = this.#kept.get(ownerId, version);
    if (kept !== undefined) return kept;
    const loading = this.#loading.get(ownerId);
    if (loading && loading.version >= version) return loading.ids;
    const ids = this.load(ownerId, this.limits.perWorkspace + 1).then((read) => (read.size > this.limits.perWorkspace ? null : read));
    this.#loading.set(ownerId, { version, ids });
    try {
      const read = await ids;
      this.#kept.set(ownerId, version, read);
      return read;
    } finally {
      if (this.#loading.get(ownerId)?.ids === ids) this.#loading.delete(ownerId);
    }
  }

  /** How many review ids are kept, all workspaces together. */
  get size(): number {
    return this.#kept.size;
  }
}
