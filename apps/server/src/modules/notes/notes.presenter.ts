import type { ReviewNote } from '@thesis/domain';
import { mediaOf, usernameOf, type ReviewPresentContext } from '../investment-items/investment-items.presenter';
import type { NoteRecord } from './notes.repository';

export function presentNote(record: NoteRecord, ctx: ReviewPresentContext): ReviewNote {
  const username = usernameOf(ctx, record.user_id);
  return {
    id: record.id,
    investment_review_id: record.review_id,
    title: record.title,
    typed_text: record.typed_text,
    media: mediaOf(ctx, record.media_id),
    user: record.user_id && username ? { id: record.user_id, username } : null,
    created_at: record.created_at,
    updated_at: record.updated_at,
  };
}
