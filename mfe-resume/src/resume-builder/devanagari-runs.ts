// Where a line of the PDF changes script: its Devanagari runs are shaped and drawn from the Devanagari font
// (devanagari-glyphs.ts), everything else is set in Times as before (resume-pdf-layout.ts). Pure, and small:
// the PDF chunk asks it whether the Devanagari font is needed at all, before loading it.

/** The Devanagari blocks: Devanagari, Vedic Extensions, Devanagari Extended, Devanagari Extended-A. */
const DEVANAGARI = '\\u0900-\\u097F\\u1CD0-\\u1CFF\\uA8E0-\\uA8FF\\u{11B00}-\\u{11B5F}';
/** ZWNJ and ZWJ choose a half form or a full one inside a word: they belong to the run they sit in. */
const JOINERS = '\\u200C\\u200D';

/**
 * A run: Devanagari letters and signs, with the joiners and the spaces between them, so a Devanagari phrase is
 * shaped and extracted as one piece ("क्षितिज शर्मा").
 */
const RUN = new RegExp(
  // The classes are ranges of code points on purpose, vowel signs and joiners among them: a run is cut by code
  // point, never inside a letter, since a sign or joiner always joins the run of the letter before it.
  // eslint-disable-next-line no-misleading-character-class
  `[${DEVANAGARI}][${DEVANAGARI}${JOINERS}]*(?: +[${DEVANAGARI}][${DEVANAGARI}${JOINERS}]*)*`,
  'gu',
);

export interface ScriptRun {
  text: string;
  devanagari: boolean;
}

/**
 * `text` cut where it enters or leaves Devanagari, in order; joined, the runs are `text` again.
 * @example scriptRuns('Asha शर्मा, CA') // [{ text: 'Asha ', devanagari: false }, { text: 'शर्मा', devanagari: true }, { text: ', CA', devanagari: false }]
 */
export function scriptRuns(text: string): ScriptRun[] {
  const runs: ScriptRun[] = [];
  let at = 0;
  for (const match of text.matchAll(RUN)) {
    if (match.index > at) runs.push({ text: text.slice(at, match.index), devanagari: false });
    runs.push({ text: match[0], devanagari: true });
    at = match.index + match[0].length;
  }
  if (at < text.length) runs.push({ text: text.slice(at), devanagari: false });
  return runs;
}

// A range of code points, signs included, as above.
// eslint-disable-next-line no-misleading-character-class
const ANY_DEVANAGARI = new RegExp(`[${DEVANAGARI}]`, 'u');

/** Whether `text` has a Devanagari letter or sign. */
export const hasDevanagari = (text: string) => ANY_DEVANAGARI.test(text);
