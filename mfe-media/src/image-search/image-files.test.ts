import { imageFileName, zipFileName } from './image-files';

test.each([
  [1001, 'original', 'image-1001-original.jpg'],
  [1001, 'large2x', 'image-1001-large2x.jpg'],
  [42, 'tiny', 'image-42-tiny.jpg'],
  [42, undefined, 'image-42.jpg'],
] as const)('imageFileName(%i, %s) → %s', (id, size, name) => {
  expect(imageFileName(id, size)).toBe(name);
});

test.each([
  ['tea', 'images-tea.zip'],
  ['masala chai', 'images-masala-chai.zip'],
  ['  Diwali   lights ', 'images-Diwali-lights.zip'],
  ['a/b\\c:d*e?f"g<h>i|j', 'images-a-b-c-d-e-f-g-h-i-j.zip'],
  ['../../etc/passwd', 'images-etc-passwd.zip'],
  ['चाय', 'images-चाय.zip'],
  ['tab\there', 'images-tab-here.zip'],
  ['///', 'images.zip'],
  ['', 'images.zip'],
  ['x'.repeat(100), `images-${'x'.repeat(40)}.zip`],
  [`${'x'.repeat(39)} y`, `images-${'x'.repeat(39)}.zip`],
])('zipFileName(%j) → %s', (keyword, name) => {
  expect(zipFileName(keyword)).toBe(name);
});
