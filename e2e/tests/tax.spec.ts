import type { Locator, Page } from '@playwright/test';
import { expect, visitorTest as test } from '../support/fixtures';
import { openTool } from '../support/tool-checks';

/*
 * The tax remote through the gateway and the shell: old regime, new regime (2025-2026) and the
 * side-by-side comparison. The reference numbers are the table (income = salary − deduction),
 * worked out from the Finance Act, 2025 in shared/src/finance/tax.ts.
 */

const TERMS = ['Tax after 87A', 'Surcharge', 'Cess', 'Total Tax'];
const ZERO = ['₹0', '₹0', '₹0', '₹0'];

/**
 * One reference case in the browser (taxable ₹15,00,000); every reference case, each line as shown, is in
 * mfe-tax/src/regime-panel/tax-display.test.ts, and the law's totals in shared/src/finance/tax.test.ts.
 */
const CASES = [
  {
    income: '15,00,000',
    salary: '15,00,000',
    deduction: '',
    old: ['₹2,62,500', '₹0', '₹10,500', '₹2,73,000'],
    new: ['₹1,05,000', '₹0', '₹4,200', '₹1,09,200'],
  },
] as const;

/** The four results of a scope, in order: `<dt>` names and `<dd>` values. */
async function expectResults(scope: Locator, values: readonly string[]) {
  await expect(scope.getByRole('term')).toHaveText(TERMS);
  await expect(scope.getByRole('definition')).toHaveText([...values]);
}

function totalTax(scope: Locator): Locator {
  return scope.getByRole('definition').nth(3);
}

/** Fills the two fields (digits are grouped as typed) and presses Calculate Tax. */
async function calculate(scope: Locator, salary: string, deduction: string) {
  await scope.getByLabel('Total salary').fill(salary.replace(/,/g, ''));
  await scope.getByLabel('Total deduction').fill(deduction.replace(/,/g, ''));
  await scope.getByRole('button', { name: 'Calculate Tax' }).click();
}

/** The theme's danger colour, as the browser computes it. */
async function dangerColour(page: Page): Promise<string> {
  return page.evaluate(() => {
    const probe = document.createElement('span');
    probe.style.color = 'var(--ft-color-danger)';
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  });
}

const SINGLE_SCREENS = [
  { regime: 'old', path: '/old-regime-tax', title: 'Old Regime Tax' },
  { regime: 'new', path: '/new-regime-tax', title: 'New Regime Tax (2025-2026)' },
] as const;

for (const { regime, path, title } of SINGLE_SCREENS) {
  test.describe(title, () => {
    test.beforeEach(async ({ page }) => {
      await openTool(page, path, title);
    });

    test('before the first calculation the results show ₹0 and the URL stays plain', async ({ page }) => {
      const main = page.getByRole('main');
      await expectResults(main, ZERO);
      await expect(page).toHaveURL((url) => url.search === '');
    });

    for (const reference of CASES) {
      test(`taxable income ₹${reference.income}`, async ({ page }) => {
        const main = page.getByRole('main');
        await calculate(main, reference.salary, reference.deduction);
        await expect(main.getByLabel('Total salary')).toHaveValue(reference.salary);
        await expectResults(main, reference[regime]);
      });
    }

    test('both messages, tied to their fields', async ({ page }) => {
      const main = page.getByRole('main');
      await main.getByRole('button', { name: 'Calculate Tax' }).click();
      await expect(main.getByText('Enter a valid salary.')).toBeVisible();
      await expect(main.getByLabel('Total salary')).toHaveAccessibleDescription(/Enter a valid salary\./);
      await expectResults(main, ZERO);

      await calculate(main, '10,00,000', '1,00,00,00,00,00,00,00,000');
      await expect(main.getByText('Enter a valid deduction.')).toBeVisible();
      await expect(main.getByLabel('Total deduction')).toHaveAccessibleDescription(/Enter a valid deduction\./);
      await expect(main.getByText('Enter a valid salary.')).toHaveCount(0);
    });

    test('inputs take digits only and group them the Indian way', async ({ page }) => {
      const salary = page.getByRole('main').getByLabel('Total salary');
      await salary.pressSequentially('00a15-00.000');
      await expect(salary).toHaveValue('15,00,000');
    });

    test('a shared link fills the form and calculates once', async ({ page }) => {
      const main = page.getByRole('main');
      await calculate(main, '15,00,000', '2,50,000');
      await expect(page).toHaveURL(
        (url) => url.searchParams.get('salary') === '15,00,000' && url.searchParams.get('deduction') === '2,50,000',
      );
      const link = page.url();

      await page.goto('/');
      await page.goto(link);
      await expect(main.getByLabel('Total salary')).toHaveValue('15,00,000');
      await expect(main.getByLabel('Total deduction')).toHaveValue('2,50,000');
      await expect(totalTax(main)).toHaveText(regime === 'old' ? '₹1,95,000' : '₹52,000');
      await expect(page).toHaveURL(link);
    });

    test('a link with a negative deduction shows "Enter a valid deduction."', async ({ page }) => {
      await page.goto(`${path}?salary=10%2C00%2C000&deduction=-5%2C000`);
      await expect(page.getByRole('main').getByText('Enter a valid deduction.')).toBeVisible();
    });
  });
}

