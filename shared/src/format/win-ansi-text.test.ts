import { toWinAnsiText } from './win-ansi-text';

test.each([
  ['Asha Rao', 'Asha Rao', []],
  ['Café, Zoë, Ñuñez, Øresund', 'Café, Zoë, Ñuñez, Øresund', []],
  ['• – — ‘quotes’ “double” … € ™ Œ', '• – — ‘quotes’ “double” … € ™ Œ', []],
  ['₹5,00,000 budget', 'Rs.5,00,000 budget', []],
  ['Jun 2021 − Present', 'Jun 2021 - Present', []],
  ['Pune\u2009→\u2009Mumbai', 'Pune -> Mumbai', []],
  ['tab\there', 'tab here', []],
  ['zero\u200bwidth', 'zerowidth', []],
  // Latin letters WinAnsi lacks lose their accent.
  ['Bhāratī Śarmā', 'Bharati Sarma', []],
  ['Łódź', '?ódz', ['Ł']],
  // Decomposed input is composed first: "e" + combining acute is "é".
  ['Cafe\u0301', 'Café', []],
  // Other scripts and emoji cannot be drawn by the built-in fonts.
  ['आशा Rao', '??? Rao', ['आ', 'श', 'ा']],
  ['Hi 😀😀', 'Hi ??', ['😀']],
  ['日本', '??', ['日', '本']],
  ['', '', []],
])('%j → %j', (text, written, missing) => {
  expect(toWinAnsiText(text)).toEqual({ text: written, missing });
});
