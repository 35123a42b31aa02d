import { hrefIn, interpolate } from './languages';

test.each([
  ['/emi-calculator', 'hi', '/emi-calculator?lang=hi'],
  ['/emi-calculator?loanAmount=500000#x', 'hi', '/emi-calculator?loanAmount=500000&lang=hi#x'],
  ['/emi-calculator?lang=hi&rate=8.5', 'en', '/emi-calculator?rate=8.5'],
  ['/', 'en', '/'],
  ['https://fintools.example/help?lang=en', 'hi', 'https://fintools.example/help?lang=hi'],
])('%s in %s is %s', (href, language, expected) => {
  expect(hrefIn(href, language as 'en' | 'hi')).toBe(expected);
});

test('interpolate fills named placeholders and leaves unknown ones', () => {
  expect(interpolate('No tool matches "{text}".', { text: 'ppf' })).toBe('No tool matches "ppf".');
  expect(interpolate('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  expect(interpolate('Monthly EMI')).toBe('Monthly EMI');
  expect(interpolate('{toString}', {})).toBe('{toString}');
});