test('New Regime Tax: ₹7,00,000 shows NO TAX (0) in red', async ({ page }) => {
  await page.goto('/new-regime-tax');
  const main = page.getByRole('main');
  await expect(totalTax(main)).toHaveText('₹0');
  const plainColour = await totalTax(main).evaluate((element) => getComputedStyle(element).color);
  await calculate(main, '7,00,000', '');
  await expectResults(main, ['₹0', '₹0', '₹0', 'NO TAX (0)']);
  const danger = await dangerColour(page);
  expect(danger).not.toBe(plainColour);
  await expect(totalTax(main)).toHaveCSS('color', danger);
});

test('New Regime Tax: the breakdown of ₹12,10,000 shows the 87A marginal relief', async ({ page }) => {
  await page.goto('/new-regime-tax');
  const main = page.getByRole('main');
  await calculate(main, '12,85,000', '75,000');
  await main.getByRole('button', { name: 'Show breakdown' }).click();
  const steps = main.getByRole('table', { name: 'From slab tax to total tax' });
  await expect(steps.getByRole('row', { name: /Tax on slabs/ })).toContainText('₹61,500');
  await expect(
    steps.getByRole('row', { name: /marginal relief \(section 156\(2\)\(b\) \(87A proviso\)\)/ }),
  ).toContainText('₹51,500');
  await expect(steps.getByRole('row', { name: /Total tax/ })).toContainText('₹10,400');
});

