import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import RentReceiptGeneratorScreen from './rent-receipt-generator-screen';
import { saveReceiptsPdf } from './rent-receipts-pdf';

// The PDF code is its own chunk; here its save is watched (rent-receipts-pdf.test.ts checks the real file, the
// browser check beside this file the download in Chromium).
jest.mock('./rent-receipts-pdf', () => ({
  saveReceiptsPdf: jest.fn(() => ({ fileName: 'rent-receipts-2026-04-to-2026-06.pdf', missingCharacters: [] })),
}));
const save = jest.mocked(saveReceiptsPdf);

beforeEach(() => {
  window.history.replaceState(null, '', '/rent-receipt-generator');
  save.mockClear();
});

async function type(label: string, text: string) {
  const input = screen.getByLabelText(label);
  await userEvent.clear(input);
  if (text) await userEvent.type(input, text);
}

async function fillIn({ pan = 'abcde1234f', rent = '125000', to = '2026-06' } = {}) {
  await type('Tenant name', 'Asha Rao');
  await type('Landlord name', 'Vikram Mehta');
  await type('Landlord PAN', pan);
  await type('Rented property address', '12 MG Road, Bengaluru');
  await type('Monthly rent', rent);
  await type('From (month)', '2026-04');
  await type('To (month)', to);
}

const generate = () => userEvent.click(screen.getByRole('button', { name: 'Generate receipts' }));
const receipts = () => screen.getAllByRole('article');

test('one receipt a month with the issue’s title and words, the PAN in capitals', async () => {
  render(<RentReceiptGeneratorScreen />);
  expect(screen.getByRole('heading', { level: 1, name: 'Rent Receipt Generator' })).toBeInTheDocument();
  await fillIn();
  await generate();
  expect(receipts()).toHaveLength(3);
  const first = receipts()[0]!;
  expect(within(first).getByRole('heading', { name: 'Rent receipt — April 2026' })).toBeInTheDocument();
  expect(first).toHaveTextContent(
    'Vikram Mehta received ₹1,25,000 (One Lakh Twenty-Five Thousand Rupees Only) from Asha Rao as rent for 12 MG Road, Bengaluru for April 2026.',
  );
  expect(first).toHaveTextContent('Landlord: Vikram Mehta');
  expect(first).toHaveTextContent('PAN: ABCDE1234F');
  expect(first).toHaveTextContent('Signature of the landlord');
  expect(screen.getByRole('article', { name: 'Rent receipt — June 2026' })).toBeInTheDocument();
});

test('Download PDF saves the receipts shown and says so', async () => {
  render(<RentReceiptGeneratorScreen />);
  await fillIn();
  await generate();
  await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
  expect(await screen.findByText('Downloaded rent-receipts-2026-04-to-2026-06.pdf.')).toBeInTheDocument();
  expect(save).toHaveBeenCalledTimes(1);
  expect(save.mock.calls[0]![0].map((receipt) => receipt.title)).toEqual([
    'Rent receipt — April 2026',
    'Rent receipt — May 2026',
    'Rent receipt — June 2026',
  ]);
});

test('Print prints: the page marks itself so only the receipts print', async () => {
  const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
  const { unmount } = render(<RentReceiptGeneratorScreen />);
  expect(document.documentElement).toHaveAttribute('data-print-only', 'rent-receipts');
  await fillIn();
  await generate();
  await userEvent.click(screen.getByRole('button', { name: 'Print' }));
  expect(print).toHaveBeenCalledTimes(1);
  unmount();
  expect(document.documentElement).not.toHaveAttribute('data-print-only');
  print.mockRestore();
});

test.each([
  ['a PAN of the wrong form', { pan: 'ABCD1234F' }, 'Landlord PAN', 'Enter a valid PAN (for example ABCDE1234F).'],
  [
    'no PAN above ₹1,00,000 a year',
    { pan: '' },
    'Landlord PAN',
    "The landlord's PAN is needed when the rent is above ₹1,00,000 a year.",
  ],
  ['the last month before the first', { to: '2026-03' }, 'To (month)', 'The last month must not be before the first.'],
  ['25 months', { to: '2028-04' }, 'To (month)', 'Receipts cover at most 24 months.'],
])('%s: its message under its field, nothing typed lost', async (_what, changes, label, message) => {
  render(<RentReceiptGeneratorScreen />);
  await fillIn(changes);
  await generate();
  expect(screen.getByLabelText(label)).toHaveAccessibleDescription(expect.stringContaining(message));
  expect(screen.queryAllByRole('article')).toHaveLength(0);
  expect(screen.getByLabelText('Tenant name')).toHaveValue('Asha Rao');
});

test('no PAN is fine up to ₹1,00,000 a year: receipts without a PAN line', async () => {
  render(<RentReceiptGeneratorScreen />);
  await fillIn({ pan: '', rent: '8333', to: '2026-04' });
  await generate();
  expect(receipts()).toHaveLength(1);
  expect(receipts()[0]).not.toHaveTextContent('PAN');
});

test('the link restores the inputs and the receipts', async () => {
  const { unmount } = render(<RentReceiptGeneratorScreen />);
  await fillIn();
  await generate();
  const link = window.location.search;
  expect(new URLSearchParams(link).get('from')).toBe('2026-04');
  unmount();
  window.history.replaceState(null, '', `/rent-receipt-generator${link}`);
  render(<RentReceiptGeneratorScreen />);
  expect(receipts()).toHaveLength(3);
  expect(screen.getByLabelText('Landlord PAN')).toHaveValue('abcde1234f');
});

test('the months start as the tax year’s April to March and follow the year until changed', async () => {
  render(<RentReceiptGeneratorScreen />);
  const year = screen.getByRole('combobox', { name: 'Tax year' });
  expect(screen.getByLabelText('From (month)')).toHaveValue('2026-04');
  expect(screen.getByLabelText('To (month)')).toHaveValue('2027-03');
  expect(screen.getByText(/For the HRA exemption \(section 10\(13A\), Rule 2A\)/)).toHaveTextContent(
    'is not confirmed here, so the 1961 number is shown.',
  );
  await userEvent.selectOptions(year, 'FY 2025-26 (Income-tax Act, 1961)');
  expect(screen.getByLabelText('From (month)')).toHaveValue('2025-04');
  expect(screen.getByLabelText('To (month)')).toHaveValue('2026-03');
  await type('To (month)', '2025-06');
  await userEvent.selectOptions(year, 'Tax year 2026-27 (Income-tax Act, 2025)');
  expect(screen.getByLabelText('To (month)')).toHaveValue('2025-06');
});
