import { createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, REVIEW_MESSAGES, type Media } from '@thesis/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/notify';
import { guardStrayFileDrops } from '../../../lib/stray-drops';
import * as reviewsApiModule from '../api';
import { makeReview, renderReview } from '../testing';
import { FileAttachment } from './FileAttachment';
import { ModelFiles } from './ModelFiles';
import { NoteFormModal } from './NoteFormModal';

const png = (name = 'chart.png') => new File(['png'], name, { type: 'image/png' });
const existing = { id: 'm0', url: '/media/m0', file_name: 'old-chart.png', extension: 'png' };

/** A drop of these files on the element, as the browser sends it; answers whether the browser's own handling was stopped. */
function dropFiles(target: Element, files: File[]): boolean {
  const dataTransfer = { files, types: ['Files'], dropEffect: 'none' };
  fireEvent.dragEnter(target, { dataTransfer });
  fireEvent.dragOver(target, { dataTransfer });
  const drop = createEvent.drop(target, { dataTransfer });
  fireEvent(target, drop);
  return drop.defaultPrevented;
}

function uploaded(uuid: string): { data: Media } {
  return { data: { id: uuid, uuid, url: `/media/${uuid}`, extension: 'pdf', file_name: 'dcf.pdf', mime_type: 'application/pdf', size: 10, collection: 'model' } };
}

describe('dropping files (spec §4, §5 Upload)', { timeout: 20_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it("takes a file dropped on an item's file to the upload dialog, which asks before replacing one", async () => {
    const onAttach = vi.fn().mockResolvedValue(undefined);
    const review = makeReview([]);
    const view = renderReview(<FileAttachment media={null} subject="factor Moat" readOnly={false} collection="attachment" onAttach={onAttach} onRemove={vi.fn()} />, review);
    expect(dropFiles(screen.getByTestId('file-attachment'), [png()])).toBe(true);
    await waitFor(() => expect(onAttach).toHaveBeenCalledWith(expect.objectContaining({ name: 'chart.png' }), expect.objectContaining({ signal: expect.any(AbortSignal) })));

    onAttach.mockClear();
    view.unmount();
    renderReview(<FileAttachment media={existing} subject="factor Moat" readOnly={false} collection="attachment" onAttach={onAttach} onRemove={vi.fn()} />, review);
    dropFiles(screen.getByTestId('file-attachment'), [png('new-chart.png')]);
    const confirm = await screen.findByRole('dialog', { name: 'Upload file' });
    expect(confirm).toHaveTextContent('“old-chart.png” will be replaced by “new-chart.png”. This action cannot be undone.');
    expect(onAttach).not.toHaveBeenCalled();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Replace' }));
    await waitFor(() => expect(onAttach).toHaveBeenCalledWith(expect.objectContaining({ name: 'new-chart.png' }), expect.anything()));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Upload file' })).not.toBeInTheDocument());
  });

  it('refuses another type and several files with their messages, and a read-only file takes nothing', async () => {
    const error = vi.spyOn(toast, 'error').mockImplementation(() => undefined);
    const onAttach = vi.fn();
    const view = renderReview(<FileAttachment media={null} subject="factor Moat" readOnly={false} collection="attachment" onAttach={onAttach} onRemove={vi.fn()} />, makeReview([]));
    dropFiles(screen.getByTestId('file-attachment'), [new File(['x'], 'model.xlsx', { type: 'application/vnd.ms-excel' })]);
    expect(error).toHaveBeenLastCalledWith(MESSAGES.onlyPicturesOrPdf);
    dropFiles(screen.getByTestId('file-attachment'), [png('a.png'), png('b.png')]);
    expect(error).toHaveBeenLastCalledWith(REVIEW_MESSAGES.oneFile);
    view.unmount();
    renderReview(<FileAttachment media={existing} subject="factor Moat" readOnly collection="attachment" onAttach={onAttach} onRemove={vi.fn()} />, makeReview([]));
    expect(dropFiles(screen.getByTestId('file-attachment'), [png()])).toBe(true);
    expect(onAttach).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('uploads a model file dropped on the model files', async () => {
    vi.spyOn(toast, 'success').mockImplementation(() => undefined);
    const upload = vi.spyOn(reviewsApiModule, 'uploadMedia').mockResolvedValue(uploaded('u-1'));
    const setModels = vi.spyOn(reviewsApiModule.reviewsApi, 'setModels').mockResolvedValue({ data: [] });
    renderReview(<ModelFiles models={[]} />, makeReview([]));
    dropFiles(screen.getByTestId('model-files'), [new File(['%PDF'], 'dcf.pdf', { type: 'application/pdf' })]);
    await waitFor(() => expect(setModels).toHaveBeenCalledWith('r1', ['u-1']));
    expect(upload).toHaveBeenCalledWith('model', expect.objectContaining({ name: 'dcf.pdf' }), expect.objectContaining({ silent: true }));
  });

  it("takes a file dropped anywhere on the note form into its file field, confirming a replacement", async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:chart');
    renderReview(<NoteFormModal opened onClose={vi.fn()} target={{ reviewId: 'r1', investmentId: 'i1' }} note={null} />, makeReview([]));
    const form = await screen.findByTestId('note-form');
    expect(dropFiles(screen.getByRole('textbox', { name: 'Title' }), [png('first.png')])).toBe(true);
    expect(await within(form).findByText('first.png')).toBeInTheDocument();
    dropFiles(form, [png('second.png')]);
    const confirm = await screen.findByRole('dialog', { name: 'Upload file' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Replace' }));
    expect(await within(form).findByText('second.png')).toBeInTheDocument();
  });

  it('stops the browser from opening a file dropped anywhere else, and leaves text drags alone', () => {
    const stop = guardStrayFileDrops(window);
    try {
      const event = (type: string, types: string[]) => {
        const dragged = new Event(type, { bubbles: true, cancelable: true });
        Object.defineProperty(dragged, 'dataTransfer', { value: { types, dropEffect: 'copy' } });
        document.body.dispatchEvent(dragged);
        return dragged as Event & { dataTransfer: { dropEffect: string } };
      };
      const over = event('dragover', ['Files']);
      expect(over.defaultPrevented).toBe(true);
      expect(over.dataTransfer.dropEffect).toBe('none');
      expect(event('drop', ['Files']).defaultPrevented).toBe(true);
      expect(event('drop', ['text/plain']).defaultPrevented).toBe(false);
    } finally {
      stop();
    }
    const after = new Event('drop', { bubbles: true, cancelable: true });
    Object.defineProperty(after, 'dataTransfer', { value: { types: ['Files'] } });
    document.body.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
  });
});