test.describe('Tax Compare', () => {
  const oldSection = (page: Page) => page.getByRole('region', { name: 'Old Regime', exact: true });
  const newSection = (page: Page) => page.getByRole('region', { name: 'New Regime (2025-2026)', exact: true });

  test.beforeEach(async ({ page }) => {
    await openTool(page, '/taxcompare-calculator', 'Tax Compare');
  });

  test('two sections, each with its heading, its own fields and button, and ₹0 results', async ({ page }) => {
    for (const [section, heading] of [
      [oldSection(page), 'Old Regime'],
      [newSection(page), 'New Regime (2025-2026)'],
    ] as const) {
      await expect(section.getByRole('heading', { name: heading, exact: true })).toBeVisible();
      await expect(section.getByLabel('Total salary')).toHaveCount(1);
      await expect(section.getByLabel('Total deduction')).toHaveCount(1);
      await expect(section.getByRole('button', { name: 'Calculate Tax' })).toHaveCount(1);
      await expectResults(section, ZERO);
    }
    expect(await oldSection(page).evaluate((element) => element.tagName)).toBe('SECTION');
  });

  for (const reference of CASES) {
    test(`taxable income ₹${reference.income} in both regimes`, async ({ page }) => {
      await calculate(oldSection(page), reference.salary, reference.deduction);
      await expectResults(oldSection(page), reference.old);
      await expectResults(newSection(page), ZERO);
      await expect(page.getByText(/regimes? costs?/)).toHaveCount(0);

      await calculate(newSection(page), reference.salary, reference.deduction);
      await expectResults(newSection(page), reference.new);
      await expect(page.getByText(/^The new regime costs ₹[0-9,]+ less\.$/)).toBeVisible();
    });
  }

  test('the comparison sentence names the cheaper regime, or says they cost the same', async ({ page }) => {
    await calculate(oldSection(page), '15,00,000', '');
    await calculate(newSection(page), '15,00,000', '');
    await expect(page.getByText('The new regime costs ₹1,63,800 less.')).toBeVisible();

    await calculate(oldSection(page), '15,00,000', '10,00,000');
    await expect(totalTax(oldSection(page))).toHaveText('NO TAX (0)');
    await calculate(newSection(page), '15,00,000', '75,000');
    await expect(page.getByText('The old regime costs ₹97,500 less.')).toBeVisible();

    // Both at ₹5,00,000: each regime's 87A rebate takes the tax to nil.
    await calculate(oldSection(page), '5,00,000', '');
    await calculate(newSection(page), '5,00,000', '');
    await expect(page.getByText('Both regimes cost the same.')).toBeVisible();
  });

  test('each side shows its own messages', async ({ page }) => {
    await newSection(page).getByRole('button', { name: 'Calculate Tax' }).click();
    await expect(newSection(page).getByText('Enter a valid salary.')).toBeVisible();
    await expect(oldSection(page).getByText('Enter a valid salary.')).toHaveCount(0);

    await calculate(oldSection(page), '10,00,000', '1,00,00,00,00,00,00,00,000');
    await expect(oldSection(page).getByText('Enter a valid deduction.')).toBeVisible();
    await expect(oldSection(page).getByLabel('Total deduction')).toHaveAccessibleDescription(
      /Enter a valid deduction\./,
    );
  });

  test("the copy buttons copy the other side's inputs, not its result", async ({ page }) => {
    await calculate(oldSection(page), '15,00,000', '2,00,000');
    await newSection(page).getByRole('button', { name: "Copy old regime's inputs" }).click();
    await expect(newSection(page).getByLabel('Total salary')).toHaveValue('15,00,000');
    await expect(newSection(page).getByLabel('Total deduction')).toHaveValue('2,00,000');
    await expectResults(newSection(page), ZERO);

    await newSection(page).getByLabel('Total deduction').fill('75000');
    await oldSection(page).getByRole('button', { name: "Copy new regime's inputs" }).click();
    await expect(oldSection(page).getByLabel('Total deduction')).toHaveValue('75,000');
  });

  test('a shared link with both sides round-trips', async ({ page }) => {
    await calculate(oldSection(page), '15,00,000', '1,50,000');
    await calculate(newSection(page), '15,00,000', '75,000');
    await expect(page.getByText(/regime costs/)).toBeVisible();
    await expect(page).toHaveURL(/oldSalary=15%2C00%2C000/);
    const query = new URL(page.url()).searchParams;
    expect(Object.fromEntries(query)).toEqual({
      year: '2026-27',
      oldSalary: '15,00,000',
      oldDeduction: '1,50,000',
      newSalary: '15,00,000',
      newDeduction: '75,000',
    });
    const link = page.url();
    const oldTotal = await totalTax(oldSection(page)).textContent();
    const newTotal = await totalTax(newSection(page)).textContent();
    const sentence = await page.getByText(/regime costs/).textContent();

    await page.goto('/');
    await page.goto(link);
    await expect(oldSection(page).getByLabel('Total deduction')).toHaveValue('1,50,000');
    await expect(newSection(page).getByLabel('Total deduction')).toHaveValue('75,000');
    await expect(totalTax(oldSection(page))).toHaveText(oldTotal ?? '');
    await expect(totalTax(newSection(page))).toHaveText(newTotal ?? '');
    await expect(page.getByText(sentence ?? '', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(link);
  });

  test('a link with one side (?oldSalary=…) calculates that side only', async ({ page }) => {
    await page.goto('/taxcompare-calculator?oldSalary=15%2C00%2C000&oldDeduction=0');
    await expect(totalTax(oldSection(page))).toHaveText('₹2,73,000');
    await expectResults(newSection(page), ZERO);
    await expect(page.getByText(/regimes? costs?/)).toHaveCount(0);
  });

  test('side by side on a wide screen', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const oldBox = await oldSection(page).boundingBox();
    const newBox = await newSection(page).boundingBox();
    expect(oldBox && newBox).toBeTruthy();
    expect(Math.abs((oldBox?.y ?? 0) - (newBox?.y ?? 1))).toBeLessThan(2);
    expect((oldBox?.x ?? 0) + (oldBox?.width ?? 0)).toBeLessThanOrEqual(newBox?.x ?? 0);
  });

  test('on a phone the columns stack, nothing scrolls sideways and targets are at least 44 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/taxcompare-calculator');
    await calculate(oldSection(page), '51,00,000', '');
    await calculate(newSection(page), '51,00,000', '');
    await oldSection(page).getByRole('button', { name: 'Show breakdown' }).click();
    await newSection(page).getByRole('button', { name: 'Show breakdown' }).click();
    await expect(newSection(page).getByRole('table', { name: 'Tax by slab' })).toBeVisible();

    const oldBox = await oldSection(page).boundingBox();
    const newBox = await newSection(page).boundingBox();
    expect((newBox?.y ?? 0) >= (oldBox?.y ?? 0) + (oldBox?.height ?? 0)).toBe(true);
    const widths = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      document.documentElement.clientWidth,
    ]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1] ?? 0);
    for (const element of await page.getByRole('main').locator('button, input').all()) {
      // A radio is tapped through its label: the label is the target.
      const isRadio = (await element.getAttribute('type')) === 'radio';
      const target = isRadio ? element.locator('xpath=ancestor::label[1]') : element;
      const box = await target.boundingBox();
      expect(box?.height ?? 0, await element.evaluate((node) => node.outerHTML.slice(0, 80))).toBeGreaterThanOrEqual(
        44,
      );
    }
  });
});

