import { expect, visitorTest as test } from '../support/fixtures';
import { expectResults, expectSharedLink, field, openTool, pressCalculate, retype } from '../support/tool-checks';

/*
 * The savings and retirement tools (PPF, Sukanya Samriddhi, NPS, EPF, SWP, Goal Planner)
 * through the gateway and the shell: for each, one reference case with its exact figures, one
 * invalid input with its message tied to the field, and a shared link that opens on the same result.
 * Then today's money and the yearly chart, and where each tool is found: sidebar, dashboard, deep link.
 */

const THIS_YEAR = new Date().getFullYear();

test.describe('PPF Calculator', () => {
  test.beforeEach(async ({ page }) => openTool(page, '/ppf-calculator', 'PPF Calculator'));

  test('the defaults, ₹1,50,000 a year for 15 years at 7.1% → ₹22,50,000 / ₹18,18,209 / ₹40,68,209', async ({
    page,
  }) => {
    await expect(field(page, 'Yearly deposit')).toHaveValue('1,50,000');
    await expect(field(page, 'Interest rate (% p.a.)')).toHaveValue('7.1');
    await expect(field(page, 'Years')).toHaveValue('15');
    await expect(page.getByRole('main').locator('dt')).toHaveCount(0);
    await pressCalculate(page);
    await expectResults(page, {
      'Total Investment': '₹22,50,000',
      'Total Interest': '₹18,18,209',
      'Maturity Value': '₹40,68,209',
    });
    const table = page.getByRole('table', { name: 'Year by year' });
    await expect(table.locator('tbody tr')).toHaveCount(15);
    await expect(table.locator('tbody tr').first().getByRole('cell')).toHaveText([
      '1',
      '₹1,50,000',
      '₹10,650',
      '₹1,60,650',
    ]);
  });

  test('a deposit of ₹499 → its message, tied to the field, and nothing typed is lost', async ({ page }) => {
    await retype(page, 'Yearly deposit', '499');
    await pressCalculate(page);
    await expect(field(page, 'Yearly deposit')).toHaveAccessibleDescription(
      'Enter a yearly deposit from ₹500 to ₹1,50,000.',
    );
    await expect(field(page, 'Yearly deposit')).toHaveValue('499');
    await expect(page.getByRole('main').locator('dt')).toHaveCount(0);
  });

  test('a shared link: ₹50,000 for 20 years → ₹22,19,429, year 1 interest ₹3,550', async ({ page, context }) => {
    await retype(page, 'Yearly deposit', '50000');
    await field(page, 'Years').selectOption('20');
    await pressCalculate(page);
    const expected = {
      'Total Investment': '₹10,00,000',
      'Total Interest': '₹12,19,429',
      'Maturity Value': '₹22,19,429',
    };
    await expectResults(page, expected);
    await expect(
      page.getByRole('table', { name: 'Year by year' }).locator('tbody tr').first().getByRole('cell').nth(2),
    ).toHaveText('₹3,550');
    await expect(page).toHaveURL((url) => url.searchParams.get('years') === '20');
    await expectSharedLink(page, context, '/ppf-calculator', ['yearlyDeposit', '50,000'], expected);
  });

  test("with 6% inflation: In today's money ₹16,97,522, and the chart with its text equivalent", async ({
    page,
    context,
  }) => {
    await retype(page, 'Inflation (% a year)', '6');
    await pressCalculate(page);
    const expected = {
      'Total Investment': '₹22,50,000',
      'Total Interest': '₹18,18,209',
      'Maturity Value': '₹40,68,209',
      "In today's money": '₹16,97,522',
    };
    await expectResults(page, expected);
    await expect(page.getByRole('figure', { name: 'Invested vs value' })).toHaveAccessibleDescription(
      'Money put in against its value, year by year, over 15 years. By the end, ₹22,50,000 put in is worth ₹40,68,209.',
    );
    await expectSharedLink(page, context, '/ppf-calculator', ['inflation', '6'], expected);
  });
});

