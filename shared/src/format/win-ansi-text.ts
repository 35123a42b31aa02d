// The PDFs made in the browser (the resume, the rent receipts) use the fonts every PDF reader has built in
// (Times), so they stay small and their text stays selectable without embedding a font. Those fonts only hold the Windows-1252 ("WinAnsi") characters:
// Latin-1 plus a few typographic ones. Anything else would come out as wrong letters, so it is replaced
// here, and the caller tells the visitor which characters could not be written.

/** Windows-1252's characters outside Latin-1, in the range 0x80–0x9F. */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Stand-ins that read the same, for characters people type or paste into a resume or an address. */
const STAND_INS: Readonly<Record<string, string>> = {
  '₹': 'Rs.',
  '−': '-',
  '‐': '-',
  '‑': '-',
  '‒': '–',
  '―': '—',
  '′': "'",
  '″': '"',
  '→': '->',
  '←': '<-',
  '\t': ' ',
  '\u2002': ' ',
  '\u2003': ' ',
  '\u2009': ' ',
  '\u202f': ' ',
  '\u200b': '',
  '\u200c': '',
  '\u200d': '',
  '\ufeff': '',
};

/** What goes in the PDF for `text`, and the characters that could not be written. */
export interface WinAnsiText {
  text: string;
  /** Each character replaced by "?", once, in the order met. */
  missing: string[];
}

function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char);
}

/**
 * `text` in characters the PDF's built-in fonts can draw: kept when it is WinAnsi, a Latin letter with an
 * accent WinAnsi lacks loses the accent ("ā" → "a"), a few look-alikes get a stand-in ("₹" → "Rs."), and
 * anything else becomes "?" and is listed in `missing`.
 * @example toWinAnsiText('Café • ₹5,000') // { text: 'Café • Rs.5,000', missing: [] }
 * @example toWinAnsiText('आशा Rao') // { text: '??? Rao', missing: ['आ', 'श', 'ा'] }
 */
export function toWinAnsiText(text: string): WinAnsiText {
  const missing: string[] = [];
  let written = '';
  for (const char of text.normalize('NFC')) {
    if (isWinAnsi(char)) {
      written += char;
      continue;
    }
    const standIn = STAND_INS[char];
    if (standIn !== undefined) {
      written += standIn;
      continue;
    }
    const base = char.normalize('NFD').replace(/\p{M}+/gu, '');
    if (base !== '' && base !== char && [...base].every(isWinAnsi)) {
      written += base;
      continue;
    }
    written += '?';
    if (!missing.includes(char)) missing.push(char);
  }
  return { text: written, missing };
}