/** Presses "Itemise deductions" in a scope and returns its form (it downloads on first use). */
async function openItemise(scope: Locator): Promise<Locator> {
  await scope.getByRole('button', { name: 'Itemise deductions' }).click();
  const form = scope.getByRole('group', { name: 'Deductions, item by item' });
  await expect(form).toBeVisible();
  return form;
}

test.describe('Itemise deductions', () => {
  test("Old Regime Tax: the issue's reference makes ₹3,75,000, with the 80C and 80D caps noted", async ({ page }) => {
    await page.goto('/old-regime-tax');
    const main = page.getByRole('main');
    const form = await openItemise(main);
    await expect(main.getByRole('button', { name: 'Itemise deductions' })).toHaveAttribute('aria-expanded', 'true');
    await expect(form.getByRole('checkbox', { name: 'Salaried (standard deduction)' })).toBeChecked();
    await form.getByLabel('Section 123 (80C)').fill('200000');
    await form.getByLabel('Section 126 (80D) (self and family)').fill('30000');
    await form.getByLabel('Home loan interest (22 (24(b)))').fill('100000');
    await form.getByLabel('NPS (124 (80CCD(1B)))').fill('50000');
    await expect(form.getByLabel('Section 123 (80C)')).toHaveValue('2,00,000');
    await expect(form.getByText('Capped at ₹1,50,000', { exact: true })).toBeVisible();
    await expect(form.getByText('Capped at ₹25,000', { exact: true })).toBeVisible();
    await expect(form.getByText(/^Capped at/)).toHaveCount(2);
    await expect(form.getByLabel('Section 123 (80C)')).toHaveAccessibleDescription(/Capped at ₹1,50,000/);

    // The panel's Age drives the 80D cap: 60 to 79 raises it to ₹50,000.
    await main.getByRole('radio', { name: '60 to 79' }).check();
    await expect(form.getByText(/^Capped at/)).toHaveCount(1);
    await form.getByLabel('Section 126 (80D) (self and family)').fill('60000');
    await expect(form.getByText(/^Capped at/)).toHaveText(['Capped at ₹1,50,000', 'Capped at ₹50,000']);
    await form.getByLabel('Section 126 (80D) (self and family)').fill('30000');
    await main.getByRole('radio', { name: 'Below 60' }).check();

    await form.getByRole('button', { name: 'Use these deductions' }).click();
    await expect(form).toBeHidden();
    await expect(main.getByLabel('Total deduction')).toHaveValue('3,75,000');
    await expect(main.getByRole('button', { name: 'Itemise deductions' })).toBeFocused();

    // The total is what Calculate Tax uses and what a shared link carries.
    await main.getByLabel('Total salary').fill('1500000');
    await main.getByRole('button', { name: 'Calculate Tax' }).click();
    await expectResults(main, ['₹1,50,000', '₹0', '₹6,000', '₹1,56,000']);
    await expect(page).toHaveURL((url) => url.searchParams.get('deduction') === '3,75,000');
  });

  test('Old Regime Tax: Cancel changes nothing, Enter in an amount uses the deductions', async ({ page }) => {
    await page.goto('/old-regime-tax');
    const main = page.getByRole('main');
    await main.getByLabel('Total deduction').fill('100000');
    let form = await openItemise(main);
    await form.getByLabel('Other deductions').fill('5000');
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(form).toBeHidden();
    await expect(main.getByLabel('Total deduction')).toHaveValue('1,00,000');

    form = await openItemise(main);
    await form.getByRole('checkbox', { name: 'Salaried (standard deduction)' }).uncheck();
    await form.getByLabel('Section 126 (80D) (parents)').fill('60000');
    await expect(form.getByText(/^Capped at/)).toHaveText(['Capped at ₹25,000']);
    await form.getByRole('checkbox', { name: 'Parents are senior citizens' }).check();
    await expect(form.getByText(/^Capped at/)).toHaveText(['Capped at ₹50,000']);
    await expect(form.getByLabel('Section 126 (80D) (parents)')).toHaveAccessibleDescription(/Capped at ₹50,000/);
    await form.getByLabel('Section 126 (80D) (parents)').press('Enter');
    await expect(form).toBeHidden();
    await expect(main.getByLabel('Total deduction')).toHaveValue('50,000');
    await expectResults(main, ZERO);
  });

  test('New Regime Tax: the standard deduction of ₹75,000 and employer NPS, uncapped', async ({ page }) => {
    await page.goto('/new-regime-tax');
    const main = page.getByRole('main');
    const form = await openItemise(main);
    await expect(form.getByRole('textbox')).toHaveCount(1);
    await expect(form.getByLabel('Employer NPS (124 (80CCD(2)))')).toHaveAccessibleDescription(/14% of basic salary/);
    await form.getByLabel('Employer NPS (124 (80CCD(2)))').fill('120000');
    await expect(form.getByText(/^Capped at/)).toHaveCount(0);
    await form.getByRole('button', { name: 'Use these deductions' }).click();
    await expect(main.getByLabel('Total deduction')).toHaveValue('1,95,000');
  });

  test('Tax Compare: each regime itemises into its own Total deduction', async ({ page }) => {
    await page.goto('/taxcompare-calculator');
    const oldSide = page.getByRole('region', { name: 'Old Regime', exact: true });
    const newSide = page.getByRole('region', { name: 'New Regime (2025-2026)', exact: true });
    const oldForm = await openItemise(oldSide);
    await oldForm.getByLabel('Section 123 (80C)').fill('150000');
    await oldForm.getByRole('button', { name: 'Use these deductions' }).click();
    const newForm = await openItemise(newSide);
    await newForm.getByRole('button', { name: 'Use these deductions' }).click();
    await expect(oldSide.getByLabel('Total deduction')).toHaveValue('2,00,000');
    await expect(newSide.getByLabel('Total deduction')).toHaveValue('75,000');
  });
});

