import {
  introOf,
  isIconPath,
  normalizePath,
  screenIntro,
  screenModule,
  untranslatedTools,
  wordsIn,
  type ToolEntry,
} from './tool-entry';
import { checkToolEntries } from './check-tool-entries';

const emi: ToolEntry = {
  id: 'emi',
  path: '/emi-calculator',
  label: 'EMI',
  title: 'EMI Calculator',
  summary: 'Find the monthly instalment on a loan.',
  screen: 'src/emi/emi-calculator-screen.tsx',
  group: 'Calculators',
  dashboard: true,
  icon: 'emi',
};

test('a valid tools.json passes with its tools', () => {
  expect(checkToolEntries([emi, { ...emi, id: 'loan', path: '/loan-calculator', heading: 'LOAN CALCULATOR' }])).toEqual(
    {
      ok: true,
      tools: [emi, { ...emi, id: 'loan', path: '/loan-calculator', heading: 'LOAN CALCULATOR' }],
    },
  );
});

test('ranks, offline and an icon as path data or a name pass', () => {
  const ranked = { ...emi, dashboardRank: 10, groupRank: 0, offline: true, icon: 'M4 6h16v12H4zM4 10h16M8 15h3' };
  expect(checkToolEntries([ranked, { ...emi, id: 'fd', path: '/fd-calculator', icon: 'deposit' }]).ok).toBe(true);
  expect(isIconPath(ranked.icon)).toBe(true);
  expect(isIconPath('deposit')).toBe(false);
  expect(isIconPath('money')).toBe(false);
});

test.each<[string, unknown, string[]]>([
  ['not an array', { emi }, ['tools.json must be an array of tools']],
  [
    '101 tools (4,800 once made every page 5 MB)',
    Array.from({ length: 101 }, (_, index) => ({ ...emi, id: `t${index}`, path: `/t${index}` })),
    ['tools.json lists 101 tools: at most 100 per area'],
  ],
  ['an entry that is not an object', ['emi'], ['tools.json[0] is not an object']],
  ['a missing title', [{ ...emi, title: undefined }], ['tools.json[0] (emi): title must be a non-empty string']],
  ['a blank summary', [{ ...emi, summary: '  ' }], ['tools.json[0] (emi): summary must be a non-empty string']],
  [
    'an upper-case id',
    [{ ...emi, id: 'EMI' }],
    ['tools.json[0] (EMI): id "EMI" must be lower case letters, digits and hyphens'],
  ],
  [
    'a path of two segments',
    [{ ...emi, path: '/tax/compare' }],
    ['tools.json[0] (emi): path "/tax/compare" must be "/" and one segment of letters, digits and hyphens'],
  ],
  [
    'the shell’s own path',
    [{ ...emi, path: '/Settings' }],
    ['tools.json[0] (emi): path "/Settings" is the shell\'s own'],
  ],
  [
    'a screen outside src/',
    [{ ...emi, screen: '../shell/src/main.tsx' }],
    ['tools.json[0] (emi): screen "../shell/src/main.tsx" must be a .tsx or .ts file under src/'],
  ],
  ['dashboard as a string', [{ ...emi, dashboard: 'yes' }], ['tools.json[0] (emi): dashboard must be true or false']],
  ['an unknown field', [{ ...emi, colour: 'red' }], ['tools.json[0] (emi): unknown field "colour"']],
  ['offline as a string', [{ ...emi, offline: 'yes' }], ['tools.json[0] (emi): offline must be true or false']],
  [
    'a fractional dashboard rank',
    [{ ...emi, dashboardRank: 1.5 }],
    ['tools.json[0] (emi): dashboardRank must be a whole number from 0 to 100000'],
  ],
  [
    'a negative group rank',
    [{ ...emi, groupRank: -1 }],
    ['tools.json[0] (emi): groupRank must be a whole number from 0 to 100000'],
  ],
  [
    'a rank as a string',
    [{ ...emi, groupRank: '10' }],
    ['tools.json[0] (emi): groupRank must be a whole number from 0 to 100000'],
  ],
  [
    'an icon that is markup',
    [{ ...emi, icon: '<svg onload="x()">' }],
    ['tools.json[0] (emi): icon must be SVG path data ("M4 6h16v12H4z") or the name of an icon of the set'],
  ],
  [
    'an icon path with a url',
    [{ ...emi, icon: 'M4 6 url(https://x.in)' }],
    ['tools.json[0] (emi): icon must be SVG path data ("M4 6h16v12H4z") or the name of an icon of the set'],
  ],
  ['an id twice', [emi, { ...emi, path: '/emi-2' }], ['id "emi" is used twice (emi and emi)']],
  [
    'a path twice, in another case',
    [emi, { ...emi, id: 'emi-2', path: '/EMI-Calculator' }],
    ['path "/EMI-Calculator" is used twice (emi and emi-2)'],
  ],
])('refused: %s', (_case, value, errors) => {
  expect(checkToolEntries(value)).toEqual({ ok: false, errors });
});

