import { describe, expect, it } from 'vitest';
import { SPREADSHEET_PREVIEW } from '@thesis/domain';
import { tinyPdf, tinyPng } from '../../test/multipart';
import { numberKindOfFormat, plainNumber, serialDate, serialTime } from './cell-text';
import { sniffUpload } from './sniff';
import { docxLike, HANDMADE_FIRST_SHEET, handmadeWorkbookParts, handmadeXlsm, handmadeXlsx, odsFile, writtenXlsx, xlsFile, zipOf, type ZipPart } from './spreadsheet-files.test-helpers';
import { previewRefusal, previewSpreadsheet, PREVIEW_MESSAGES, SpreadsheetReadError } from './spreadsheet-preview';
import { xmlTokens } from './xml-tokens';

const xlsx = (bytes: Buffer, name = 'model.xlsx') => previewSpreadsheet({ file_name: name, extension: 'xlsx', mime_type: 'application/octet-stream', size: bytes.length }, bytes);
const csv = (text: string | Buffer) => {
  const bytes = Buffer.isBuffer(text) ? text : Buffer.from(text);
  return previewSpreadsheet({ file_name: 'data.csv', extension: 'csv', mime_type: 'text/csv', size: bytes.length }, bytes);
};
/** The hand-made workbook with one part replaced. */
const withPart = (name: string, content: string): Buffer => zipOf(handmadeWorkbookParts().map((part): ZipPart => (part.name === name ? { name, content } : part)));
const grid = (rows: number, columns: number) => Array.from({ length: rows }, (_, row) => Array.from({ length: columns }, (_, column) => `r${row + 1}c${column + 1}`));

describe('spreadsheet sniffing', () => {
  it('tells each spreadsheet type by its content, for model files only', async () => {
    expect(sniffUpload(await writtenXlsx([['a']]), 'named anything.bin', 'model')?.extension).toBe('xlsx');
    expect(sniffUpload(handmadeXlsm(), 'model.xlsx', 'model')?.extension).toBe('xlsm');
    expect(sniffUpload(odsFile(), 'model.xlsx', 'model')?.extension).toBe('ods');
    expect(sniffUpload(xlsFile(), 'model.xlsx', 'model')?.extension).toBe('xls');
    expect(sniffUpload(xlsFile('Book'), 'old.xls', 'model')?.extension).toBe('xls');
    expect(sniffUpload(Buffer.from('\ufeffa;b\r\n1;2\r\n'), 'data.CSV', 'model')?.mime).toBe('text/csv');
    for (const collection of ['avatar', 'attachment', 'note'] as const) expect(sniffUpload(handmadeXlsx(), 'model.xlsx', collection)).toBeNull();
  });

  it('refuses look-alikes: a Word archive, another compound file, text not named .csv, binary named .csv', () => {
    expect(sniffUpload(docxLike(), 'model.xlsx', 'model')).toBeNull();
    expect(sniffUpload(xlsFile('WordDocument'), 'model.xls', 'model')).toBeNull();
    expect(sniffUpload(Buffer.from('a,b\n1,2\n'), 'data.txt', 'model')).toBeNull();
    expect(sniffUpload(Buffer.from([0x61, 0x2c, 0x00, 0x62]), 'data.csv', 'model')).toBeNull();
    expect(sniffUpload(Buffer.from([0x61, 0x2c, 0xc3, 0x28]), 'data.csv', 'model')).toBeNull();
    const template = zipOf([{ name: 'mimetype', content: 'application/vnd.oasis.opendocument.spreadsheet-template', stored: true }]);
    expect(sniffUpload(template, 'model.ods', 'model')).toBeNull();
  });

  it('takes text that starts like a BMP header for the CSV it is', () => {
    expect(sniffUpload(Buffer.from('BMI,Height,Weight\n22.5,180,73\n'), 'health.csv', 'model')?.extension).toBe('csv');
    expect(sniffUpload(Buffer.from('BMI,Height,Weight\n22.5,180,73\n'), 'health.csv', 'note')).toBeNull();
  });
});

