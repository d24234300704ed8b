import type { Kysely } from 'kysely';
import { noteTextIssues, REVIEW_MESSAGES, type CreateInvestmentNote, type CreateNote, type ReviewNote, type updateNoteSchema } from '@thesis/domain';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { nowIso } from '../../db/values';
import { newId } from '../../lib/crypto';
import { notFound, validationError } from '../../lib/errors';
import type { ActivityInput } from '../activity/activity.repository';
import type { MediaRow } from '../media/media.repository';
import { checkFirstNeed, openReviewForEdit } from '../reviews/first-need';
import { ownMediaByUuids } from '../reviews/owned-media';
import type { ReviewReader } from '../reviews/review-reader';
import { createReviewStore, inReviewTransaction, type ReviewStore } from '../reviews/review-store';
import { assertCanEditNotes, type ReviewPolicy } from '../reviews/reviews.policy';
import type { ReviewRecord } from '../reviews/reviews.repository';
import type { Viewer } from '../teams/workspace';
import type { NoteChanges, NoteRecord } from './notes.repository';

type UpdateNote = z.output<typeof updateNoteSchema>;

/** Notes of a review: title 2–100, text 2–10,000 unless a file is attached. */
export class NotesService {
  private readonly store: ReviewStore;

  constructor(private readonly deps: { db: Kysely<Database>; policy: ReviewPolicy; reader: ReviewReader }) {
    this.store = createReviewStore(deps.db);
  }

  async create(viewer: Viewer, input: CreateNote): Promise<ReviewNote> {
    const review = await this.editableReview(viewer, await this.store.reviews.findById(input.investment_review_id), REVIEW_MESSAGES.notFound);
    const [media] = await ownMediaByUuids(this.store, viewer, input.uuids);
    const id = await inReviewTransaction(this.deps.db, (store) => this.insert(store, viewer, review, input, media, nowIso()));
    return this.present(viewer, id);
  }

  /**
   * POST /investments/{id}/notes: a note on your review of the investment, the review created on
   * first need in the same transaction. Answers the review's id with the note.
   */
  async createForInvestment(viewer: Viewer, investmentId: string, input: CreateInvestmentNote): Promise<string> {
    await checkFirstNeed(this.store, this.deps.policy, viewer, investmentId, assertCanEditNotes);
    const [media] = await ownMediaByUuids(this.store, viewer, input.uuids);
    return inReviewTransaction(this.deps.db, async (store) => {
      const now = nowIso();
      const { review } = await openReviewForEdit(store, viewer, investmentId, now);
      await this.insert(store, viewer, review, input, media, now);
      return review.id;
    });
  }

  /** Any subset of title, typed_text and uuids; the text rule is checked on the note as it would become. */
  async update(viewer: Viewer, id: string, input: UpdateNote): Promise<ReviewNote> {
    const note = await this.store.notes.findById(id);
    const review = await this.editableReview(viewer, note ? await this.store.reviews.findById(note.review_id) : undefined, REVIEW_MESSAGES.noteNotFound);
    const media = input.uuids === undefined ? undefined : ((await ownMediaByUuids(this.store, viewer, input.uuids))[0] ?? null);
    const changes: NoteChanges = {};
    if (input.title !== undefined) changes.title = input.title;
    if (input.typed_text !== undefined) changes.typed_text = input.typed_text;
    if (media !== undefined) changes.media_id = media?.id ?? null;
    const text = changes.typed_text === undefined ? note!.typed_text : changes.typed_text;
    const hasFile = (changes.media_id === undefined ? note!.media_id : changes.media_id) !== null;
    const issues = noteTextIssues(text, hasFile);
    if (issues.length > 0) throw validationError({ [issues[0]!.field]: issues.map((issue) => issue.message) });
    const changed = (Object.keys(changes) as (keyof NoteChanges)[]).filter((key) => changes[key] !== note![key]);
    if (changed.length > 0) {
      await inReviewTransaction(this.deps.db, async (store) => {
        const now = nowIso();
        await store.notes.update(id, { ...changes, updated_at: now });
        await this.record(store, viewer, review, 'note_changed', note!, { fields: changed }, now);
      });
    }
    return this.present(viewer, id);
  }

  async remove(viewer: Viewer, id: string): Promise<{ id: string; message: string }> {
    const note = await this.store.notes.findById(id);
    const review = await this.editableReview(viewer, note ? await this.store.reviews.findById(note.review_id) : undefined, REVIEW_MESSAGES.noteNotFound);
    await inReviewTransaction(this.deps.db, async (store) => {
      await store.notes.delete(id);
      await this.record(store, viewer, review, 'note_deleted', note!, {}, nowIso());
    });
    return { id, message: REVIEW_MESSAGES.noteDeleted };
  }

  private async insert(store: ReviewStore, viewer: Viewer, review: ReviewRecord, input: CreateInvestmentNote, media: MediaRow | undefined, now: string): Promise<string> {
    const note: NoteRecord = { id: newId(), review_id: review.id, user_id: viewer.id, title: input.title, typed_text: input.typed_text, media_id: media?.id ?? null, created_at: now, updated_at: now };
    await store.notes.insert(note);
    await this.record(store, viewer, review, 'note_added', note, { has_file: note.media_id !== null }, now);
    return note.id;
  }

  private async editableReview(viewer: Viewer, review: ReviewRecord | undefined, missing: string): Promise<ReviewRecord> {
    const found = await this.deps.policy.readable(viewer, review, missing);
    assertCanEditNotes(found.access);
    return found.review;
  }

  private async record(store: ReviewStore, viewer: Viewer, review: ReviewRecord, kind: ActivityInput['kind'], note: NoteRecord, details: Record<string, unknown>, now: string): Promise<void> {
    await store.activity.record([{ userId: viewer.id, reviewId: review.id, investmentId: review.investment_id, kind, details: { note_id: note.id, title: note.title, ...details } }], now);
    await store.reviews.touch(review.id, now);
  }

  private async present(viewer: Viewer, id: string): Promise<ReviewNote> {
    const note = await this.store.notes.findById(id);
    if (!note) throw notFound(REVIEW_MESSAGES.noteNotFound);
    const [presented] = await this.deps.reader.for(viewer.id).notes(this.store, [note]);
    return presented!;
  }
}
