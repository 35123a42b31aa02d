import type { ReactElement } from 'react';
import { act, fireEvent, render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordingWords } from './words';

/*
 * Hostile input on a screen, in one place for every area's `src/fuzz.test.tsx`: the values every field
 * gets, and the checks every screen must pass after each of them (docs/product.md §5 and §8: a message
 * or a finite result, never a crash). These were a Playwright spec; nothing here needs a real browser, so
 * they run in jsdom at a fraction of the cost (docs/testing.md).
 */

export const XSS = '<img src=x onerror="window.__xss=1">';

/** Every field gets each of these, pasted (one input event with the whole value, as a paste or fill is). */
export const HOSTILE = [
  '',
  '-',
  'e',
  '1e309',
  '٣٤٥',
  '  5  ',
  '5,00,000abc',
  '9'.repeat(60),
  '-5',
  '0',
  '0.0000001',
  XSS,
] as const;

/** A subset also typed key by key, where the field's typing filter runs per key. */
export const TYPED = ['-5', '1e309', '5,00,000abc', '٣٤٥', XSS] as const;

const BAD_WORDS = ['NaN', 'Infinity', 'undefined', '[object Object]'];
/** How long a spinner, busy region or loading line may last after an action. */
const BUSY_BOUND_MS = 5_000;

/** A user whose typing does not wait between keys: the keys are the point, not the time between them. */
export const fastUser = () => userEvent.setup({ delay: null });
export type User = ReturnType<typeof fastUser>;

/**
 * Renders a screen inside a <main>, as the shell does, and returns the <main> (the scope of every check). Its
 * words are noted as it asks for them (words.tsx `askedFor`), for the area's check that each has its translation.
 */
export function renderInMain(ui: ReactElement): HTMLElement {
  const { container } = render(
    <RecordingWords>
      <main>{ui}</main>
    </RecordingWords>,
  );
  return container.querySelector('main')!;
}

/** The ASCII digits of a text. */
export const digitsOf = (text: string) => text.replace(/[^0-9]/g, '');

/** What keeps a screen busy: a busy region or a loading line. */
function busy(main: HTMLElement): string | null {
  if (main.querySelector('[aria-busy="true"]')) return 'aria-busy';
  return /(Loading|Searching)\.\.\./.test(main.textContent ?? '') ? 'loading line' : null;
}

/** Links that would run script or open inline content: none may come from input or a service's text. */
export function dangerousLinks(scope: ParentNode = document): string[] {
  return Array.from(scope.querySelectorAll('a[href]'), (anchor) => (anchor as HTMLAnchorElement).href).filter((href) =>
    ['javascript:', 'data:', 'vbscript:'].includes(new URL(href, 'http://localhost/').protocol),
  );
}

/** The checks every screen passes after any input: readable text, no executed markup, no hang. */
export async function expectSane(main: HTMLElement, title: string, context: string) {
  await waitFor(() => expect({ context, busy: busy(main) }).toEqual({ context, busy: null }), {
    timeout: BUSY_BOUND_MS,
  });
  const headings = Array.from(main.querySelectorAll('h1'), (h1) => h1.textContent?.trim());
  expect({ context, headings }).toEqual({ context, headings: expect.arrayContaining([title]) });
  const text = main.textContent ?? '';
  for (const word of BAD_WORDS)
    expect({ context, shows: text.includes(word), word }).toEqual({ context, shows: false, word });
  expectNoMarkup(context);
}

/** No markup from input or a service ran or was rendered. */
export function expectNoMarkup(context: string) {
  expect({ context, xss: (window as { __xss?: unknown }).__xss }).toEqual({ context, xss: undefined });
  // jsdom fetches no pictures, so an injected <img onerror> would never fire here: the markup itself is the
  // evidence. Neither it nor any element carrying a handler attribute from the input may be in the page.
  const rendered = document.querySelectorAll('img[src="x"], [onerror], main script').length;
  expect({ context, rendered }).toEqual({ context, rendered: 0 });
}

/**
 * A digits field never loses what it kept of a value with digits: it either shows some of the value's
 * digits, or (a value past the field's maximum is refused) still holds what it had before.
 */
export function expectKept(field: HTMLInputElement, value: string, before: string, context: string) {
  const after = field.value;
  if (digitsOf(value).replace(/^0+/, '') === '' || after === before) return;
  expect({ context, value, after, digits: digitsOf(after) !== '' }).toEqual({ context, value, after, digits: true });
}

/** Either one of the screen's messages or a finite result is on the screen. */
export async function expectMessageOrResult(main: HTMLElement, messages: readonly string[], context: string) {
  // A result whose code is a chunk of its own (Loan, SIP) shows after a tick: wait for it, briefly.
  await waitFor(
    () => {
      const text = main.textContent ?? '';
      const found =
        messages.some((message) => text.includes(message)) ||
        Array.from(main.querySelectorAll('dd'), (dd) => dd.textContent?.trim() ?? '').some((value) =>
          /^(₹|-?\d|No TDS applicable|NO TAX)/.test(value),
        );
      expect({ context, found, text: text.slice(0, 200) }).toEqual({ context, found: true, text: text.slice(0, 200) });
    },
    { timeout: 2_000 },
  );
}