test.describe('The break-even line on Tax Compare', () => {
  const oldSide = (page: Page) => page.getByRole('region', { name: 'Old Regime', exact: true });
  const newSide = (page: Page) => page.getByRole('region', { name: 'New Regime (2025-2026)', exact: true });

  for (const [salary, deduction] of [
    ['15,00,000', '₹5,93,750'],
    ['20,00,000', '₹7,58,334'],
    ['13,00,000', '₹7,37,500'],
    ['10,00,000', '₹5,00,000'],
  ] as const) {
    test(`salary ₹${salary}: deductions of ${deduction} or more`, async ({ page }) => {
      await page.goto('/taxcompare-calculator');
      await calculate(oldSide(page), salary, '');
      await calculate(newSide(page), salary, '75,000');
      await expect(page.getByText(/^The new regime costs ₹[0-9,]+ less\.$/)).toBeVisible();
      await expect(
        page.getByText(`The old regime would cost the same or less with deductions of ${deduction} or more.`, {
          exact: true,
        }),
      ).toBeVisible();
    });
  }

  test('none when the old regime costs the same or less, or the salaries differ; a shared link shows it', async ({
    page,
  }) => {
    const line = page.getByText(/^The old regime would cost the same or less/);
    await page.goto('/taxcompare-calculator');
    await calculate(oldSide(page), '15,00,000', '5,93,750');
    await calculate(newSide(page), '15,00,000', '75,000');
    await expect(page.getByText('Both regimes cost the same.')).toBeVisible();
    await expect(line).toHaveCount(0);
    await calculate(oldSide(page), '15,00,000', '');
    await expect(line).toHaveText(/₹5,93,750/);
    await calculate(newSide(page), '14,00,000', '75,000');
    await expect(page.getByText('Enter the same salary in both regimes to see which costs less.')).toBeVisible();
    await expect(line).toHaveCount(0);

    await page.goto(
      '/taxcompare-calculator?oldSalary=20%2C00%2C000&oldDeduction=0&newSalary=20%2C00%2C000&newDeduction=75%2C000',
    );
    await expect(line).toHaveText(/₹7,58,334/);
  });
});

