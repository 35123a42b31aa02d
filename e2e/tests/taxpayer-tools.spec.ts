import type { Locator, Page } from '@playwright/test';
import { expect, visitorTest as test } from '../support/fixtures';
import {
  expectResults,
  expectSharedLink,
  field,
  openTool,
  pressCalculate,
  resultCard,
  resultValue,
  retype,
} from '../support/tool-checks';

/*
 * The taxpayer tools through the gateway and the shell: the HRA, Salary, Gratuity, Capital Gains and GST tools (one
 * reference case with its exact figures, one invalid input with its message tied to the field, a
 * shared link that opens on the same result, and where each is found), then the changes to the tax
 * screens: Age in the old regime, 80TTA/80TTB and the HRA helper, the compare screen with different
 * salaries, and the Loan screen's half-rupee interest with a prepayment.
 */

test.describe('HRA Calculator', () => {
  test.beforeEach(async ({ page }) => openTool(page, '/hra-calculator', 'HRA Calculator'));

  async function fill(page: Page, rent: string, city: string) {
    await retype(page, 'Basic salary', '50000');
    await retype(page, 'HRA received', '20000');
    await retype(page, 'Rent paid', rent);
    await field(page, 'City').selectOption({ label: city });
    await pressCalculate(page);
  }

  test('basic 50,000, HRA 20,000, rent 18,000, Delhi → exempt ₹1,56,000, taxable ₹84,000, with the three limits', async ({
    page,
  }) => {
    await expect(field(page, 'Dearness allowance')).toHaveValue('0');
    await expect(field(page, 'City')).toHaveValue('delhi');
    await expect(page.getByText(/The new regime allows no HRA exemption/)).toBeVisible();
    await fill(page, '18000', 'Delhi');
    await expectResults(page, {
      'Exempt HRA': '₹1,56,000',
      'Taxable HRA': '₹84,000',
      'HRA received': '₹2,40,000',
      'Rent paid minus 10% of salary': '₹1,56,000',
      '50% of salary': '₹3,00,000',
    });
  });

  test('no basic salary → its message, tied to the field, and what was typed stays', async ({ page }) => {
    await retype(page, 'Rent paid', '18000');
    await pressCalculate(page);
    await expect(field(page, 'Basic salary')).toHaveAccessibleDescription(/Enter a valid basic salary\./);
    await expect(field(page, 'Rent paid')).toHaveValue('18,000');
    await expect(resultCard(page).locator('dt')).toHaveText(['Exempt HRA', 'Taxable HRA']);
  });

  test('a shared link: rent 30,000 in another city → exempt ₹2,40,000, taxable ₹0', async ({ page, context }) => {
    await fill(page, '30000', 'Other city');
    const expected = {
      'Exempt HRA': '₹2,40,000',
      'Taxable HRA': '₹0',
      'HRA received': '₹2,40,000',
      'Rent paid minus 10% of salary': '₹3,00,000',
      '40% of salary': '₹2,40,000',
    };
    await expectResults(page, expected);
    await expectSharedLink(page, context, '/hra-calculator', ['rentPaid', '30,000'], expected);
  });
});

