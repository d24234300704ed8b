import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, UPLOAD_MESSAGES } from '@thesis/domain';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { renderWithProviders } from '../../../test/render';
import type { UploadControls } from '../api';
import { UploadFileDialog, type UploadFileDialogProps } from './UploadFileDialog';

const MB = 1024 * 1024;
const sized = (name: string, type: string, size: number) => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

function open(props: Partial<UploadFileDialogProps> = {}) {
  const onClose = vi.fn();
  const upload = props.upload ?? vi.fn().mockResolvedValue(undefined);
  renderWithProviders(<UploadFileDialog opened onClose={onClose} collection="note" subject="this note" replacing={null} file={null} {...props} upload={upload} />);
  const dialog = screen.getByRole('dialog', { name: 'Upload file' });
  const input = () => dialog.querySelector('input[type="file"]') as HTMLInputElement;
  return { dialog, input, onClose, upload };
}

describe('the Upload file dialog', () => {
  it('says what it takes and how large before the chooser opens, and refuses a larger file before sending any of it', async () => {
    const { dialog, input, upload } = open();
    expect(within(dialog).getByTestId('upload-accepted')).toHaveTextContent('Pictures or PDF, up to 20 MB');
    expect(input()).toHaveAttribute('accept', 'image/*,application/pdf');
    fireEvent.change(input(), { target: { files: [sized('annual-report.pdf', 'application/pdf', 25 * MB)] } });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('“annual-report.pdf” is 25 MB: files up to 20 MB can be uploaded.');
    expect(upload).not.toHaveBeenCalled();
    fireEvent.change(input(), { target: { files: [sized('model.xlsx', '', 10)] } });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MESSAGES.onlyPicturesOrPdf);
    expect(upload).not.toHaveBeenCalled();
  });

  it('takes spreadsheets for model files', async () => {
    const { dialog, input, upload, onClose } = open({ collection: 'model', subject: "this review's model files" });
    expect(within(dialog).getByTestId('upload-accepted')).toHaveTextContent('Pictures, PDF or spreadsheets (.xlsx, .xls, .xlsm, .ods, .csv), up to 20 MB');
    await userEvent.upload(input(), new File(['a,b'], 'dcf.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
    await waitFor(() => expect(upload).toHaveBeenCalledWith(expect.objectContaining({ name: 'dcf.xlsx' }), expect.objectContaining({ silent: true })));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('shows the progress, and a cancelled upload saves nothing and says so', async () => {
    let controls: UploadControls = {};
    const upload = vi.fn((_file: File, given: UploadControls) => {
      controls = given;
      return new Promise((_resolve, reject) => given.signal?.addEventListener('abort', () => reject(new DOMException('cancelled', 'AbortError'))));
    });
    const { dialog, input, onClose } = open({ upload });
    await userEvent.upload(input(), new File(['png'], 'chart.png', { type: 'image/png' }));
    const progress = await within(dialog).findByTestId('upload-progress');
    expect(progress).toHaveTextContent('Uploading “chart.png” (3 bytes)0 %');
    controls.onProgress?.(0.42);
    await waitFor(() => expect(within(dialog).getByRole('progressbar', { name: 'Upload of chart.png' })).toHaveAttribute('aria-valuenow', '42'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel upload' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(UPLOAD_MESSAGES.cancelled);
    expect(within(dialog).getByRole('button', { name: 'Choose file' })).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("says why an upload failed beside the file and tries again", async () => {
    const upload = vi.fn().mockRejectedValueOnce(new ApiError(507, 'The file store is full. Please try again later.')).mockResolvedValueOnce(undefined);
    const { dialog, input, onClose } = open({ upload });
    await userEvent.upload(input(), new File(['png'], 'chart.png', { type: 'image/png' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('“chart.png” was not uploaded');
    expect(alert).toHaveTextContent('The file store is full. Please try again later.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(upload).toHaveBeenCalledTimes(2);
  });

  it('takes a pasted file, and warns on a paste without one', async () => {
    const { dialog, upload } = open();
    fireEvent.paste(within(dialog).getByTestId('upload-dialog'), { clipboardData: { files: [] } });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MESSAGES.pasteNoFile);
    fireEvent.paste(within(dialog).getByTestId('upload-dialog'), { clipboardData: { files: [new File(['png'], 'screen.png', { type: 'image/png' })] } });
    await waitFor(() => expect(upload).toHaveBeenCalledWith(expect.objectContaining({ name: 'screen.png' }), expect.anything()));
  });
});
