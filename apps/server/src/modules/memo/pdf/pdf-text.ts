/**
 * The built-in PDF fonts (Helvetica) encode text as WinAnsi: Latin-1 plus a few typographic
 * characters. Anything else would print as garbage, so text is mapped onto that set first:
 * common symbols get a readable stand-in, other characters a '?'.
 */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

const STAND_INS: Readonly<Record<string, string>> = {
  '−': '-',
  '‐': '-',
  '‑': '-',
  '≥': '>=',
  '≤': '<=',
  '≠': '!=',
  '→': '->',
  '←': '<-',
  '✓': 'v',
  '✔': 'v',
  '✗': 'x',
  '✘': 'x',
  '\u00a0': ' ',
  '\u2009': ' ',
  '\u202f': ' ',
};

function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  if (code === 0x0a || code === 0x09) return true;
  if (code >= 0x20 && code <= 0x7e) return true;
  if (code >= 0xa0 && code <= 0xff) return true;
  return WIN_ANSI_EXTRAS.has(char);
}

/** Text the standard fonts can print: WinAnsi characters kept, known symbols replaced, others '?'. */
export function pdfText(value: string): string {
  let out = '';
  for (const char of value.normalize('NFC').replace(/\r\n?/g, '\n')) {
    if (isWinAnsi(char)) out += char;
    else if (STAND_INS[char] !== undefined) out += STAND_INS[char];
    else if ((char.codePointAt(0) ?? 0) < 0x20 || /\p{M}/u.test(char)) continue;
    else out += '?';
  }
  return out;
}
