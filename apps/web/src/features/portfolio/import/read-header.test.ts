import { describe, expect, it } from 'vitest';
import { readHeader } from './read-header';

describe('readHeader', () => {
  it('reads the first row, quoted names included, ignoring a byte-order mark', () => {
    expect(readHeader('\uFEFFCode,"Units, available",Market\r\nBHP,1,ASX\r\n')).toEqual(['Code', 'Units, available', 'Market']);
    expect(readHeader('Symbol,"Say ""hi""",Quantity')).toEqual(['Symbol', 'Say "hi"', 'Quantity']);
    expect(readHeader('')).toEqual([]);
  });
});
