import { hasDevanagari, scriptRuns } from './devanagari-runs';

test.each([
  ['Asha Rao', [['Asha Rao', false]]],
  ['क्षितिज', [['क्षितिज', true]]],
  // The spaces between Devanagari words stay in the run: a phrase is shaped and extracted whole.
  ['क्षितिज शर्मा', [['क्षितिज शर्मा', true]]],
  [
    'Asha शर्मा, CA',
    [
      ['Asha ', false],
      ['शर्मा', true],
      [', CA', false],
    ],
  ],
  // A joiner inside a word keeps its half form; a danda is Devanagari.
  ['क्‍ष।', [['क्‍ष।', true]]],
  [
    ' कमल ',
    [
      [' ', false],
      ['कमल', true],
      [' ', false],
    ],
  ],
  ['', []],
] as const)('scriptRuns(%j)', (text, runs) => {
  expect(scriptRuns(text).map((run) => [run.text, run.devanagari])).toEqual(runs);
  expect(
    scriptRuns(text)
      .map((run) => run.text)
      .join(''),
  ).toBe(text);
});

test.each([
  ['श्रीमती', true],
  ['Rs. 5,000', false],
  ['আশা', false],
  ['\u200D', false],
] as const)('hasDevanagari(%j) is %j', (text, has) => {
  expect(hasDevanagari(text)).toBe(has);
});
