import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../constants/messages';
import { acceptedFilesText, formatFileSize, isAcceptedUpload, uploadAccept, uploadRefusal, UPLOAD_MESSAGES } from './upload-rules';

const MB = 1024 * 1024;

describe('what may be uploaded where', () => {
  it('takes spreadsheets as model files only', () => {
    const sheet = { name: 'Model FY27.XLSX', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' };
    expect(isAcceptedUpload(sheet, 'model')).toBe(true);
    expect(isAcceptedUpload({ name: 'dcf.csv', type: 'text/csv' }, 'model')).toBe(true);
    expect(isAcceptedUpload({ name: 'old.xls', type: '' }, 'model')).toBe(true);
    expect(isAcceptedUpload(sheet, 'note')).toBe(false);
    expect(isAcceptedUpload({ name: 'chart.png', type: 'image/png' }, 'attachment')).toBe(true);
    expect(isAcceptedUpload({ name: 'notes.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }, 'model')).toBe(false);
    expect(uploadAccept('model')).toBe('image/*,application/pdf,.xlsx,.xls,.xlsm,.ods,.csv');
    expect(uploadAccept('note')).toBe('image/*,application/pdf');
  });

  it('says what is accepted and how large, before the chooser opens', () => {
    expect(acceptedFilesText('note', 20 * MB)).toBe('Pictures or PDF, up to 20 MB');
    expect(acceptedFilesText('model', 20 * MB)).toBe('Pictures, PDF or spreadsheets (.xlsx, .xls, .xlsm, .ods, .csv), up to 20 MB');
    expect([formatFileSize(1536 * 1024), formatFileSize(820 * 1024), formatFileSize(1), formatFileSize(12)]).toEqual(['1.5 MB', '820 KB', '1 byte', '12 bytes']);
  });

  it('refuses a file of another type or over the limit before it is sent', () => {
    expect(uploadRefusal({ name: 'big.pdf', type: 'application/pdf', size: 25 * MB + 300 * 1024 }, 'note', 20 * MB)).toBe('“big.pdf” is 25.3 MB: files up to 20 MB can be uploaded.');
    expect(uploadRefusal({ name: 'ok.pdf', type: 'application/pdf', size: 20 * MB }, 'note', 20 * MB)).toBeNull();
    expect(uploadRefusal({ name: 'model.xlsx', type: '', size: 10 }, 'note', 20 * MB)).toBe(MESSAGES.onlyPicturesOrPdf);
    expect(uploadRefusal({ name: 'run.exe', type: 'application/x-msdownload', size: 10 }, 'model', 20 * MB)).toBe(UPLOAD_MESSAGES.onlyPicturesPdfOrSpreadsheets);
    expect(UPLOAD_MESSAGES.onlyPicturesPdfOrSpreadsheets).toBe('Only pictures, PDF or spreadsheets (.xlsx, .xls, .xlsm, .ods, .csv) allowed');
  });
});
