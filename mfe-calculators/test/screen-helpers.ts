import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * What the calculator screens' tests do again and again, written once: read the result list as a
 * visitor reads it, press a button, replace a field's text, read a table's body. Everything goes by
 * role, label and visible text, so a test fails when what a visitor sees changes.
 */

/** The value shown beside one of the result list's names ("Maturity Amount" → "₹1,16,075"). */
export function resultValue(label: string, scope: HTMLElement = document.body): string {
  return within(scope).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '';
}

/** The whole result list as "term: value" pairs, in order. */
export function results(scope: HTMLElement = document.body): string[] {
  return within(scope)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
}

/**
 * Presses a screen's submit button ("Calculate" unless the spec names it otherwise), and waits for the
 * results' code where that is a chunk of its own (the Loan and SIP screens) the first time.
 */
export async function calculate(name = 'Calculate'): Promise<void> {
  await userEvent.click(screen.getByRole('button', { name }));
  await resultsShown();
}

/** Waits until no part of the screen says "Calculating…" (its code still downloading). */
export async function resultsShown(): Promise<void> {
  await waitFor(() => expect(screen.queryByText('Calculating…')).not.toBeInTheDocument());
}

/** Clears a labelled field and types `text` into it, as a visitor would (empty text leaves it empty). */
export async function replace(label: string, text: string): Promise<void> {
  const input = screen.getByLabelText(label);
  await userEvent.clear(input);
  if (text) await userEvent.type(input, text);
}

/** A table's column headers, in order. */
export function columnHeaders(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent ?? '');
}

/** A table's body rows, each as the texts of its cells. */
export function bodyRows(table: HTMLElement): string[][] {
  const [, body] = within(table).getAllByRole('rowgroup');
  return within(body!)
    .queryAllByRole('row')
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent ?? ''),
    );
}

/** "₹5,00,000" → 500000: a shown amount back as a number, to add columns up. */
export function rupees(text: string): number {
  return Number(text.replace(/[₹,]/g, ''));
}

/** A Blob's text. jsdom's Blob has no text(), so FileReader reads it the old way. */
export function readBlobText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/**
 * What a keyboard can reach inside a chart's aria-hidden drawing: axe's aria-hidden-focus, written as the
 * opening of each such element. A chart whose drawing is hidden must give [].
 */
export function focusableInHiddenDrawing(container: HTMLElement): string[] {
  const hidden = container.querySelector('[aria-hidden="true"] svg')?.closest('[aria-hidden="true"]');
  if (!hidden) throw new Error('no aria-hidden drawing');
  const focusable = hidden.querySelectorAll(
    '[tabindex]:not([tabindex="-1"]), a[href], button, input, select, textarea',
  );
  return Array.from(focusable).map((element) => element.outerHTML.slice(0, 60));
}