test('a screen file is exposed under its path without src/ and the extension', () => {
  expect(screenModule('src/emi/emi-calculator-screen.tsx')).toBe('emi/emi-calculator-screen');
  expect(screenModule('src/gst.ts')).toBe('gst');
});

test('paths match without regard to case or a trailing slash', () => {
  expect(normalizePath('/EMI-Calculator/')).toBe('/emi-calculator');
  expect(normalizePath('/')).toBe('/');
});

test('a screen shows its heading where there is one, else its title, and its summary', () => {
  expect(screenIntro(emi)).toEqual({ title: 'EMI Calculator', summary: emi.summary });
  expect(introOf([{ ...emi, heading: 'EMI' }], 'emi')).toEqual({ title: 'EMI', summary: emi.summary });
  expect(() => introOf([emi], 'loan')).toThrow('tools.json has no tool "loan"');
});

describe('wordsIn', () => {
  const loan: ToolEntry = {
    id: 'emi',
    path: '/emi-calculator',
    label: 'EMI',
    title: 'EMI Calculator',
    summary: 'Your monthly EMI.',
    screen: 'src/emi/emi-calculator-screen.tsx',
    group: 'Calculators',
    translations: { hi: { label: 'EMI', title: 'EMI कैलकुलेटर', heading: 'ऋण', group: 'कैलकुलेटर' } },
  };

  test('an entry in Hindi: its Hindi words in place of the English, and no translations left', () => {
    expect(wordsIn(loan, 'hi')).toEqual({
      ...loan,
      title: 'EMI कैलकुलेटर',
      group: 'कैलकुलेटर',
      translations: undefined,
    });
    expect('translations' in wordsIn(loan, 'hi')).toBe(false);
  });

  test('a heading only where the English has one; a language without words keeps the English', () => {
    expect(wordsIn(loan, 'hi').heading).toBeUndefined();
    const { translations: _translations, ...english } = loan;
    expect(wordsIn(loan, 'en')).toEqual(english);
    expect(wordsIn(loan, 'mr')).toEqual(english);
  });
});

test('the tools a release lists as showing in English: each language they lack a required word in', () => {
  const base = { path: '/x', screen: 'src/x/x.tsx', label: 'X', title: 'X', summary: 'X.' };
  const whole = { hi: { label: 'एक्स', title: 'एक्स', summary: 'एक्स।' } };
  expect(
    untranslatedTools(
      [
        { ...base, id: 'whole', translations: whole },
        { ...base, id: 'none' },
        { ...base, id: 'part', translations: { hi: { title: 'एक्स' } } },
      ],
      ['hi'],
    ),
  ).toEqual(['none: hi (label, title, summary)', 'part: hi (label, summary)']);
  expect(untranslatedTools([{ ...base, id: 'whole', translations: whole }], ['hi', 'mr'])).toEqual([
    'whole: mr (label, title, summary)',
  ]);
});
