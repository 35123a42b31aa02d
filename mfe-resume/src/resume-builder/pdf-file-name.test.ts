import { pdfFileName } from './pdf-file-name';

test.each([
  ['Asha Rao', 'resume-asha-rao.pdf'],
  ['ASHA', 'resume-asha.pdf'],
  ['  Asha   Rao  ', 'resume-asha-rao.pdf'],
  ['Asha\tRao', 'resume-asha-rao.pdf'],
  ['Mary-Jane Rao', 'resume-mary-jane-rao.pdf'],
  ['Asha - Rao', 'resume-asha-rao.pdf'],
  ['Dr. Asha K. Rao', 'resume-dr-asha-k-rao.pdf'],
  ["D'Souza", 'resume-dsouza.pdf'],
  ['Asha Rao 2', 'resume-asha-rao-2.pdf'],
  ['José Núñez', 'resume-jose-nunez.pdf'],
  ['Zoë', 'resume-zoe.pdf'],
  ['आशा राव', 'resume-आशा-राव.pdf'],
  // Characters that mean something to a file system or a shell are dropped.
  ['../../etc/passwd', 'resume-etcpasswd.pdf'],
  ['Asha/Rao\\CV', 'resume-asharaocv.pdf'],
  ['<script>alert(1)</script>', 'resume-scriptalert1script.pdf'],
  ['a:b*c?"d|e', 'resume-abcde.pdf'],
  ['Asha 😀 Rao', 'resume-asha-rao.pdf'],
  // Nothing usable: the plain name.
  ['', 'resume.pdf'],
  ['   ', 'resume.pdf'],
  ['---', 'resume.pdf'],
  ['!!!', 'resume.pdf'],
  ['😀', 'resume.pdf'],
])('%j → %j', (name, fileName) => {
  expect(pdfFileName(name)).toBe(fileName);
});

test('a very long name is cut, without a trailing "-"', () => {
  const fileName = pdfFileName(`${'a'.repeat(59)} ${'b'.repeat(100)}`);
  expect(fileName).toBe(`resume-${'a'.repeat(59)}.pdf`);
  expect(pdfFileName('x'.repeat(500))).toBe(`resume-${'x'.repeat(60)}.pdf`);
});

test('whatever the name, the file name is resume(-letters, digits and -).pdf', () => {
  for (const name of ['Asha Rao', ' \u0000\u202eevil.exe ', 'CON', 'a\u0301b', 'Ⅻ', 'ﬁle']) {
    expect(pdfFileName(name)).toMatch(/^resume(-[\p{L}\p{M}\p{N}]+(-[\p{L}\p{M}\p{N}]+)*)?\.pdf$/u);
  }
});
