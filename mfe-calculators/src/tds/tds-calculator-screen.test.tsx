import { TDS_SECTIONS } from './tds-sections';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TdsCalculatorScreen from './tds-calculator-screen';
import { calculate } from '../../test/screen-helpers';

beforeEach(() => window.history.replaceState(null, '', '/tds-calculator'));

function tdsAmount(): string {
  return screen.getByText('TDS Amount', { selector: 'dt' }).nextElementSibling?.textContent ?? '';
}

async function fill({ section, amount, pan }: { section: string; amount: string; pan?: 'Yes' | 'No' }) {
  await userEvent.selectOptions(screen.getByLabelText('Section'), section);
  if (pan) await userEvent.click(screen.getByRole('radio', { name: pan }));
  const input = screen.getByLabelText('Amount (₹)');
  await userEvent.clear(input);
  if (amount) await userEvent.type(input, amount);
}

test('starts with PAN Yes, the first section, an empty amount and no result', () => {
  render(<TdsCalculatorScreen />);
  expect(screen.getByRole('heading', { level: 1, name: 'TDS Calculator' })).toBeInTheDocument();
  expect(screen.getByRole('radiogroup', { name: 'PAN available' })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
  expect(screen.getByRole('radio', { name: 'No' })).not.toBeChecked();
  expect(screen.getByLabelText('Section')).toHaveValue('193');
  expect(screen.getByLabelText('Amount (₹)')).toHaveValue('');
  expect(screen.queryByRole('term')).not.toBeInTheDocument();
});

test('the section list is the table, each as "section — name" in the Act of the default year, with its threshold under it', async () => {
  render(<TdsCalculatorScreen />);
  const options = within(screen.getByLabelText('Section')).getAllByRole('option');
  expect(options).toHaveLength(TDS_SECTIONS.length);
  expect(options.map((option) => option.textContent)).toContain(
    '393 (194J) — Fees for professional or technical services',
  );
  expect(options.map((option) => option.textContent)).toContain('393 (194-I) — Rent');
  expect(screen.getByLabelText('Section')).toHaveAccessibleDescription('Threshold: ₹10,000');
  await userEvent.selectOptions(screen.getByLabelText('Section'), '194C');
  expect(screen.getByLabelText('Section')).toHaveAccessibleDescription(
    'Threshold: ₹30,000 a payment or ₹1,00,000 in the year',
  );
});

test.each([
  [
    '194A_others',
    'Payer',
    [
      'Bank, co-operative bank or post office',
      'Motor Accident Claims Tribunal award, to an individual',
      'Any other payer',
    ],
  ],
  ['194D', 'Payee', ['Individual, HUF or other non-company', 'Company']],
  ['194I', 'Rented asset', ['Plant, machinery or equipment', 'Land, building or furniture']],
  ['194J', 'Fee type', ['Professional services', 'Technical services']],
  ['194C', 'Payee', ['Individual or HUF', 'Company, firm or other']],
])('%s asks its question: %s', async (section, label, answers) => {
  render(<TdsCalculatorScreen />);
  await userEvent.selectOptions(screen.getByLabelText('Section'), section);
  const select = screen.getByLabelText(label);
  expect(
    within(select)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(answers);
});

test('sections without a question show none, and only 194C asks for the year’s total', async () => {
  render(<TdsCalculatorScreen />);
  for (const label of ['Payer', 'Payee', 'Rented asset', 'Fee type', 'Total paid this year (₹)']) {
    expect(screen.queryByLabelText(label)).not.toBeInTheDocument();
  }
  await userEvent.selectOptions(screen.getByLabelText('Section'), '194C');
  expect(screen.getByLabelText('Total paid this year (₹)')).toHaveValue('');
});

test('194J professional fees of 1,00,000 with PAN: ₹10,000.00 at 10%, and the inputs go to the URL', async () => {
  render(<TdsCalculatorScreen />);
  await fill({ section: '194J', amount: '100000' });
  expect(screen.getByLabelText('Fee type')).toHaveValue('professional');
  await calculate();
  expect(tdsAmount()).toBe('₹10,000.00');
  expect(
    screen.getByText('Rate applied: 10% under section 393 (194J) (fees for professional services).', {
      selector: 'p:not([role])',
    }),
  ).toBeInTheDocument();
  expect(
    screen.getAllByRole('status').some((region) => region.textContent?.startsWith('TDS Amount: ₹10,000.00.')),
  ).toBe(true);
  const query = new URLSearchParams(window.location.search);
  expect([
    query.get('year'),
    query.get('section'),
    query.get('amount'),
    query.get('pan'),
    query.get('feeType'),
  ]).toEqual(['2026-27', '194J', '100000', 'yes', 'professional']);
});

test('194J technical fees are 2%', async () => {
  render(<TdsCalculatorScreen />);
  await fill({ section: '194J', amount: '100000' });
  await userEvent.selectOptions(screen.getByLabelText('Fee type'), 'Technical services');
  await calculate();
  expect(tdsAmount()).toBe('₹2,000.00');
});

test('194H commission of 30,000 without PAN: ₹6,000.00 at 20% under section 397 (206AA)', async () => {
  render(<TdsCalculatorScreen />);
  await fill({ section: '194H', amount: '30000', pan: 'No' });
  await calculate();
  expect(tdsAmount()).toBe('₹6,000.00');
  expect(
    screen.getByText(/^Rate applied: 20% under section 397 \(206AA\): PAN not furnished/, {
      selector: 'p:not([role])',
    }),
  ).toBeInTheDocument();
});

test('193 interest of 5,000 is below the threshold: No TDS applicable, with the reason', async () => {
  render(<TdsCalculatorScreen />);
  await fill({ section: '193', amount: '5000' });
  await calculate();
  expect(tdsAmount()).toBe('No TDS applicable');
  expect(
    screen.getByText(/is not above the threshold of ₹10,000 under section 393 \(193\)/, { selector: 'p:not([role])' }),
  ).toBeInTheDocument();
});

test('the amount takes paise', async () => {
  render(<TdsCalculatorScreen />);
  await fill({ section: '194J', amount: '60000.555' });
  expect(screen.getByLabelText('Amount (₹)')).toHaveValue('60000.55');
  await calculate();
  expect(tdsAmount()).toBe('₹6,000.06');
});

test('194C: a payment that takes the year past ₹1,00,000 bears TDS on the whole year’s total, and says so', async () => {
  render(<TdsCalculatorScreen />);
  await fill({ section: '194C', amount: '20000' });
  await calculate();
  expect(tdsAmount()).toBe('No TDS applicable');
  await userEvent.type(screen.getByLabelText('Total paid this year (₹)'), '120000');
  await calculate();
  expect(tdsAmount()).toBe('₹1,200.00');
  expect(
    screen.getByText(
      "Rate applied: 1% under section 393 (194C) (payment to a contractor who is an individual or HUF), on the whole year's total of ₹1,20,000, as this payment takes it past ₹1,00,000, so the earlier ₹1,00,000 bears TDS too (less any TDS already deducted on an earlier single payment above ₹30,000).",
      { selector: 'p:not([role])' },
    ),
  ).toBeInTheDocument();
  expect(new URLSearchParams(window.location.search).get('yearTotal')).toBe('120000');
});

test('194C: once the year was past ₹1,00,000 before this payment, only this payment bears TDS', async () => {
  render(<TdsCalculatorScreen />);
  await fill({ section: '194C', amount: '20000' });
  await userEvent.type(screen.getByLabelText('Total paid this year (₹)'), '130000');
  await calculate();
  expect(tdsAmount()).toBe('₹200.00');
  expect(
    screen.getByText(/as the year's total of ₹1,30,000 is above ₹1,00,000\.$/, { selector: 'p:not([role])' }),
  ).toBeInTheDocument();
});

test.each(['', '0'])('amount %j → Please enter a valid amount, tied to the field', async (amount) => {
  render(<TdsCalculatorScreen />);
  await fill({ section: '194J', amount });
  await calculate();
  expect(screen.getByLabelText('Amount (₹)')).toHaveAccessibleDescription(
    'The amount paid or credited in the financial year. Please enter a valid amount',
  );
  expect(screen.queryByRole('term')).not.toBeInTheDocument();
  expect(window.location.search).toBe('');
});

test('each calculation clears the previous result and error', async () => {
  render(<TdsCalculatorScreen />);
  await fill({ section: '194J', amount: '100000' });
  await calculate();
  expect(tdsAmount()).toBe('₹10,000.00');

  await userEvent.clear(screen.getByLabelText('Amount (₹)'));
  await calculate();
  expect(screen.getByText('Please enter a valid amount')).toBeInTheDocument();
  expect(screen.queryByText('TDS Amount')).not.toBeInTheDocument();
  expect(screen.queryByText(/Rate applied/)).not.toBeInTheDocument();

  await userEvent.type(screen.getByLabelText('Amount (₹)'), '40000');
  await calculate();
  expect(screen.queryByText('Please enter a valid amount')).not.toBeInTheDocument();
  expect(tdsAmount()).toBe('No TDS applicable');
});

test('a shared link fills the form and calculates once', () => {
  window.history.replaceState(null, '', '/tds-calculator?pan=no&section=194H&amount=30000');
  render(<TdsCalculatorScreen />);
  expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
  expect(screen.getByLabelText('Section')).toHaveValue('194H');
  expect(tdsAmount()).toBe('₹6,000.00');
});

test('a hand-edited link with an unknown answer names the field to fix', () => {
  window.history.replaceState(null, '', '/tds-calculator?section=194J&amount=100000&feeType=legal');
  render(<TdsCalculatorScreen />);
  expect(screen.getByLabelText('Fee type')).toHaveAccessibleDescription('Please select an option');
  expect(screen.queryByRole('term')).not.toBeInTheDocument();
});

describe('Tax year', () => {
  const yearSelect = () => screen.getByRole('combobox', { name: 'Tax year' });

  test('a labelled control offering both years, tax year 2026-27 by default', () => {
    render(<TdsCalculatorScreen />);
    expect(
      within(yearSelect())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Tax year 2026-27 (Income-tax Act, 2025)', 'FY 2025-26 (Income-tax Act, 1961)']);
    expect(yearSelect()).toHaveValue('2026-27');
  });

  test('FY 2025-26 names the 1961 sections first, and the link keeps the year', async () => {
    render(<TdsCalculatorScreen />);
    await userEvent.selectOptions(yearSelect(), 'FY 2025-26 (Income-tax Act, 1961)');
    const options = within(screen.getByLabelText('Section')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toContain(
      '194J (393) — Fees for professional or technical services',
    );
    await fill({ section: '194J', amount: '100000' });
    await calculate();
    expect(
      screen.getByText('Rate applied: 10% under section 194J (393) (fees for professional services).', {
        selector: 'p:not([role])',
      }),
    ).toBeInTheDocument();
    expect(new URLSearchParams(window.location.search).get('year')).toBe('2025-26');
  });

  test('interest on a Motor Accident Claims Tribunal award: 10% above ₹50,000 in FY 2025-26, no TDS in 2026-27', async () => {
    window.history.replaceState(
      null,
      '',
      '/tds-calculator?year=2025-26&pan=yes&section=194A_others&payer=mact&amount=200000',
    );
    const { unmount } = render(<TdsCalculatorScreen />);
    expect(screen.getByLabelText('Payer')).toHaveValue('mact');
    expect(tdsAmount()).toBe('₹20,000.00');
    await userEvent.selectOptions(yearSelect(), 'Tax year 2026-27 (Income-tax Act, 2025)');
    await calculate();
    expect(tdsAmount()).toBe('No TDS applicable');
    expect(
      screen.getByText(/Motor Accident Claims Tribunal awards to an individual is exempt from tax year 2026-27/, {
        selector: 'p:not([role])',
      }),
    ).toBeInTheDocument();
    unmount();
  });

  test('a link with year=2025-26 restores it; one without a year opens on 2026-27', () => {
    window.history.replaceState(null, '', '/tds-calculator?year=2025-26&pan=no&section=194H&amount=30000');
    const { unmount } = render(<TdsCalculatorScreen />);
    expect(yearSelect()).toHaveValue('2025-26');
    expect(
      screen.getByText(/^Rate applied: 20% under section 206AA \(397\)/, { selector: 'p:not([role])' }),
    ).toBeInTheDocument();
    unmount();
    window.history.replaceState(null, '', '/tds-calculator?pan=no&section=194H&amount=30000');
    render(<TdsCalculatorScreen />);
    expect(yearSelect()).toHaveValue('2026-27');
    expect(tdsAmount()).toBe('₹6,000.00');
  });
});
