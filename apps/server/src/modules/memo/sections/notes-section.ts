import { formatNoteDate, MEMO_COPY, type ReviewNote } from '@thesis/domain';
import { COLOR, FONT, SIZE } from '../pdf/memo-theme';
import type { MemoWriter } from '../pdf/memo-writer';

function drawNote(w: MemoWriter, note: ReviewNote): void {
  const textHeight = note.typed_text ? Math.min(w.heightOf(note.typed_text), 36) : 0;
  w.ensureSpace(30 + textHeight);
  w.text(note.title, { font: FONT.bold, gapAfter: 1 });
  const by = note.user ? `   ·   ${note.user.username}` : '';
  w.text(`${formatNoteDate(note.updated_at)}${by}`, { size: SIZE.tiny, color: COLOR.muted, gapAfter: 2 });
  if (note.typed_text) w.text(note.typed_text, { gapAfter: 1 });
  if (note.media) w.text(`Attached file: ${note.media.file_name}`, { size: SIZE.small, color: COLOR.muted });
  w.gap(8);
}

/** The review's notes, newest as the review lists them (only for viewers who may see notes). */
export function drawNotes(w: MemoWriter, notes: readonly ReviewNote[]): void {
  w.section('Notes', 50);
  if (notes.length === 0) {
    w.text(MEMO_COPY.noNotes, { font: FONT.italic, color: COLOR.muted });
    return;
  }
  for (const note of notes) drawNote(w, note);
}