describe('spreadsheet preview: xlsx', () => {
  it('shows the first sheet of a hand-made workbook: shared, rich and inline strings, saved formula values, dates, times, booleans, errors', async () => {
    expect(await xlsx(handmadeXlsx())).toEqual({ file_name: 'model.xlsx', sheet: 'Valuation', rows: HANDMADE_FIRST_SHEET, truncated: false });
    expect((await xlsx(handmadeXlsm(), 'model.xlsm')).rows).toEqual(HANDMADE_FIRST_SHEET);
  });

  it('reads a workbook written by another program (write-excel-file)', async () => {
    const bytes = await writtenXlsx(
      [
        ['Company', 'Price', 'As of', 'Listed'],
        ['Acme & Co', 12.5, new Date(Date.UTC(2024, 2, 31)), true],
        [{ type: 'Formula', value: 'B2*2' }, -0.000001, null, false],
      ],
      'Model',
    );
    expect(await xlsx(bytes)).toEqual({
      file_name: 'model.xlsx',
      sheet: 'Model',
      rows: [
        ['Company', 'Price', 'As of', 'Listed'],
        ['Acme & Co', '12.5', '2024-03-31', 'TRUE'],
        // A formula saved without a value shows nothing: it is never calculated.
        ['', '-0.000001', '', 'FALSE'],
      ],
      truncated: false,
    });
  });

  it(`cuts at ${SPREADSHEET_PREVIEW.rows} rows and ${SPREADSHEET_PREVIEW.columns} columns, and says so`, async () => {
    const cut = await xlsx(await writtenXlsx(grid(60, 25)));
    expect(cut.rows).toHaveLength(SPREADSHEET_PREVIEW.rows);
    expect(cut.rows.every((row) => row.length === SPREADSHEET_PREVIEW.columns)).toBe(true);
    expect(cut.rows[49]![19]).toBe('r50c20');
    expect(cut.truncated).toBe(true);
    expect(await xlsx(await writtenXlsx(grid(50, 20)))).toMatchObject({ rows: grid(50, 20), truncated: false });
    expect((await xlsx(await writtenXlsx(grid(51, 1)))).truncated).toBe(true);
    expect((await xlsx(await writtenXlsx([[...grid(1, 20)[0]!, 'x']]))).truncated).toBe(true);
  });

  it('answers a workbook with an empty first sheet with no rows', async () => {
    expect(await xlsx(withPart('xl/worksheets/valuation.xml', '<worksheet><sheetData/></worksheet>'))).toMatchObject({ sheet: 'Valuation', rows: [], truncated: false });
  });

  it('reads only the beginning of a sheet that inflates to more than it may (a ZIP bomb): a cut table, quickly', async () => {
    const padding = ' '.repeat(40 * 1024 * 1024);
    const bomb = withPart('xl/worksheets/valuation.xml', `<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Top</t></is></c></row>${padding}<row r="2"/></sheetData></worksheet>`);
    expect(bomb.length).toBeLessThan(SPREADSHEET_PREVIEW.maxBytes);
    const started = Date.now();
    expect(await xlsx(bomb)).toMatchObject({ rows: [['Top']], truncated: true });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('refuses what cannot be read as a spreadsheet (SpreadsheetReadError, never another error)', async () => {
    const broken = [
      handmadeXlsx().subarray(0, 400),
      withPart('xl/workbook.xml', '<workbook><sheets><sheet name="A" r:id="rId7"'),
      withPart('xl/worksheets/valuation.xml', '<!DOCTYPE x [<!ENTITY a "aaaa">]><worksheet><sheetData><row><c t="inlineStr"><is><t>&a;</t></is></c></row></sheetData></worksheet>'),
      withPart('xl/worksheets/valuation.xml', '<worksheet><sheetData><row><c t="s"><v>99</v></c></row></sheetData></worksheet>'),
      withPart('xl/workbook.xml', '<workbook><sheets/></workbook>'),
      zipOf(handmadeWorkbookParts().filter((part) => !part.name.startsWith('xl/worksheets/'))),
      Buffer.from('not a zip at all'),
    ];
    for (const bytes of broken) await expect(xlsx(bytes)).rejects.toBeInstanceOf(SpreadsheetReadError);
  });
});

describe('spreadsheet preview: csv', () => {
  it('shows the records as rows, quotes and byte-order mark handled, without a sheet name', async () => {
    const preview = await csv('\ufeffCompany,Note,Price\r\n"Acme, Inc.","said ""hi""\nthen left",12.5\r\nBeta,,3\r\n');
    expect(preview).toEqual({
      file_name: 'data.csv',
      sheet: null,
      rows: [
        ['Company', 'Note', 'Price'],
        ['Acme, Inc.', 'said "hi"\nthen left', '12.5'],
        ['Beta', '', '3'],
      ],
      truncated: false,
    });
  });

  it('cuts at the row and column limits, and pads short records', async () => {
    const long = await csv(grid(60, 3).map((row) => row.join(',')).join('\n'));
    expect(long.rows).toHaveLength(50);
    expect(long.truncated).toBe(true);
    const wide = await csv(`${grid(1, 25)[0]!.join(',')}\nonly\n`);
    expect(wide.rows[0]).toHaveLength(20);
    expect(wide.rows[1]).toEqual(['only', ...Array<string>(19).fill('')]);
    expect(wide.truncated).toBe(true);
    expect((await csv('a,b,,,\n1,2,,,\n')).rows).toEqual([['a', 'b'], ['1', '2']]);
    expect((await csv(`${grid(50, 2).map((row) => row.join(',')).join('\n')}\n,,\n`)).truncated).toBe(false);
  });

  it('refuses a quoted field left open, or bytes that are not text', async () => {
    await expect(csv('a,"never closed\n1,2\n')).rejects.toBeInstanceOf(SpreadsheetReadError);
    await expect(csv(Buffer.from([0x61, 0x2c, 0xff, 0xfe]))).rejects.toBeInstanceOf(SpreadsheetReadError);
  });
});

describe('preview refusals, decided from the file description', () => {
  const file = (file_name: string, extension: string, mime_type: string, size = 1000) => ({ file_name, extension, mime_type, size });
  it('names the reason', () => {
    expect(previewRefusal(file('chart.png', 'png', 'image/png', tinyPng().length))).toBe('Pictures and PDF files open directly: no table preview.');
    expect(previewRefusal(file('memo.pdf', 'pdf', 'application/pdf', tinyPdf().length))).toBe(PREVIEW_MESSAGES.opensDirectly);
    expect(previewRefusal(file('Model.ods', 'ods', 'application/vnd.oasis.opendocument.spreadsheet'))).toBe('No preview for .ods files: download it to open it in your spreadsheet program.');
    expect(previewRefusal(file('Old.xls', 'xls', 'application/vnd.ms-excel'))).toBe('No preview for .xls files: download it to open it in your spreadsheet program.');
    expect(previewRefusal(file('Model.xlsx', 'xlsx', 'x', Math.round(3.1 * 1024 * 1024)))).toBe('“Model.xlsx” is too large to preview (3.1 MB; up to 2 MB): download it to open it.');
    expect(previewRefusal(file('Model.xlsx', 'xlsx', 'x', SPREADSHEET_PREVIEW.maxBytes))).toBeNull();
  });
});

describe('cell text', () => {
  it('writes numbers plainly, with the 15 digits a spreadsheet keeps', () => {
    expect([1200000, 12.5, 0.1 + 0.2, 1 / 3, 1e21, 1e-7, -0, -42].map(plainNumber)).toEqual(['1200000', '12.5', '0.3', '0.333333333333333', '1000000000000000000000', '0.0000001', '0', '-42']);
  });

  it('dates serial numbers as the spreadsheet does, 1900 leap-year quirk and 1904 system included', () => {
    expect([1, 59, 60, 61, 45382, 45382.75].map((serial) => serialDate(serial, false))).toEqual(['1900-01-01', '1900-02-28', '1900-02-29', '1900-03-01', '2024-03-31', '2024-03-31']);
    expect(serialDate(0, true)).toBe('1904-01-01');
    expect(serialDate(-1, false)).toBeNull();
    expect(serialDate(3_000_000, false)).toBeNull();
    expect([0.5, 0.75 + 1 / 86_400, 0].map(serialTime)).toEqual(['12:00', '18:00:01', '00:00']);
  });

  it('tells date and time formats from number formats', () => {
    expect(['yyyy-mm-dd', 'd\\-mmm\\-yy', 'mmm-yy', '[$-409]d/m/yyyy', 'dd/mm/yyyy hh:mm'].map(numberKindOfFormat)).toEqual(['date', 'date', 'date', 'date', 'date']);
    expect(['h:mm', '[h]:mm:ss', 'mm:ss'].map(numberKindOfFormat)).toEqual(['time', 'time', 'time']);
    expect(['General', '0.00', '#,##0_);[Red](#,##0)', '"days" 0', '0.0E+00', '0%'].map(numberKindOfFormat)).toEqual(Array<string>(6).fill('number'));
  });
});

describe('xml tokens', () => {
  it('decodes the predefined entities and character references, and nothing more', () => {
    const texts = [...xmlTokens('<t a="&quot;x&quot;">&lt;1&gt; &amp; &#233;&#x1F600; &unknown;<![CDATA[<raw>]]></t>')];
    expect(texts[0]).toEqual({ kind: 'open', name: 't', attributes: { a: '"x"' }, selfClosing: false });
    expect(texts.slice(1, -1).map((token) => (token.kind === 'text' ? token.text : '')).join('')).toBe('<1> & é😀 &unknown;<raw>');
    expect(() => [...xmlTokens('<t')]).toThrow();
    expect([...xmlTokens('<a/><b', true)]).toHaveLength(1);
  });
});