test.describe('Salary Calculator', () => {
  test.beforeEach(async ({ page }) => openTool(page, '/salary-calculator', 'Salary Calculator'));

  test('CTC 12,00,000 with the defaults → in hand ₹10,24,640 a year, ₹85,387 a month', async ({ page }) => {
    await expect(field(page, 'Basic (% of CTC)')).toHaveValue('50');
    await expect(page.getByRole('radio', { name: '12% of basic' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'New', exact: true })).toBeChecked();
    await expect(field(page, 'Professional tax (yearly)')).toHaveValue('2,500');
    await retype(page, 'Yearly CTC', '1200000');
    await pressCalculate(page);
    await expectResults(page, {
      'Gross salary': '₹10,99,140',
      'Employee PF': '₹72,000',
      'Professional tax': '₹2,500',
      'Income tax': '₹0',
      'In-hand (yearly)': '₹10,24,640',
      'In-hand (monthly)': '₹85,387',
    });
  });

  test('the old regime with other deductions 50,000 → tax ₹1,01,326, in hand ₹9,23,314 and ₹76,943', async ({
    page,
  }) => {
    await retype(page, 'Yearly CTC', '1200000');
    await page.getByRole('radio', { name: 'Old', exact: true }).check();
    await retype(page, 'Other deductions (old regime)', '50000');
    await pressCalculate(page);
    await expect(resultValue(page, 'Income tax')).toHaveText('₹1,01,326');
    await expect(resultValue(page, 'In-hand (yearly)')).toHaveText('₹9,23,314');
    await expect(resultValue(page, 'In-hand (monthly)')).toHaveText('₹76,943');
  });

  test('professional tax of 3,000 → its message, tied to the field, and the text stays', async ({ page }) => {
    await retype(page, 'Yearly CTC', '1200000');
    await retype(page, 'Professional tax (yearly)', '3000');
    await pressCalculate(page);
    await expect(field(page, 'Professional tax (yearly)')).toHaveAccessibleDescription(
      /Enter a professional tax from ₹0 to ₹2,500\./,
    );
    await expect(field(page, 'Professional tax (yearly)')).toHaveValue('3,000');
  });

  test('a shared link: CTC 25,00,000, basic 40%, PF on ₹15,000, no gratuity → ₹1,78,437 a month', async ({
    page,
    context,
  }) => {
    await retype(page, 'Yearly CTC', '2500000');
    await retype(page, 'Basic (% of CTC)', '40');
    await page.getByRole('radio', { name: '12% of ₹15,000' }).check();
    await page.getByRole('radiogroup', { name: 'Gratuity in CTC' }).getByRole('radio', { name: 'No' }).check();
    await pressCalculate(page);
    const expected = {
      'Gross salary': '₹24,78,400',
      'Employee PF': '₹21,600',
      'Professional tax': '₹2,500',
      'Income tax': '₹3,13,061',
      'In-hand (yearly)': '₹21,41,239',
      'In-hand (monthly)': '₹1,78,437',
    };
    await expectResults(page, expected);
    await expectSharedLink(page, context, '/salary-calculator', ['ctc', '25,00,000'], expected);
  });
});

test.describe('Gratuity Calculator', () => {
  test.beforeEach(async ({ page }) => openTool(page, '/gratuity-calculator', 'Gratuity Calculator'));

  async function fill(page: Page, salary: string, years: string, months: string, covered: 'Yes' | 'No') {
    await retype(page, 'Last drawn monthly basic + DA', salary);
    await retype(page, 'Years of service', years);
    await retype(page, 'Months', months);
    await page.getByRole('main').getByRole('radio', { name: covered, exact: true }).check();
    await pressCalculate(page);
  }

  test('₹60,000, 10 years 7 months, covered → ₹3,80,769; not covered → ₹3,00,000', async ({ page }) => {
    await fill(page, '60000', '10', '7', 'Yes');
    await expectResults(page, {
      Gratuity: '₹3,80,769',
      Payable: '₹3,80,769',
      'Tax-free': '₹3,80,769',
      Taxable: '₹0',
    });
    await fill(page, '60000', '10', '7', 'No');
    await expectResults(page, {
      Gratuity: '₹3,00,000',
      Payable: '₹3,00,000',
      'Tax-free': '₹3,00,000',
      Taxable: '₹0',
    });
    await fill(page, '60000', '4', '11', 'Yes');
    await expect(page.getByText('Gratuity is paid after 5 years of continuous service.')).toBeVisible();
  });

  test('12 months → its message, tied to the field', async ({ page }) => {
    await fill(page, '60000', '10', '12', 'Yes');
    await expect(field(page, 'Months')).toHaveAccessibleDescription(/Enter months from 0 to 11\./);
    await expect(field(page, 'Months')).toHaveValue('12');
  });

  test('a shared link: ₹3,00,000 for 30 years → ₹51,92,308 computed, ₹20,00,000 payable and tax-free', async ({
    page,
    context,
  }) => {
    await fill(page, '300000', '30', '0', 'Yes');
    const expected = { Gratuity: '₹51,92,308', Payable: '₹20,00,000', 'Tax-free': '₹20,00,000', Taxable: '₹0' };
    await expectResults(page, expected);
    await expectSharedLink(page, context, '/gratuity-calculator', ['years', '30'], expected);
  });
});

