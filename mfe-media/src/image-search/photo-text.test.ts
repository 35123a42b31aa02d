import { photoAltText, truncateDescription } from './photo-text';

const sixty = 'x'.repeat(60);

test.each([
  ['short text stays as it is', 'Cup of chai', 'Cup of chai'],
  ['exactly 60 characters stay whole', sixty, sixty],
  ['61 characters: the first 60 and an ellipsis', `${sixty}y`, `${sixty}…`],
  [
    'a long alt text',
    'Brown wooden table with a cup of masala chai and biscuits beside a window in Mumbai',
    'Brown wooden table with a cup of masala chai and biscuits be…',
  ],
  ['a space at the cut is dropped', `${'x'.repeat(59)} yz`, `${'x'.repeat(59)}…`],
  ['runs of whitespace and newlines read as one space', '  Chai\n\n  and   toast ', 'Chai and toast'],
  ['emoji count as one character each', `${'😀'.repeat(61)}`, `${'😀'.repeat(60)}…`],
  ['empty stays empty', '', ''],
])('%s', (_case, text, expected) => {
  expect(truncateDescription(text)).toBe(expected);
});

test('a shorter limit when asked', () => {
  expect(truncateDescription('abcdef', 3)).toBe('abc…');
});

test.each([
  ['Cup of chai', 'Asha Menon', 'Cup of chai'],
  ['  ', 'Asha Menon', 'Photo by Asha Menon'],
  ['', '', 'Untitled photo'],
])('photoAltText(%j, %j) → %j', (alt, photographer, expected) => {
  expect(photoAltText(alt, photographer)).toBe(expected);
});
