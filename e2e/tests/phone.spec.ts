import { expect, test } from '../support/fixtures';
import { noHorizontalScroll, smallTargets } from '../support/page-checks';

/** A phone: 375 × 812 CSS px, touch, mobile viewport. */
test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

// Every route at 375 px is checked in routes.spec.ts; here, a page after a visitor has calculated.
test.describe('phone 375 × 812', () => {
  test('the loan schedule scrolls inside its own box and the chart is visible', async ({ page }) => {
    await page.goto('/loan-calculator');
    await page
      .getByRole('button', { name: /^Calculate/ })
      .first()
      .click();
    const table = page.getByRole('table');
    await expect(table).toBeVisible();
    const chart = page.getByRole('figure', { name: 'Principal vs Interest Over Time' });
    await chart.scrollIntoViewIfNeeded();
    await expect(chart).toBeVisible();
    const chartBox = await chart.boundingBox();
    expect(chartBox!.width).toBeGreaterThan(200);
    expect(chartBox!.x + chartBox!.width).toBeLessThanOrEqual(375);

    const { scrollWidth, clientWidth } = await noHorizontalScroll(page);
    expect(scrollWidth, 'page scroll width').toBeLessThanOrEqual(clientWidth);
    // The table's container takes any overflow: it scrolls sideways itself, or the table fits in it.
    const container = await table.evaluate((element) => {
      let box: HTMLElement | null = element.parentElement;
      while (box && getComputedStyle(box).overflowX !== 'auto' && getComputedStyle(box).overflowX !== 'scroll')
        box = box.parentElement;
      const tableWidth = element.getBoundingClientRect().width;
      return box
        ? {
            scrolls: true,
            fits: box.scrollWidth <= box.clientWidth,
            right: box.getBoundingClientRect().right,
            tableWidth,
          }
        : { scrolls: false, fits: tableWidth <= document.documentElement.clientWidth, right: 0, tableWidth };
    });
    expect(container.scrolls || container.fits, 'the table has a scrolling container or fits').toBe(true);
    expect(container.right).toBeLessThanOrEqual(375);
    expect(await smallTargets(page, 'main'), 'touch targets under 44 px after Calculate').toEqual([]);
  });
});
