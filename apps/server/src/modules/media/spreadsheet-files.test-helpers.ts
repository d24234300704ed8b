import { crc32, deflateRawSync } from 'node:zlib';
import writeXlsxFile, { type SheetData } from 'write-excel-file/node';

/**
 * Spreadsheet files of every accepted type, built in the test (not a test file): real .xlsx files
 * written by write-excel-file, and hand-made archives whose every part is written out here, so the
 * cells a preview must show can be checked by eye.
 */

export interface ZipPart {
  name: string;
  content: string | Buffer;
  /** Stored as is instead of deflated (the first entry of an OpenDocument file must be). */
  stored?: boolean;
}

/** A ZIP archive of the parts, in order, as any archiver writes it (local headers, central directory, end record). */
export function zipOf(parts: readonly ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const data = Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content, 'utf8');
    const packed = part.stored ? data : deflateRawSync(data);
    const name = Buffer.from(part.name, 'utf8');
    const fields = { method: part.stored ? 0 : 8, crc: crc32(data), compressed: packed.length, size: data.length };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x800, 6);
    local.writeUInt16LE(fields.method, 8);
    local.writeUInt32LE(fields.crc, 14);
    local.writeUInt32LE(fields.compressed, 18);
    local.writeUInt32LE(fields.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x800, 8);
    central.writeUInt16LE(fields.method, 10);
    central.writeUInt32LE(fields.crc, 16);
    central.writeUInt32LE(fields.compressed, 20);
    central.writeUInt32LE(fields.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    directory.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

/** A real .xlsx file of one sheet, written by write-excel-file (dates as yyyy-mm-dd). */
export function writtenXlsx(rows: SheetData, sheet = 'Sheet1'): Promise<Buffer> {
  return writeXlsxFile(rows, { sheet, dateFormat: 'yyyy-mm-dd' }).toBuffer();
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/**
 * The parts of a two-sheet workbook ("Valuation", then "Notes") as Excel writes them. Its first
 * sheet, hand-checked:
 *
 *   row 1: Company | Price      | As of      | Listed | Shares
 *   row 2: Acme & Co | 12.5     | 2024-03-31 | TRUE   | 1200000
 *   row 3: (empty)
 *   row 4: Total   | 25 (a formula, saved value) | Ratio: 0.3 (0.1+0.2 saved as 0.30000000000000004) | #DIV/0! | <rich "Grüße">
 *
 * with an inline string in E4, a phonetic guide that must not show, and a time of day in F2 (12:30).
 */
export function handmadeWorkbookParts(): ZipPart[] {
  const sheet1 = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}"><dimension ref="A1:F4"/><sheetData>
<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="s"><v>2</v></c><c r="D1" t="s"><v>3</v></c><c r="E1" t="s"><v>6</v></c></row>
<row r="2"><c r="A2" t="s"><v>4</v></c><c r="B2"><v>12.5</v></c><c r="C2" s="1"><v>45382</v></c><c r="D2" t="b"><v>1</v></c><c r="E2" s="2"><v>1200000</v></c><c r="F2" s="3"><v>0.5208333333333334</v></c></row>
<row r="4"><c r="A4" t="inlineStr"><is><t>Total</t></is></c><c r="B4"><f>B2*2</f><v>25</v></c><c r="C4"><f>0.1+0.2</f><v>0.30000000000000004</v></c><c r="D4" t="e"><f>1/0</f><v>#DIV/0!</v></c><c r="E4" t="s"><v>5</v></c></row>
</sheetData></worksheet>`;
  const sheet2 = `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Second sheet</t></is></c></row></sheetData></worksheet>`;
  return [
    { name: '[Content_Types].xml', content: `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>` },
    { name: '_rels/.rels', content: `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/></Relationships>` },
    {
      name: 'xl/workbook.xml',
      content: `<?xml version="1.0"?><workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}"><workbookPr/><sheets><sheet name="Valuation" sheetId="1" r:id="rId7"/><sheet name="Notes" sheetId="2" r:id="rId8"/></sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      content: `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId8" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/notes.xml"/><Relationship Id="rId7" Type="${RELATIONSHIPS}/worksheet" Target="/xl/worksheets/valuation.xml"/><Relationship Id="rId9" Type="${RELATIONSHIPS}/sharedStrings" Target="sharedStrings.xml"/><Relationship Id="rId10" Type="${RELATIONSHIPS}/styles" Target="styles.xml"/></Relationships>`,
    },
    { name: 'xl/worksheets/notes.xml', content: sheet2 },
    { name: 'xl/worksheets/valuation.xml', content: sheet1 },
    {
      name: 'xl/sharedStrings.xml',
      content: `<?xml version="1.0"?><sst xmlns="${MAIN}" count="7" uniqueCount="7"><si><t>Company</t></si><si><t>Price</t></si><si><t>As of</t></si><si><t>Listed</t></si><si><t>Acme &amp; Co</t></si><si><r><rPr><b/></rPr><t>Grü</t></r><r><t xml:space="preserve">ße</t></r><rPh sb="0" eb="1"><t>ぐりゅ</t></rPh></si><si><t>Shares</t></si></sst>`,
    },
    {
      name: 'xl/styles.xml',
      content: `<?xml version="1.0"?><styleSheet xmlns="${MAIN}"><numFmts count="1"><numFmt numFmtId="164" formatCode="d\\-mmm\\-yyyy"/></numFmts><cellStyleXfs count="1"><xf numFmtId="14"/></cellStyleXfs><cellXfs count="4"><xf numFmtId="0"/><xf numFmtId="164" applyNumberFormat="1"/><xf numFmtId="3" applyNumberFormat="1"/><xf numFmtId="20" applyNumberFormat="1"/></cellXfs></styleSheet>`,
    },
  ];
}