test.describe('Sukanya Samriddhi Calculator', () => {
  test.beforeEach(async ({ page }) => openTool(page, '/ssy-calculator', 'Sukanya Samriddhi Calculator'));

  test(`the defaults, ₹1,50,000 at 8.2% → ₹22,50,000 / ₹49,32,119 / ₹71,82,119, maturing in ${THIS_YEAR + 21}`, async ({
    page,
  }) => {
    await expect(field(page, "Girl's age")).toHaveValue('5');
    await expect(field(page, 'Start year')).toHaveValue(String(THIS_YEAR));
    await pressCalculate(page);
    await expectResults(page, {
      'Total Investment': '₹22,50,000',
      'Total Interest': '₹49,32,119',
      'Maturity Value': '₹71,82,119',
      'Maturity year': String(THIS_YEAR + 21),
    });
    await expect(page.getByRole('table', { name: 'Year by year' }).locator('tbody tr')).toHaveCount(21);
    await expect(page.getByRole('figure', { name: 'Invested vs value' })).toBeVisible();
  });

  test('a deposit of ₹249 → its message, tied to the field', async ({ page }) => {
    await retype(page, 'Yearly deposit', '249');
    await pressCalculate(page);
    await expect(field(page, 'Yearly deposit')).toHaveAccessibleDescription(
      'Enter a yearly deposit from ₹250 to ₹1,50,000.',
    );
    await expect(field(page, 'Yearly deposit')).toHaveValue('249');
    await expect(page.getByRole('main').locator('dt')).toHaveCount(0);
  });

  test('a shared link: ₹12,000 a year from 2026 → ₹5,74,570 in 2047', async ({ page, context }) => {
    await retype(page, 'Yearly deposit', '12000');
    await retype(page, 'Start year', '2026');
    await pressCalculate(page);
    const expected = {
      'Total Investment': '₹1,80,000',
      'Total Interest': '₹3,94,570',
      'Maturity Value': '₹5,74,570',
      'Maturity year': '2047',
    };
    await expectResults(page, expected);
    await expectSharedLink(page, context, '/ssy-calculator', ['startYear', '2026'], expected);
  });
});

test.describe('NPS Calculator', () => {
  test.beforeEach(async ({ page }) => openTool(page, '/nps-calculator', 'NPS Calculator'));

  test('the defaults, ₹5,000 a month from 30 at 10%, 40% annuity at 6% → a pension of ₹22,793', async ({ page }) => {
    await expect(field(page, 'Monthly contribution')).toHaveValue('5,000');
    await expect(field(page, 'Your age')).toHaveValue('30');
    await expect(field(page, 'Expected return (% p.a.)')).toHaveValue('10');
    await expect(field(page, 'Annuity share (%)')).toHaveValue('40');
    await expect(field(page, 'Annuity rate (% p.a.)')).toHaveValue('6');
    await pressCalculate(page);
    await expectResults(page, {
      'Total Investment': '₹18,00,000',
      'Corpus at 60': '₹1,13,96,627',
      'Lump sum': '₹68,37,976',
      'Annuity purchase': '₹45,58,651',
      'Monthly pension': '₹22,793',
    });
  });

  test('an annuity share of 19% → its message, tied to the field', async ({ page }) => {
    await retype(page, 'Annuity share (%)', '19');
    await pressCalculate(page);
    await expect(field(page, 'Annuity share (%)')).toHaveAccessibleDescription(
      'Enter an annuity share from 20 to 100%.',
    );
    await expect(field(page, 'Annuity share (%)')).toHaveValue('19');
    await expect(page.getByRole('main').locator('dt')).toHaveCount(0);
  });

  test('a shared link: ₹10,000 a month from 40 at 9%, 60% annuity at 6.5% → ₹21,869', async ({ page, context }) => {
    await retype(page, 'Monthly contribution', '10000');
    await retype(page, 'Your age', '40');
    await retype(page, 'Expected return (% p.a.)', '9');
    await retype(page, 'Annuity share (%)', '60');
    await retype(page, 'Annuity rate (% p.a.)', '6.5');
    await pressCalculate(page);
    const expected = {
      'Total Investment': '₹24,00,000',
      'Corpus at 60': '₹67,28,960',
      'Lump sum': '₹26,91,584',
      'Annuity purchase': '₹40,37,376',
      'Monthly pension': '₹21,869',
    };
    await expectResults(page, expected);
    await expectSharedLink(page, context, '/nps-calculator', ['annuityShare', '60'], expected);
  });
});