test.describe('Capital Gains Calculator', () => {
  test.beforeEach(async ({ page }) => openTool(page, '/capital-gains-calculator', 'Capital Gains Calculator'));

  async function fill(page: Page, asset: string, bought: string, price: string, sold: string, sale: string) {
    await page.getByRole('main').getByRole('radio', { name: asset, exact: true }).check();
    await field(page, 'Bought on').fill(bought);
    await retype(page, 'Purchase price', price);
    await field(page, 'Sold on').fill(sold);
    await retype(page, 'Sale price', sale);
    await pressCalculate(page);
  }

  test('shares bought 2024-01-10 for 2,00,000, sold 2025-06-15 for 5,00,000 → Total Tax ₹22,750', async ({ page }) => {
    await fill(page, 'Listed shares or equity funds', '2024-01-10', '200000', '2025-06-15', '500000');
    await expectResults(page, {
      'Held for': '1 year, 5 months and 5 days',
      'Gain type': 'Long-term',
      'Capital gain': '₹3,00,000',
      Exempt: '₹1,25,000',
      'Taxable gain': '₹1,75,000',
      Tax: '₹21,875',
      Cess: '₹875',
      'Total Tax': '₹22,750',
    });
  });

  test('short-term shares → ₹10,400; held exactly 12 months is short-term, a day more long-term', async ({ page }) => {
    await fill(page, 'Listed shares or equity funds', '2025-01-10', '100000', '2025-06-15', '150000');
    await expect(resultValue(page, 'Gain type')).toHaveText('Short-term');
    await expect(resultValue(page, 'Tax')).toHaveText('₹10,000');
    await expect(resultValue(page, 'Total Tax')).toHaveText('₹10,400');
    await fill(page, 'Listed shares or equity funds', '2024-06-15', '100000', '2025-06-15', '150000');
    await expect(resultValue(page, 'Gain type')).toHaveText('Short-term');
    await fill(page, 'Listed shares or equity funds', '2024-06-15', '100000', '2025-06-16', '150000');
    await expect(resultValue(page, 'Gain type')).toHaveText('Long-term');
  });

  test('a sale before 23 July 2024 → its message, tied to the field, and what was typed stays', async ({ page }) => {
    await fill(page, 'Listed shares or equity funds', '2020-01-10', '100000', '2024-07-22', '150000');
    await expect(field(page, 'Sold on')).toHaveAccessibleDescription(
      /This calculator covers sales from 23 July 2024 onward\./,
    );
    await expect(field(page, 'Sale price')).toHaveValue('1,50,000');
  });

  test('a shared link: a flat bought 2005 → indexation applies, Total Tax ₹5,79,556', async ({ page, context }) => {
    await fill(page, 'Land or building', '2005-06-01', '1000000', '2025-08-01', '6000000');
    for (const [term, value] of [
      ['Gain type', 'Long-term'],
      ['Tax without indexation (12.5%)', '₹6,25,000'],
      ['Indexed cost', '₹32,13,675'],
      ['Tax with indexation (20%)', '₹5,57,265'],
      ['Tax', '₹5,57,265'],
      ['Cess', '₹22,291'],
      ['Total Tax', '₹5,79,556'],
    ] as const)
      await expect(resultValue(page, term), term).toHaveText(value);
    await expect(page.getByText('The tax with indexation is lower, so it applies.')).toBeVisible();
    const terms = await resultCard(page).locator('dt').allTextContents();
    const values = await resultCard(page).locator('dd').allTextContents();
    await expectSharedLink(
      page,
      context,
      '/capital-gains-calculator',
      ['boughtOn', '2005-06-01'],
      Object.fromEntries(terms.map((term, index) => [term, values[index] ?? ''])),
    );
  });

  test('a flat bought 2015 → without indexation applies, Total Tax ₹7,80,000', async ({ page }) => {
    await fill(page, 'Land or building', '2015-06-01', '3000000', '2025-08-01', '9000000');
    await expect(resultValue(page, 'Tax without indexation (12.5%)')).toHaveText('₹7,50,000');
    await expect(resultValue(page, 'Indexed cost')).toHaveText('₹44,40,945');
    await expect(resultValue(page, 'Tax with indexation (20%)')).toHaveText('₹9,11,811');
    await expect(resultValue(page, 'Tax')).toHaveText('₹7,50,000');
    await expect(resultValue(page, 'Cess')).toHaveText('₹30,000');
    await expect(resultValue(page, 'Total Tax')).toHaveText('₹7,80,000');
  });
});