/** Presses every enabled action button in main (copy, download and print are not actions on input). */
export async function pressActions(main: HTMLElement, skip: RegExp = /copy link|download|print/i) {
  // By selector and a plain click: role queries and user-event's pointer cycle cost most of these tests' time
  // in jsdom, and a click on a button (submit included) is all the actions need.
  const buttons = Array.from(main.querySelectorAll('button')).filter(
    (button) => !skip.test((button.getAttribute('aria-label') ?? button.textContent ?? '').trim()),
  );
  for (const button of buttons) {
    // An earlier press may have removed or disabled it (Remove, a running search).
    if (button.isConnected && !button.disabled) fireEvent.click(button);
  }
  // Let what the clicks started (a lazy chunk, a fetch) settle into the next render.
  await act(async () => undefined);
}

/** The textboxes of a screen, in order (a role query, by selector: text-like inputs and text areas). */
const textboxes = (main: HTMLElement) =>
  Array.from(
    main.querySelectorAll<HTMLInputElement>(
      'input:not([type]), input[type="text"], input[type="search"], input[type="email"], input[type="tel"], input[type="url"], textarea',
    ),
  );

export interface HostileScreen {
  /** The screen's route: the URL it runs at (screens read and write their query). */
  path: string;
  /** The test's name when one path is tested twice (SIP's lump sum mode). */
  name?: string;
  /** The screen's heading, as the DOM spells it. */
  title: string;
  ui: ReactElement;
  /**
   * The spec's messages for the screen (§5, §8); one of them or a finite result must show after every
   * action. Null where the screen has no result list (media) or its result depends on a service (currency):
   * there the sane checks are what is asked.
   */
  messages: readonly string[] | null;
  /** Set up before fuzzing (SIP's lump sum mode). */
  before?: (main: HTMLElement, user: User) => Promise<void>;
  /** Fields whose text is free (the keyword): the text stays, no digits rule. */
  freeText?: readonly string[];
}

/**
 * Every HOSTILE value pasted into every textbox of the screen, then every action pressed; then every TYPED
 * value typed key by key into every textbox, then every action. After each round the checks above.
 * Returns the screen's <main>, for checks of the screen's own.
 */
export async function fuzzScreen({
  path,
  title,
  ui,
  messages,
  before,
  freeText = [],
}: HostileScreen): Promise<HTMLElement> {
  window.history.replaceState(null, '', path);
  const user = fastUser();
  const main = renderInMain(ui);
  await before?.(main, user);
  // The fields present at the start, found afresh each round (a re-render may replace one); rows an action
  // adds (a prepayment) come after them and are the actions' business.
  const count = textboxes(main).length;
  const fieldsNow = () => textboxes(main).slice(0, count);
  const labels = fieldsNow().map((field) => field.labels?.[0]?.textContent ?? '');
  expect(count).toBeGreaterThan(0);

  const check = async (context: string) => {
    await pressActions(main);
    await expectSane(main, title, context);
    if (messages) await expectMessageOrResult(main, messages, context);
  };

  for (const value of HOSTILE) {
    fieldsNow().forEach((field, index) => {
      const context = `pasted ${JSON.stringify(value)} into ${labels[index]}`;
      const before = field.value;
      fireEvent.change(field, { target: { value } });
      if (!freeText.includes(labels[index]!)) expectKept(field, value, before, context);
      else if (value.trim()) expect({ context, kept: field.value.trim() }).toEqual({ context, kept: value.trim() });
    });
    await check(`pasted ${JSON.stringify(value)}`);
  }

  // One field at a time, key by key, the others left as the last value left them.
  for (const value of TYPED) {
    for (const index of labels.keys()) {
      const field = fieldsNow()[index]!;
      const context = `typed ${JSON.stringify(value)} into ${labels[index]}`;
      await user.clear(field);
      // user-event reads "{" and "[" as key names; the values have neither but "<" is fine as is.
      await user.type(field, value);
      if (freeText.includes(labels[index]!)) expect({ context, kept: field.value }).toEqual({ context, kept: value });
      else expectKept(field, value, '', context);
    }
    await check(`typed ${JSON.stringify(value)} into every field`);
  }
  return main;
}

/** One test per screen, each running fuzzScreen; `after` adds the screen's own checks. */
export function testHostileScreens(screens: readonly HostileScreen[], after?: (main: HTMLElement) => void) {
  for (const hostile of screens) {
    test(`${hostile.name ?? hostile.path}: every field survives hostile input, pasted and typed`, async () => {
      // Not after?.(await fuzzScreen(…)): with no `after`, the optional call would skip its argument too.
      const main = await fuzzScreen(hostile);
      after?.(main);
    });
  }
}