test.describe('EPF Calculator', () => {
  test.beforeEach(async ({ page }) => openTool(page, '/epf-calculator', 'EPF Calculator'));

  test('the defaults, ₹30,000 from 25, +5% a year at 8.25% → ₹2,16,92,129 at 58', async ({ page }) => {
    await expect(field(page, 'Monthly basic + DA')).toHaveValue('30,000');
    await expect(field(page, 'Your age')).toHaveValue('25');
    await expect(field(page, 'Current EPF balance')).toHaveValue('0');
    await expect(field(page, 'Yearly salary increase (%)')).toHaveValue('5');
    await expect(field(page, 'Interest rate (% p.a.)')).toHaveValue('8.25');
    await pressCalculate(page);
    await expectResults(page, {
      'Your contribution': '₹34,58,755',
      "Employer's contribution": '₹29,63,755',
      'Total Interest': '₹1,52,69,619',
      'Balance at 58': '₹2,16,92,129',
    });
  });

  test('a basic of ₹999 → its message, tied to the field', async ({ page }) => {
    await retype(page, 'Monthly basic + DA', '999');
    await pressCalculate(page);
    await expect(field(page, 'Monthly basic + DA')).toHaveAccessibleDescription(
      'Enter your monthly basic + DA (≥ ₹1,000).',
    );
    await expect(field(page, 'Monthly basic + DA')).toHaveValue('999');
    await expect(page.getByRole('main').locator('dt')).toHaveCount(0);
  });

  test('a shared link: ₹12,000 from 50, no increase, ₹2,00,000 saved → ₹6,30,058', async ({ page, context }) => {
    await retype(page, 'Monthly basic + DA', '12000');
    await retype(page, 'Your age', '50');
    await retype(page, 'Current EPF balance', '200000');
    await retype(page, 'Yearly salary increase (%)', '0');
    await pressCalculate(page);
    const expected = {
      'Your contribution': '₹1,38,240',
      "Employer's contribution": '₹42,240',
      'Total Interest': '₹2,49,578',
      'Balance at 58': '₹6,30,058',
    };
    await expectResults(page, expected);
    await expectSharedLink(page, context, '/epf-calculator', ['currentBalance', '2,00,000'], expected);
  });
});

test.describe('SWP Calculator', () => {
  test.beforeEach(async ({ page }) => openTool(page, '/swp-calculator', 'SWP Calculator'));

  test('the defaults, ₹10,000 a month from ₹10,00,000 at 8% for 10 years → ₹12,00,000 / ₹3,90,180', async ({
    page,
  }) => {
    await expect(field(page, 'Total investment')).toHaveValue('10,00,000');
    await expect(field(page, 'Monthly withdrawal')).toHaveValue('10,000');
    await expect(field(page, 'Expected return (% p.a.)')).toHaveValue('8');
    await expect(field(page, 'Years')).toHaveValue('10');
    await pressCalculate(page);
    await expectResults(page, { 'Total Withdrawal': '₹12,00,000', 'Final Value': '₹3,90,180' });
  });

  test('Years 0 → its message, tied to the field', async ({ page }) => {
    await retype(page, 'Years', '0');
    await pressCalculate(page);
    await expect(field(page, 'Years')).toHaveAccessibleDescription('Enter a valid time period (1 - 50).');
    await expect(field(page, 'Years')).toHaveValue('0');
    await expect(page.getByRole('main').locator('dt')).toHaveCount(0);
  });

  test('a shared link: ₹15,000 a month runs out, "Lasts 7 years 5 months", ₹13,26,936', async ({ page, context }) => {
    await retype(page, 'Monthly withdrawal', '15000');
    await pressCalculate(page);
    const expected = {
      'Money runs out': 'Lasts 7 years 5 months',
      'Total Withdrawal': '₹13,26,936',
      'Final Value': '₹0',
    };
    await expectResults(page, expected);
    await expectSharedLink(page, context, '/swp-calculator', ['monthlyWithdrawal', '15,000'], expected);
  });
});

