import { test as base, expect } from '@playwright/test';

/**
 * Every page in these tests fails its test on an uncaught error or an unexpected dialog: a screen
 * must show a message, never crash or pop up alerts.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('dialog', (dialog) => {
      errors.push(`unexpected dialog: ${dialog.message()}`);
      void dialog.dismiss();
    });
    await use(page);
    expect(errors, 'uncaught page errors').toEqual([]);
  },
});

export { expect };
