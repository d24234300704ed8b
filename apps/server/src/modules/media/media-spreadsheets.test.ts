import { beforeAll, expect, it } from 'vitest';
import { MESSAGES, UPLOAD_MESSAGES, type Media, type ShareCreated } from '@thesis/domain';
import { describeEachDb } from '../../test/build-test-app';
import { upload, uploadPng } from '../../test/factories/media';
import { signedInUser, type Session } from '../../test/factories/user';
import { tinyPdf } from '../../test/multipart';
import { call, dataOf } from '../items/library.test-helpers';
import { attach, reviewWithEverything, shareOk } from '../sharing/sharing.test-helpers';
import { joinedMember, proTeam } from '../teams/teams.test-helpers';
import { docxLike, HANDMADE_FIRST_SHEET, handmadeWorkbookParts, handmadeXlsm, handmadeXlsx, odsFile, writtenXlsx, xlsFile, zipOf } from './spreadsheet-files.test-helpers';

type Preview = { file_name: string; sheet: string | null; rows: string[][]; truncated: boolean };

const SPREADSHEETS = {
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  xlsm: { mime: 'application/vnd.ms-excel.sheet.macroEnabled.12' },
  ods: { mime: 'application/vnd.oasis.opendocument.spreadsheet' },
  xls: { mime: 'application/vnd.ms-excel' },
  csv: { mime: 'text/csv' },
} as const;

async function files(): Promise<Record<keyof typeof SPREADSHEETS, Buffer>> {
  return {
    xlsx: await writtenXlsx([['Company', 'Price'], ['Acme', 12.5]], 'Valuation'),
    xlsm: handmadeXlsm(),
    ods: odsFile(),
    xls: xlsFile(),
    csv: Buffer.from('\ufeffCompany,Price\r\nAcme,12.5\r\n'),
  };
}

function uploadFile(ctx: Parameters<typeof upload>[0], session: Session, collection: string, filename: string, content: Buffer) {
  return upload(ctx, session, { collection, file: { filename, content, contentType: 'application/octet-stream' } });
}

