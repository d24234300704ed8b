import { describe, expect, it } from 'vitest';
import { CsvError, parseCsv, readCsv } from './csv';

const records = (text: string) => [...parseCsv(text)].map((record) => record.fields);

describe('CSV reader', () => {
  it('splits plain fields and keeps empty ones', () => {
    expect(records('a,b,c\n1,,3\n')).toEqual([['a', 'b', 'c'], ['1', '', '3']]);
    expect(records('a,b\n1,\n')).toEqual([['a', 'b'], ['1', '']]);
  });

  it('reads quoted fields with commas, escaped quotes and line breaks', () => {
    expect(records('name,note\n"Agilent Technologies, Inc.","say ""hi"""\n"two\nlines",x\n')).toEqual([
      ['name', 'note'],
      ['Agilent Technologies, Inc.', 'say "hi"'],
      ['two\nlines', 'x'],
    ]);
    expect(records('"",""\n')).toEqual([['', '']]);
  });

  it('accepts CRLF and LF, a missing final newline, a BOM, and skips blank lines', () => {
    expect(records('\uFEFFa,b\r\n1,2\r\n\r\n3,"4\r\n5"')).toEqual([['a', 'b'], ['1', '2'], ['3', '4\r\n5']]);
  });

  it('numbers records by the row they start on (header = row 1)', () => {
    expect([...parseCsv('h\n"a\nb"\n\nc\n')].map((record) => record.row)).toEqual([1, 2, 5]);
  });

  it('keeps a quote inside an unquoted field as it is', () => {
    expect(records('5" disk,x\n')).toEqual([['5" disk', 'x']]);
  });

  it('refuses an unclosed quote', () => {
    expect(() => records('a\n"open\n')).toThrow(CsvError);
  });

  it('maps rows by lower-cased header names, missing trailing cells are empty', () => {
    expect(readCsv('Ticker, Name \nBHP,BHP GROUP\nX\n')).toEqual({
      header: ['ticker', 'name'],
      rows: [
        { row: 2, values: { ticker: 'BHP', name: 'BHP GROUP' } },
        { row: 3, values: { ticker: 'X', name: '' } },
      ],
    });
  });
});