test.describe('GST Calculator', () => {
  test.beforeEach(async ({ page }) => openTool(page, '/gst-calculator', 'GST Calculator'));

  test('1,000 at 18% before GST → GST ₹180.00, total ₹1,180.00, CGST and SGST ₹90.00', async ({ page }) => {
    await expect(field(page, 'GST rate')).toHaveValue('18');
    await expect(page.getByRole('radio', { name: 'Before GST' })).toBeChecked();
    await expect(resultValue(page, 'Total amount')).toHaveText('₹0.00');
    await retype(page, 'Amount', '1000');
    await pressCalculate(page);
    await expectResults(page, {
      'Net amount': '₹1,000.00',
      GST: '₹180.00',
      'Total amount': '₹1,180.00',
      CGST: '₹90.00',
      SGST: '₹90.00',
    });
  });

  test('no amount → its message, tied to the field', async ({ page }) => {
    await pressCalculate(page);
    await expect(field(page, 'Amount')).toHaveAccessibleDescription(/Enter a valid amount\./);
    await expect(resultValue(page, 'GST')).toHaveText('₹0.00');
  });

  test('a shared link: 999 at 5% including GST → net ₹951.42, CGST and SGST ₹23.79 each', async ({ page, context }) => {
    await retype(page, 'Amount', '999');
    await field(page, 'GST rate').selectOption({ label: '5%' });
    await page.getByRole('radio', { name: 'Including GST' }).check();
    await pressCalculate(page);
    const expected = {
      'Net amount': '₹951.42',
      GST: '₹47.58',
      'Total amount': '₹999.00',
      CGST: '₹23.79',
      SGST: '₹23.79',
    };
    await expectResults(page, expected);
    await expectSharedLink(page, context, '/gst-calculator', ['rate', '5'], expected);
  });
});

/** Fills a tax screen's salary and deduction (digits; the fields group them) and presses Calculate Tax. */
async function calculateTax(scope: Locator, salary: string, deduction: string) {
  await scope.getByLabel('Total salary').fill(salary);
  await scope.getByLabel('Total deduction').fill(deduction);
  await scope.getByRole('button', { name: 'Calculate Tax' }).click();
}

const totalTax = (scope: Locator) => resultValue(scope, 'Total Tax');

test.describe('Old Regime Tax: Age', () => {
  test.beforeEach(async ({ page }) => openTool(page, '/old-regime-tax', 'Old Regime Tax'));

  test('taxable ₹8,00,000: ₹75,400 below 60, ₹72,800 at 60 to 79, ₹62,400 at 80 and above', async ({ page }) => {
    const main = page.getByRole('main');
    const age = main.getByRole('radiogroup', { name: 'Age' });
    await expect(age.getByRole('radio', { name: 'Below 60' })).toBeChecked();
    await calculateTax(main, '800000', '');
    await expect(totalTax(main)).toHaveText('₹75,400');
    await age.getByRole('radio', { name: '60 to 79' }).check();
    await main.getByRole('button', { name: 'Calculate Tax' }).click();
    await expect(totalTax(main)).toHaveText('₹72,800');
    await age.getByRole('radio', { name: '80 and above' }).check();
    await main.getByRole('button', { name: 'Calculate Tax' }).click();
    await expect(totalTax(main)).toHaveText('₹62,400');
    await expect(page).toHaveURL((url) => url.searchParams.get('age') === '80-and-above');
  });

  test('taxable ₹5,00,000 at 60 to 79 → no tax; a shared link with the age fills it', async ({ page }) => {
    const main = page.getByRole('main');
    await main.getByRole('radio', { name: '60 to 79' }).check();
    await calculateTax(main, '500000', '');
    await expect(totalTax(main)).toHaveText('NO TAX (0)');

    await page.goto('/old-regime-tax?salary=8%2C00%2C000&deduction=0&age=60-to-79');
    await expect(main.getByRole('radio', { name: '60 to 79' })).toBeChecked();
    await expect(totalTax(main)).toHaveText('₹72,800');
  });
});

/** Presses "Itemise deductions" in a scope and returns its form (it downloads on first use). */
async function openItemise(scope: Locator): Promise<Locator> {
  await scope.getByRole('button', { name: 'Itemise deductions' }).click();
  const form = scope.getByRole('group', { name: 'Deductions, item by item' });
  await expect(form).toBeVisible();
  return form;
}