/** The hand-made workbook's first sheet as the preview must show it. */
export const HANDMADE_FIRST_SHEET = [
  ['Company', 'Price', 'As of', 'Listed', 'Shares', ''],
  ['Acme & Co', '12.5', '2024-03-31', 'TRUE', '1200000', '12:30'],
  ['', '', '', '', '', ''],
  ['Total', '25', '0.3', '#DIV/0!', 'Grüße', ''],
];

export const handmadeXlsx = (): Buffer => zipOf(handmadeWorkbookParts());

/** The same workbook with a macro project: an .xlsm file (the macros are never read). */
export const handmadeXlsm = (): Buffer => zipOf([...handmadeWorkbookParts(), { name: 'xl/vbaProject.bin', content: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]) }]);

/** An OpenDocument spreadsheet: the `mimetype` entry first and stored, then its content and manifest. */
export function odsFile(): Buffer {
  return zipOf([
    { name: 'mimetype', content: 'application/vnd.oasis.opendocument.spreadsheet', stored: true },
    {
      name: 'content.xml',
      content: `<?xml version="1.0" encoding="UTF-8"?><office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"><office:body><office:spreadsheet><table:table table:name="Sheet1"><table:table-row><table:table-cell><text:p>Revenue</text:p></table:table-cell></table:table-row></table:table></office:spreadsheet></office:body></office:document-content>`,
    },
    {
      name: 'META-INF/manifest.xml',
      content: `<?xml version="1.0" encoding="UTF-8"?><manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0"><manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.spreadsheet"/></manifest:manifest>`,
    },
  ]);
}

/** A Word document's archive (no xl/workbook.xml): not a spreadsheet whatever it is called. */
export function docxLike(): Buffer {
  return zipOf([
    { name: '[Content_Types].xml', content: '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>' },
    { name: 'word/document.xml', content: '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>xl/workbook.xml</w:t></w:r></w:p></w:body></w:document>' },
  ]);
}

/**
 * The start of an Excel 97–2003 workbook: the compound file header (512 bytes, signature first)
 * and its first directory sector, holding the root entry and the `Workbook` stream's entry.
 */
export function xlsFile(stream = 'Workbook'): Buffer {
  const header = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x3e, 24); // minor version
  header.writeUInt16LE(3, 26); // major version 3: 512-byte sectors
  header.writeUInt16LE(0xfffe, 28); // little-endian
  header.writeUInt16LE(9, 30); // sector size 2^9
  header.writeUInt32LE(0, 48); // the directory starts at sector 0
  const directory = Buffer.alloc(512);
  const entry = (at: number, name: string, kind: number) => {
    directory.write(`${name}\0`, at, 'utf16le');
    directory.writeUInt16LE((name.length + 1) * 2, at + 64);
    directory[at + 66] = kind;
  };
  entry(0, 'Root Entry', 5);
  entry(128, stream, 2);
  return Buffer.concat([header, directory, Buffer.alloc(512, 0x20)]);
}