describeEachDb('media: spreadsheets among model files', (ctx) => {
  let ann: Session;
  let bytes: Awaited<ReturnType<typeof files>>;
  beforeAll(async () => {
    ann = await signedInUser(ctx);
    bytes = await files();
  });

  const uploaded = async (filename: string, content: Buffer, session = ann): Promise<Media> => {
    const response = await uploadFile(ctx, session, 'model', filename, content);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ data: Media }>().data;
  };
  const preview = (id: string, session: Session | null = ann) => call(ctx, session, 'GET', `/media/${id}/preview`);

  it('takes each spreadsheet type as a model file, named by its content', async () => {
    for (const [extension, { mime }] of Object.entries(SPREADSHEETS)) {
      const media = await uploaded(`Model Q3.${extension}`, bytes[extension as keyof typeof SPREADSHEETS]);
      expect(media).toMatchObject({ extension, mime_type: mime, file_name: `Model Q3.${extension}`, collection: 'model' });
    }
    // The stored extension is the one the content shows, whatever the name says.
    expect(await uploaded('model.bin', bytes.xlsx)).toMatchObject({ extension: 'xlsx', mime_type: SPREADSHEETS.xlsx.mime, file_name: 'model.bin' });
    expect(await uploaded('macros.xlsx', bytes.xlsm)).toMatchObject({ extension: 'xlsm' });
  });

  it('keeps refusing spreadsheets in every other collection', async () => {
    for (const collection of ['avatar', 'attachment', 'note']) {
      for (const extension of Object.keys(SPREADSHEETS)) {
        const response = await uploadFile(ctx, ann, collection, `model.${extension}`, bytes[extension as keyof typeof SPREADSHEETS]);
        expect(response.statusCode, `${collection} ${extension}`).toBe(422);
        expect(response.json()).toEqual({ message: MESSAGES.onlyPicturesOrPdf, errors: { file: [MESSAGES.onlyPicturesOrPdf] } });
      }
    }
  });

  it('refuses other files as model files with the spreadsheet message: a Word archive, a binary .csv, text not named .csv', async () => {
    const others: [string, Buffer][] = [
      ['model.xlsx', docxLike()],
      ['data.csv', Buffer.from([0x43, 0x6f, 0x2c, 0x00, 0x01, 0x02, 0x0a])],
      ['data.csv', Buffer.from([0x61, 0x2c, 0xff, 0xfe, 0x0a])],
      ['notes.txt', Buffer.from('Company,Price\nAcme,12.5\n')],
    ];
    for (const [filename, content] of others) {
      const response = await uploadFile(ctx, ann, 'model', filename, content);
      expect(response.statusCode, filename).toBe(422);
      expect(response.json()).toEqual({ message: UPLOAD_MESSAGES.onlyPicturesPdfOrSpreadsheets, errors: { file: [UPLOAD_MESSAGES.onlyPicturesPdfOrSpreadsheets] } });
    }
    expect(UPLOAD_MESSAGES.onlyPicturesPdfOrSpreadsheets).toBe('Only pictures, PDF or spreadsheets (.xlsx, .xls, .xlsm, .ods, .csv) allowed');
  });

  it('refuses a team Viewer’s spreadsheet upload with 403 before looking at the file', async () => {
    const team = await proTeam(ctx);
    const { session: viewer } = await joinedMember(ctx, team, 'teamViewer');
    for (const [filename, content] of [['model.xlsx', bytes.xlsx], ['model.xlsx', docxLike()], ['data.csv', Buffer.from([0, 1, 2])]] as const) {
      const refused = await uploadFile(ctx, viewer, 'model', filename, content);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toMatch(/\S/);
    }
    const rows = await ctx.db.db.selectFrom('media').select('id').where('user_id', '=', viewer.user.id).execute();
    expect(rows).toHaveLength(0);
  });

  it('serves every spreadsheet as a sandboxed attachment, never inline, with its bytes', async () => {
    for (const extension of Object.keys(SPREADSHEETS) as (keyof typeof SPREADSHEETS)[]) {
      const media = await uploaded(`model.${extension}`, bytes[extension]);
      for (const request of [
        { url: `/api/v1/media/${media.id}`, headers: ann.headers },
        { url: `/api/v1/media/${media.id}?download=0`, headers: ann.headers },
        { url: media.url, headers: {} },
      ]) {
        const response = await ctx.app.inject({ method: 'GET', ...request });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe(SPREADSHEETS[extension].mime);
        expect(response.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="model\\.${extension}"`));
        expect(response.headers['content-security-policy']).toBe('sandbox');
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.rawPayload.equals(bytes[extension])).toBe(true);
      }
    }
  });

  it('previews the first sheet of an xlsx, xlsm and csv file as text', async () => {
    const handmade = await uploaded('Valuation.xlsx', handmadeXlsx());
    expect(dataOf<Preview>(await preview(handmade.id))).toEqual({ file_name: 'Valuation.xlsx', sheet: 'Valuation', rows: HANDMADE_FIRST_SHEET, truncated: false });
    const macros = await uploaded('Valuation.xlsm', handmadeXlsm());
    expect(dataOf<Preview>(await preview(macros.id))).toMatchObject({ sheet: 'Valuation', rows: HANDMADE_FIRST_SHEET });
    const written = await uploaded('Written.xlsx', await writtenXlsx([['Company', 'As of'], ['Acme', new Date(Date.UTC(2023, 11, 31))]], 'Sheet A'));
    expect(dataOf<Preview>(await preview(written.id))).toEqual({ file_name: 'Written.xlsx', sheet: 'Sheet A', rows: [['Company', 'As of'], ['Acme', '2023-12-31']], truncated: false });
    const csv = await uploaded('Prices.csv', bytes.csv);
    expect(dataOf<Preview>(await preview(csv.id))).toEqual({ file_name: 'Prices.csv', sheet: null, rows: [['Company', 'Price'], ['Acme', '12.5']], truncated: false });
  });

  it('cuts the preview at 50 rows and 20 columns and says so', async () => {
    const grid = Array.from({ length: 60 }, (_, row) => Array.from({ length: 25 }, (_, column) => row * 100 + column));
    const media = await uploaded('Big grid.xlsx', await writtenXlsx(grid));
    const data = dataOf<Preview>(await preview(media.id));
    expect(data.truncated).toBe(true);
    expect(data.rows).toHaveLength(50);
    expect(data.rows.map((row) => row.length)).toEqual(Array<number>(50).fill(20));
    expect([data.rows[0]![0], data.rows[0]![19], data.rows[49]![0], data.rows[49]![19]]).toEqual(['0', '19', '4900', '4919']);
    const csv = await uploaded('Long.csv', Buffer.from(grid.map((row) => row.join(',')).join('\n')));
    expect(dataOf<Preview>(await preview(csv.id))).toMatchObject({ truncated: true, rows: data.rows });
  });

  it('answers 422 with the reason for files without a preview', async () => {
    const cases: [string, Buffer, string][] = [
      ['Model.ods', bytes.ods, 'No preview for .ods files: download it to open it in your spreadsheet program.'],
      ['Old model.xls', bytes.xls, 'No preview for .xls files: download it to open it in your spreadsheet program.'],
      ['memo.pdf', tinyPdf(), 'Pictures and PDF files open directly: no table preview.'],
      ['Broken.xlsx', zipOf(handmadeWorkbookParts().map((part) => (part.name === 'xl/workbook.xml' ? { ...part, content: '<workbook><sheets><sheet name="A"' } : part))), 'The file could not be read as a spreadsheet: download it to open it.'],
      ['Broken.csv', Buffer.from('Company,"Price\nAcme,12.5\n'), 'The file could not be read as a spreadsheet: download it to open it.'],
    ];
    for (const [filename, content, message] of cases) {
      const response = await preview((await uploaded(filename, content)).id);
      expect(response.statusCode, filename).toBe(422);
      expect(response.json()).toEqual({ message });
    }
    const picture = await uploadPng(ctx, ann, 'note');
    expect((await preview(picture.id)).json()).toEqual({ message: 'Pictures and PDF files open directly: no table preview.' });
  });

  it('answers 422 for a spreadsheet over 2 MB, before reading it', async () => {
    const row = `${'x'.repeat(99)},1\n`;
    const media = await uploaded('Model.csv', Buffer.from(row.repeat(Math.ceil((3.1 * 1024 * 1024) / row.length))));
    const response = await preview(media.id);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: '“Model.csv” is too large to preview (3.1 MB; up to 2 MB): download it to open it.' });
  });

  it('checks who asks first: 401 without a token, 404 for another user or an unknown file, whatever the file is', async () => {
    const stranger = await signedInUser(ctx);
    const media = await uploaded('Valuation.xlsx', handmadeXlsx());
    const ods = await uploaded('Model.ods', bytes.ods);
    expect((await preview(media.id, null)).statusCode).toBe(401);
    // Signed links are for downloads: the preview needs a bearer token.
    expect((await ctx.app.inject({ method: 'GET', url: media.url.replace(`/media/${media.id}?`, `/media/${media.id}/preview?`) })).statusCode).toBe(401);
    for (const id of [media.id, ods.id, '00000000-0000-7000-8000-000000000000']) {
      const hidden = await preview(id, stranger);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json()).toEqual({ message: MESSAGES.mediaNotFound });
    }
  });

  it('previews a model file for whoever the review is shared with, models included, and for nobody else', async () => {
    const fixture = await reviewWithEverything(ctx);
    const model = await uploaded('Shared model.xlsx', handmadeXlsx(), fixture.owner);
    dataOf(await call(ctx, fixture.owner, 'PUT', `/investment-reviews/${fixture.review.id}/models`, { uuids: [model.uuid] }));
    const withModels: ShareCreated = await shareOk(ctx, fixture.owner, { entity_id: fixture.review.id, access_type: 'public', permission_rules: { models: true } });
    const withoutModels: ShareCreated = await shareOk(ctx, fixture.owner, { entity_id: fixture.review.id, access_type: 'public', permission_rules: { notes: true } });
    const holder = await signedInUser(ctx);
    const noteReader = await signedInUser(ctx);
    expect((await preview(model.id, holder)).statusCode).toBe(404);
    dataOf(await attach(ctx, holder, withModels.shared_link!));
    dataOf(await attach(ctx, noteReader, withoutModels.shared_link!));
    expect(dataOf<Preview>(await preview(model.id, holder))).toMatchObject({ sheet: 'Valuation', rows: HANDMADE_FIRST_SHEET });
    expect((await preview(model.id, noteReader)).statusCode).toBe(404);
    expect((await call(ctx, noteReader, 'GET', `/media/${model.id}`)).statusCode).toBe(404);
  });
});