test.describe('Goal Planner', () => {
  test.beforeEach(async ({ page }) => openTool(page, '/goal-calculator', 'Goal Planner'));

  test('the defaults, ₹1 crore in 15 years at 12% with 6% inflation → SIP ₹47,497, lump sum ₹43,78,423', async ({
    page,
  }) => {
    await expect(field(page, "Target amount (today's money)")).toHaveValue('1,00,00,000');
    await expect(field(page, 'Years')).toHaveValue('15');
    await expect(field(page, 'Expected return (% p.a.)')).toHaveValue('12');
    await expect(field(page, 'Inflation (% a year)')).toHaveValue('6');
    await pressCalculate(page);
    await expectResults(page, {
      'Target in future money': '₹2,39,65,582',
      'Monthly SIP needed': '₹47,497',
      'Lump sum needed': '₹43,78,423',
    });
  });

  test('an empty target → its message, tied to the field, the other fields kept', async ({ page }) => {
    await retype(page, "Target amount (today's money)", '');
    await pressCalculate(page);
    await expect(field(page, "Target amount (today's money)")).toHaveAccessibleDescription(
      'Enter a valid target amount.',
    );
    await expect(field(page, 'Expected return (% p.a.)')).toHaveValue('12');
    await expect(page.getByRole('main').locator('dt')).toHaveCount(0);
  });

  test('a shared link: no inflation → SIP ₹19,819, lump sum ₹18,26,963', async ({ page, context }) => {
    await retype(page, 'Inflation (% a year)', '0');
    await pressCalculate(page);
    const expected = {
      'Target in future money': '₹1,00,00,000',
      'Monthly SIP needed': '₹19,819',
      'Lump sum needed': '₹18,26,963',
    };
    await expectResults(page, expected);
    await expectSharedLink(page, context, '/goal-calculator', ['inflation', '0'], expected);
  });
});

test.describe("Today's money and charts on FD, RD and SIP", () => {
  test("FD: with 6% inflation ₹1,16,075 in 3 years is ₹97,459 in today's money; the chart follows", async ({
    page,
  }) => {
    await openTool(page, '/fd-calculator', 'FD Calculator');
    await expect(field(page, 'Inflation (% a year)')).toHaveValue('');
    await retype(page, 'Inflation (% a year)', '6');
    await pressCalculate(page);
    await expect(page.locator('xpath=//dt[normalize-space()="In today\'s money"]/following-sibling::dd[1]')).toHaveText(
      '₹97,459',
    );
    await expect(page.getByRole('figure', { name: 'Invested vs value' })).toHaveAccessibleDescription(
      'Money put in against its value, year by year, over 3 years. By the end, ₹1,00,000 put in is worth ₹1,16,075.',
    );
    await expect(page).toHaveURL((url) => url.searchParams.get('inflation') === '6');
  });

  for (const [path, title] of [
    ['/rd-calculator', 'RD Calculator'],
    ['/sip-calculator', 'SIP Calculator'],
  ] as const) {
    test(`${title}: no inflation field used, no today's money; the chart after Calculate`, async ({ page }) => {
      await openTool(page, path, title);
      await expect(page.getByRole('figure')).toHaveCount(0);
      await pressCalculate(page);
      await expect(page.getByRole('figure', { name: 'Invested vs value' })).toBeVisible();
      await expect(page.getByText("In today's money")).toHaveCount(0);
      await retype(page, 'Inflation (% a year)', '5');
      await pressCalculate(page);
      await expect(page.locator('xpath=//dt[normalize-space()="In today\'s money"]')).toHaveCount(1);
    });
  }
});

// Where each tool is found (its deep link, first paint, sidebar entry and dashboard card): routes.spec.ts.