test.describe('Old Regime Tax: itemise deductions', () => {
  test.beforeEach(async ({ page }) => openTool(page, '/old-regime-tax', 'Old Regime Tax'));

  test('80TTA capped at ₹10,000 below 60; 80TTB capped at ₹50,000 at 60 and above, in its place', async ({ page }) => {
    const main = page.getByRole('main');
    const form = await openItemise(main);
    await expect(form.getByLabel('Deposit interest (153 (80TTB))')).toHaveCount(0);
    await form.getByLabel('Savings interest (153 (80TTA))').fill('12000');
    await expect(form.getByLabel('Savings interest (153 (80TTA))')).toHaveAccessibleDescription(/Capped at ₹10,000/);
    await expect(form.getByText(/Total after caps/)).toContainText('₹60,000');

    await main.getByRole('radio', { name: '80 and above' }).check();
    await expect(form.getByLabel('Savings interest (153 (80TTA))')).toHaveCount(0);
    await form.getByLabel('Deposit interest (153 (80TTB))').fill('70000');
    await expect(form.getByLabel('Deposit interest (153 (80TTB))')).toHaveAccessibleDescription(/Capped at ₹50,000/);
    await expect(form.getByText(/Total after caps/)).toContainText('₹1,00,000');
    await form.getByRole('button', { name: 'Use these deductions' }).click();
    await expect(main.getByLabel('Total deduction')).toHaveValue('1,00,000');
  });

  test('the HRA helper fills the HRA exemption: ₹1,56,000 for the Delhi case', async ({ page }) => {
    const form = await openItemise(page.getByRole('main'));
    await form.getByRole('button', { name: 'Work out HRA exemption' }).click();
    const helper = form.getByRole('group', { name: 'HRA exemption, monthly amounts' });
    await helper.getByRole('button', { name: 'Use this exemption' }).click();
    await expect(helper.getByLabel('Basic salary', { exact: true })).toHaveAccessibleDescription(
      /Enter a valid basic salary\./,
    );
    await helper.getByLabel('Basic salary', { exact: true }).fill('50000');
    await helper.getByLabel('HRA received', { exact: true }).fill('20000');
    await helper.getByLabel('Rent paid', { exact: true }).fill('18000');
    await expect(helper.getByLabel('City', { exact: true })).toHaveValue('delhi');
    await helper.getByRole('button', { name: 'Use this exemption' }).click();
    await expect(helper).toHaveCount(0);
    await expect(form.getByLabel('HRA exemption (10(13A))')).toHaveValue('1,56,000');
    await expect(form.getByText(/Total after caps/)).toContainText('₹2,06,000');
  });
});

test.describe('Tax Compare: different salaries', () => {
  const oldSide = (page: Page) => page.getByRole('region', { name: 'Old Regime', exact: true });
  const newSide = (page: Page) => page.getByRole('region', { name: 'New Regime (2025-2026)', exact: true });

  test('old ₹10 L (deduction ₹50,000) against new ₹20 L: no verdict, no break-even line', async ({ page }) => {
    await openTool(page, '/taxcompare-calculator', 'Tax Compare');
    await calculateTax(oldSide(page), '1000000', '50000');
    await calculateTax(newSide(page), '2000000', '');
    await expect(
      page.getByText('Enter the same salary in both regimes to see which costs less.', { exact: true }),
    ).toBeVisible();
    await expect(page.getByText(/regime costs ₹/)).toHaveCount(0);
    await expect(page.getByText(/^The old regime would cost the same or less/)).toHaveCount(0);

    // The same salary on both sides brings the verdict back.
    await calculateTax(newSide(page), '1000000', '75000');
    await expect(
      page.getByText(/^The (new|old) regime costs ₹[0-9,]+ less\.$|^Both regimes cost the same\.$/),
    ).toBeVisible();
    await expect(page.getByText('Enter the same salary in both regimes to see which costs less.')).toHaveCount(0);
  });
});

test.describe('Loan Calculator: a prepayment and a half-rupee interest', () => {
  test('₹48,47,700 at 2% for 18 months, ₹50,00,000 prepaid in month 1 → Total Interest ₹8,080', async ({ page }) => {
    await openTool(page, '/loan-calculator', 'LOAN CALCULATOR');
    const main = page.getByRole('main');
    await retype(page, 'Loan amount', '4847700');
    await retype(page, 'Interest rate (% p.a.)', '2');
    await retype(page, 'Loan tenure', '18');
    await main.getByLabel('Tenure unit').selectOption({ label: 'Months' });
    await main.getByRole('button', { name: 'Add prepayment' }).click();
    const row = main.getByRole('group', { name: /^Prepayment \d+$/ }).last();
    await row.getByLabel('Prepayment amount').pressSequentially('5000000');
    await row.getByLabel('In month').pressSequentially('1');
    await main.getByRole('button', { name: 'Calculate EMI' }).click();
    await expect(resultValue(resultCard(page), 'Total Interest')).toHaveText('₹8,080');
  });
});

// Where each tool is found (its deep link, first paint, sidebar entry and dashboard card): routes.spec.ts.