test.describe('Lines that add up', () => {
  test('Old Regime Tax on ₹5,00,001: ₹12,501 + ₹0 + ₹501 = ₹13,002, and the breakdown says how each is rounded', async ({
    page,
  }) => {
    await page.goto('/old-regime-tax');
    const main = page.getByRole('main');
    await calculate(main, '5,00,001', '');
    await expectResults(main, ['₹12,501', '₹0', '₹501', '₹13,002']);
    await main.getByRole('button', { name: 'Show breakdown' }).click();
    const steps = main.getByRole('table', { name: 'From slab tax to total tax' });
    await expect(steps.getByRole('row', { name: /Tax on slabs/ })).toContainText('₹12,500.20');
    await expect(steps.getByText('₹12,500.20 rounded up to the rupee')).toBeVisible();
    await expect(steps.getByText('4% of tax plus surcharge, rounded up to the rupee')).toBeVisible();
    await expect(steps.getByText('Tax after 87A + Surcharge + Cess')).toBeVisible();
    await expect(steps.getByRole('row', { name: /Total tax/ }).first()).toContainText('₹13,002');
  });
});

test.describe('On a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  for (const path of ['/old-regime-tax', '/new-regime-tax', '/taxcompare-calculator']) {
    test(`${path}: the itemise form open fits, and every target is at least 44 px`, async ({ page }) => {
      await page.goto(path);
      const scope =
        path === '/taxcompare-calculator' ? page.getByRole('region', { name: 'Old Regime' }) : page.getByRole('main');
      const form = await openItemise(scope);
      await form.getByLabel(/Section 123 \(80C\)|Employer NPS/).fill('9999999');
      const widths = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        document.documentElement.clientWidth,
      ]);
      expect(widths[0]).toBeLessThanOrEqual(widths[1] ?? 0);
      for (const target of await form.locator('button, input[type=text]').all()) {
        const box = await target.boundingBox();
        expect(
          box?.height ?? 0,
          await target.evaluate((element) => element.outerHTML.slice(0, 80)),
        ).toBeGreaterThanOrEqual(44);
      }
      for (const box of await form.getByRole('checkbox').all()) {
        const label = box.locator('xpath=ancestor::label');
        expect((await label.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
      }
    });
  }
});
