import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, SHARING_MESSAGES, type ReviewNote } from '@thesis/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/notify';
import * as reviewsApiModule from '../api';
import { makeReview, renderReview } from '../testing';
import { NoteFormModal } from './NoteFormModal';

const review = makeReview([]);

function renderForm(note: ReviewNote | null = null) {
  const onClose = vi.fn();
  const view = renderReview(<NoteFormModal opened onClose={onClose} target={{ reviewId: 'r1', investmentId: 'i1' }} note={note} />, review);
  return { ...view, onClose };
}

const title = () => screen.getByRole('textbox', { name: 'Title' });
const text = () => screen.getByRole('textbox', { name: 'Text' });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Add note' }));

function savedNote(overrides: Partial<ReviewNote> = {}): ReviewNote {
  return {
    id: 'n1',
    investment_review_id: 'r1',
    title: 'Call with the CFO',
    typed_text: 'Margins hold up.',
    media: null,
    user: { id: 'u1', username: 'ann' },
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

// Typing through user-event into Mantine inputs: allow for a loaded CI machine.
describe('the note form (spec §5 Note)', { timeout: 20_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks for a title and, without a file, for the text', async () => {
    const create = vi.spyOn(reviewsApiModule.notesApi, 'create');
    renderForm();
    await submit();
    expect(await screen.findByText(SHARING_MESSAGES.noteTitleRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.noteTextRequired)).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('holds the title to 2–100 characters and the text to 2–10,000, counting as you type', async () => {
    renderForm();
    await userEvent.type(title(), 'A');
    await userEvent.type(text(), 'B');
    await submit();
    expect(await screen.findByText(SHARING_MESSAGES.noteTitleMin)).toBeInTheDocument();
    expect(screen.getByText(SHARING_MESSAGES.noteTextMin)).toBeInTheDocument();

    expect(screen.getByTestId('note-text-count')).toHaveTextContent('1 / 10,000 characters');
    fireEvent.change(text(), { target: { value: 'x'.repeat(4_000) } });
    expect(screen.getByTestId('note-text-count')).toHaveTextContent('4,000 / 10,000 characters');
    fireEvent.change(title(), { target: { value: 'T'.repeat(101) } });
    fireEvent.change(text(), { target: { value: 'x'.repeat(10_001) } });
    await submit();
    expect(await screen.findByText(SHARING_MESSAGES.noteTitleMax)).toBeInTheDocument();
    expect(screen.getByText(SHARING_MESSAGES.noteTextMax)).toBeInTheDocument();
    expect(text()).toHaveAttribute('maxlength', '10000');
  });

  it('needs no text once a file is attached, and sends the uploaded file with the note', async () => {
    vi.spyOn(toast, 'success').mockImplementation(() => undefined);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:chart');
    const upload = vi.spyOn(reviewsApiModule, 'uploadMedia').mockResolvedValue({
      data: {
        id: 'm1',
        uuid: 'uuid-1',
        url: '/m1',
        extension: 'png',
        file_name: 'chart.png',
        mime_type: 'image/png',
        size: 10,
        collection: 'note',
      },
    });
    const create = vi
      .spyOn(reviewsApiModule.notesApi, 'create')
      .mockResolvedValue({ data: savedNote({ typed_text: null }) });
    const { onClose } = renderForm();
    await userEvent.type(title(), 'Chart of margins');
    await userEvent.click(screen.getByRole('button', { name: 'Attach file of this note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload file' });
    expect(within(dialog).getByTestId('upload-accepted')).toHaveTextContent('Pictures or PDF, up to 20 MB');
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['png'], 'chart.png', { type: 'image/png' }));
    expect(await screen.findByText('chart.png')).toBeInTheDocument();
    await submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(screen.queryByText(MESSAGES.noteTextRequired)).not.toBeInTheDocument();
    expect(upload).toHaveBeenCalledWith('note', expect.any(File), expect.objectContaining({ signal: expect.any(AbortSignal) }));
    expect(create).toHaveBeenCalledWith({
      title: 'Chart of margins',
      typed_text: null,
      investment_review_id: 'r1',
      uuids: ['uuid-1'],
    });
  });

  it("puts the server's field errors on the fields", async () => {
    vi.spyOn(reviewsApiModule.notesApi, 'create').mockRejectedValue(
      new ApiError(422, 'Invalid', { title: ['Title is taken by the server'] }),
    );
    renderForm();
    await userEvent.type(title(), 'Valid title');
    await userEvent.type(text(), 'Valid text');
    await submit();
    expect(await screen.findByText('Title is taken by the server')).toBeInTheDocument();
  });
});
