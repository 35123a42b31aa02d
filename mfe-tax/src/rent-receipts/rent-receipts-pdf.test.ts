import { buildRentReceipts, type RentReceiptsInput } from './rent-receipts';
import { createReceiptsPdf, receiptsFileName } from './rent-receipts-pdf';
import { A4, layoutReceiptsPdf, wrapText, type PdfText } from './rent-receipts-pdf-layout';

const INPUT: RentReceiptsInput = {
  tenant: 'Asha Rao',
  landlord: 'Vikram Mehta',
  landlordPan: 'ABCDE1234F',
  address: '12 MG Road, Bengaluru 560001',
  monthlyRent: 125_000,
  from: { year: 2026, month: 4 },
  to: { year: 2026, month: 6 },
};
const receipts = (changes: Partial<RentReceiptsInput> = {}) => buildRentReceipts({ ...INPUT, ...changes }).receipts;
/** A made-up font: every character 6 points wide at any size. */
const monospace = (text: string) => text.length * 6;
const texts = (marks: readonly { kind: string }[]) =>
  marks.filter((mark): mark is PdfText => mark.kind === 'text').map((mark) => mark.text);

test.each([
  ['one two three', 8, ['one two', 'three']],
  ['one two three', 100, ['one two three']],
  ['abcdefghij', 4, ['abcd', 'efgh', 'ij']],
  ['a  b', 10, ['a b']],
  ['', 10, []],
])('wrapText(%j, %i)', (text, width, lines) => {
  expect(wrapText(text, width, (t) => t.length)).toEqual(lines);
});

test('two receipts a page, each with its title, statement, landlord, PAN and signature caption, inside the page', () => {
  const { pages, missingCharacters } = layoutReceiptsPdf(receipts(), monospace);
  expect(pages).toHaveLength(2);
  expect(missingCharacters).toEqual([]);
  const first = texts(pages[0]!);
  expect(first[0]).toBe('Rent receipt \u2014 April 2026');
  expect(first.join(' ')).toContain(
    'Vikram Mehta received Rs.1,25,000 (One Lakh Twenty-Five Thousand Rupees Only) from Asha Rao as rent for 12 MG Road, Bengaluru 560001 for April 2026.',
  );
  expect(first).toEqual(
    expect.arrayContaining(['Landlord: Vikram Mehta', 'PAN: ABCDE1234F', 'Signature of the landlord']),
  );
  expect(first).toContain('Rent receipt \u2014 May 2026');
  expect(texts(pages[1]!)[0]).toBe('Rent receipt \u2014 June 2026');
  for (const mark of pages.flat()) {
    const [x, y] = mark.kind === 'text' ? [mark.x, mark.y] : [Math.max(mark.x1, mark.x2), Math.max(mark.y1, mark.y2)];
    expect(x).toBeLessThanOrEqual(A4.width);
    expect(y).toBeLessThanOrEqual(A4.height);
  }
  // The second receipt of a page has a dashed line above it to cut along.
  expect(pages[0]!.filter((mark) => mark.kind === 'line' && mark.dashed)).toHaveLength(1);
});

test('the longest names and address still fit in a receipt’s box', () => {
  const { pages } = layoutReceiptsPdf(
    receipts({ tenant: 'T'.repeat(100), landlord: 'L'.repeat(100), address: 'word '.repeat(60).trim() }),
    monospace,
  );
  const first = pages[0]!.filter((mark): mark is PdfText => mark.kind === 'text');
  const caption = first.find((mark) => mark.text === 'Signature of the landlord')!;
  const pan = first.find((mark) => mark.text === 'PAN: ABCDE1234F')!;
  expect(pan.y).toBeLessThan(caption.y - 20);
  expect(Math.max(...first.map((mark) => mark.x + monospace(mark.text)))).toBeLessThanOrEqual(A4.width - 42);
});

test('characters Times cannot draw are named and written as "?"', () => {
  const { missingCharacters, pages } = layoutReceiptsPdf(receipts({ tenant: 'आशा Rao', to: INPUT.from }), monospace);
  expect(missingCharacters).toEqual(['आ', 'श', 'ा']);
  expect(texts(pages[0]!).join(' ')).toContain('from ??? Rao as rent');
});

test('the PDF is A4 with real text in Times, one page for two receipts', () => {
  const { pdf } = createReceiptsPdf(receipts({ to: { year: 2026, month: 5 } }), { compress: false });
  const source = pdf.output();
  expect(source.startsWith('%PDF-')).toBe(true);
  expect(source).toMatch(/\/MediaBox \[0 0 595\.2\d* 841\.8\d*\]/);
  expect(source).toContain('/BaseFont /Times-Bold');
  expect(source).toContain('/Count 1');
  expect(source).toContain('(PAN: ABCDE1234F) Tj');
  expect(source).toContain('/Title (Rent receipts)');
});

test('the file is named for its months', () => {
  expect(receiptsFileName(receipts())).toBe('rent-receipts-2026-04-to-2026-06.pdf');
  expect(receiptsFileName([])).toBe('rent-receipts.pdf');
});
