import path from 'node:path';
import type { ReactElement } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { CURRENCY_CODES } from '@fintools/shared/data/currencies';
import { PAISE_RESULT_LIMIT_MESSAGE, RESULT_LIMIT_MESSAGE } from './common/result-limit';
import {
  XSS,
  expectMessageOrResult,
  expectSane,
  fastUser,
  pressActions,
  testHostileScreens,
  renderInMain,
  type HostileScreen,
} from '../../shared/test/hostile-input';
import { expectAskedWordsTranslated, expectMessagesTranslated, InLanguage } from '../../shared/test/words';
import * as cagrInput from './cagr/cagr-input';
import * as inflationField from './common/inflation-input';
import * as compoundInterestInput from './compound-interest/compound-interest-input';
import * as currencyInput from './currency/currency-input';
import { RATES_FETCH_FAILED_MESSAGE } from './currency/currency';
import * as ageInput from './dob/age-input';
import * as loanInput from './emi/loan-input';
import * as epfInput from './epf/epf-input';
import * as fdInput from './fd/fd-input';
import * as findDayInput from './find-day/find-day-input';
import { WEEKDAYS } from './find-day/weekday';
import * as goalInput from './goal/goal-input';
import * as gstInput from './gst/gst-input';
import * as inflationInput from './inflation/inflation-input';
import * as prepaymentsInput from './loan/loan-prepayments-input';
import * as npsInput from './nps/nps-input';
import * as percentageInput from './percentage/percentage-input';
import * as ppfInput from './ppf/ppf-input';
import * as rdInput from './rd/rd-input';
import * as simpleInterestInput from './simple-interest/simple-interest-input';
import * as sipInput from './sip/sip-input';
import * as ssyInput from './ssy/ssy-input';
import * as swpInput from './swp/swp-input';
import * as tdsInput from './tds/tds-input';
import * as postOfficeInput from './post-office/post-office-input';
import * as retirementInput from './retirement/retirement-input';
import * as xirrInput from './xirr/xirr-input';
import { NO_TDS_MESSAGE } from './tds/tds';
import CagrCalculatorScreen from './cagr/cagr-calculator-screen';
import CompoundInterestCalculatorScreen from './compound-interest/compound-interest-calculator-screen';
import EpfCalculatorScreen from './epf/epf-calculator-screen';
import GoalCalculatorScreen from './goal/goal-calculator-screen';
import GstCalculatorScreen from './gst/gst-calculator-screen';
import InflationCalculatorScreen from './inflation/inflation-calculator-screen';
import NpsCalculatorScreen from './nps/nps-calculator-screen';
import PpfCalculatorScreen from './ppf/ppf-calculator-screen';
import SimpleInterestCalculatorScreen from './simple-interest/simple-interest-calculator-screen';
import SsyCalculatorScreen from './ssy/ssy-calculator-screen';
import SwpCalculatorScreen from './swp/swp-calculator-screen';
import PostOfficeCalculatorScreen from './post-office/post-office-calculator-screen';
import RetirementCalculatorScreen from './retirement/retirement-calculator-screen';
import XirrCalculatorScreen from './xirr/xirr-calculator-screen';
import BasicCalculatorScreen from './basic/basic-calculator-screen';
import CurrencyConverterScreen from './currency/currency-converter-screen';
import DobCalculatorScreen from './dob/dob-calculator-screen';
import FindDayCalculatorScreen from './find-day/find-day-calculator-screen';
import FdCalculatorScreen from './fd/fd-calculator-screen';
import RdCalculatorScreen from './rd/rd-calculator-screen';
import SipCalculatorScreen from './sip/sip-calculator-screen';
import EmiCalculatorScreen from './emi/emi-calculator-screen';
import LoanCalculatorScreen from './loan/loan-calculator-screen';
import PercentageScreen from './percentage/percentage-screen';
import ValueOfPercentageScreen from './percentage/value-of-percentage-screen';
import TdsCalculatorScreen from './tds/tds-calculator-screen';
import { LIMIT_MESSAGES } from './post-office/post-office-input';

/*
 * Hostile input on every calculator screen (shared/test/hostile-input.tsx): every field, pasted and typed,
 * then every action; the basic calculator's keyboard; the date screens' edges.
 */

/** Every screen whose figures grow with its inputs refuses those that would pass ₹9 × 10^15 (docs/rounding.md). */
const LOAN = [
  'Enter a valid loan amount.',
  'Enter a valid interest rate.',
  'Enter a valid loan tenure (1 - 1000).',
  RESULT_LIMIT_MESSAGE,
];
/** The Loan screen adds its prepayment rows' messages (the month one ends with the tenure in months). */
const LOAN_WITH_PREPAYMENTS = [...LOAN, 'Enter a valid prepayment amount.', 'Enter a month from 1 to '];
const FD = [
  'Please enter a valid investment amount (≥ 500).',
  'Please enter a valid interest rate.',
  'Please enter a valid time period (1 - 50).',
  'Please enter a valid time period (1 - 600).',
  RESULT_LIMIT_MESSAGE,
];
const RD = [
  'Enter a valid monthly investment (≥ ₹500).',
  'Enter a valid interest rate (0–100%).',
  'Enter a valid time period.',
  RESULT_LIMIT_MESSAGE,
];
const SIP = [
  'Please enter monthly investment (min ₹500)',
  'Please enter lump sum amount (min ₹1000)',
  'Please enter valid rate of interest',
  'Please enter valid time period (min 1 year)',
  PAISE_RESULT_LIMIT_MESSAGE,
];

const SCREENS: HostileScreen[] = [
  { path: '/emi-calculator', title: 'EMI Calculator', ui: <EmiCalculatorScreen />, messages: LOAN },
  { path: '/loan-calculator', title: 'LOAN CALCULATOR', ui: <LoanCalculatorScreen />, messages: LOAN_WITH_PREPAYMENTS },
  { path: '/fd-calculator', title: 'FD Calculator', ui: <FdCalculatorScreen />, messages: FD },
  { path: '/rd-calculator', title: 'RD Calculator', ui: <RdCalculatorScreen />, messages: RD },
  { path: '/sip-calculator', title: 'SIP Calculator', ui: <SipCalculatorScreen />, messages: SIP },
  {
    path: '/sip-calculator',
    name: '/sip-calculator (lump sum)',
    title: 'SIP Calculator',
    ui: <SipCalculatorScreen />,
    messages: SIP,
    before: (main, user) => user.click(within(main).getByRole('radio', { name: 'Lump sum' })),
  },
  {
    path: '/tds-calculator',
    title: 'TDS Calculator',
    ui: <TdsCalculatorScreen />,
    messages: ['Please enter a valid amount'],
  },
  {
    path: '/percentage-calculator',
    title: 'Percentage Calculator',
    ui: <PercentageScreen />,
    messages: ['Enter a valid number.', 'Total must be greater than zero.'],
  },
  {
    path: '/value-of-percentage',
    title: 'Percentage of Total Value',
    ui: <ValueOfPercentageScreen />,
    messages: ['Enter a valid total value.', 'Enter a valid percentage.'],
  },
  {
    path: '/simple-interest-calculator',
    title: 'Simple Interest Calculator',
    ui: <SimpleInterestCalculatorScreen />,
    messages: [
      'Enter a valid principal amount.',
      'Enter a rate above 0 and up to 100%.',
      'Enter years from 0 to 100.',
      'Enter months from 0 to 11.',
      'Enter a period of at least one month.',
      RESULT_LIMIT_MESSAGE,
    ],
  },
  {
    path: '/cagr-calculator',
    title: 'CAGR Calculator',
    ui: <CagrCalculatorScreen />,
    messages: [
      'Enter a valid initial value.',
      'Enter a valid final value.',
      'Enter a duration above 0 and up to 100 years.',
    ],
  },
  {
    path: '/inflation-calculator',
    title: 'Inflation Calculator',
    ui: <InflationCalculatorScreen />,
    messages: [
      'Enter a valid amount.',
      'Enter inflation from 0 to 100%.',
      'Enter years from 1 to 100.',
      RESULT_LIMIT_MESSAGE,
    ],
  },
  {
    path: '/post-office-calculator',
    title: 'Post Office Schemes',
    ui: <PostOfficeCalculatorScreen />,
    messages: ['Enter a valid deposit.', 'Enter a rate above 0 and up to 100%.', ...Object.values(LIMIT_MESSAGES.scss)],
  },
  // Its result waits on the rates service (faked below): the sane checks are what is asked of it.
  { path: '/currency-calculator', title: 'Currency Converter', ui: <CurrencyConverterScreen />, messages: null },
];

/** The gateway's rates, for the currency screen: the only outside service of this area. */
beforeEach(() => {
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const base = new URL(String(input)).searchParams.get('from') ?? 'USD';
    const rates = { USD: 1, INR: 85, EUR: 0.9, GBP: 0.8 };
    return {
      ok: true,
      status: 200,
      json: async () => ({ base, date: '2026-01-15', rates, source: 'live' }),
    } as unknown as Response;
  }) as typeof fetch;
});

testHostileScreens(SCREENS);

test('/basiccalc-calculator: hostile keyboard input shows a number or Error', async () => {
  const user = fastUser();
  const main = renderInMain(<BasicCalculatorScreen />);
  const display = within(main).getByLabelText('Display');
  const sequences = [
    '1/0',
    '0/0',
    '-1/0',
    `${'9'.repeat(60)}*${'9'.repeat(60)}`,
    `${'9'.repeat(400)}*${'9'.repeat(400)}`,
    '1e309',
    '..5',
    '5--5',
    '*/',
    '5.5.5',
    '٣٤٥',
    '(1+2)',
    XSS,
    '0.1+0.2',
    '-',
    '',
  ];
  // One keydown per character, where the screen listens (window, through the focused element); the screen
  // folds each key into its state one by one, and one act renders the lot. The 800-key product still takes
  // ~12 s: pressKey's TRAILING_EXPONENT_NUMBER search backtracks over the whole display on every key.
  const press = (...keys: string[]) =>
    act(() => {
      const target = document.activeElement ?? document.body;
      for (const key of keys)
        target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    });
  for (const sequence of sequences) {
    press('Escape');
    await user.click(within(main).getByRole('button', { name: 'C' }));
    press(...sequence, 'Enter', '=');
    const shown = (display.textContent ?? '').trim();
    expect({ sequence, shown }).toEqual({
      sequence,
      shown: expect.stringMatching(/^(Error|-?[\d.,]*(e[+-]?\d+)?|[\d.+\-×÷*/]*)$/),
    });
    await expectSane(main, 'Basic Calculator', `keyboard ${JSON.stringify(sequence)}`);
  }
});

const DOB_MESSAGES = [
  'Please select Date of Birth.',
  'DOB cannot be after current date.',
  // The screen's own range message for the picker's 1900–2999 range (docs/product.md §9: "Date range 1900 to 2999").
  'Please select a date between 1 Jan 1900 and 31 Dec 2999.',
  // An emptied current date (the browser refuses 2025-02-29) has its own message.
  'Please select the current date.',
  'Please select a valid date.',
];
const DATE_EDGES = ['1899-12-31', '1900-01-01', '2999-12-31', '3000-01-01', '2024-02-29', '2025-02-29', ''];
/** Dates no calendar has: a browser's date input refuses them (value sanitisation, HTML §4.10.5.1.7). */
const IMPOSSIBLE = new Set(['2025-02-29']);

/**
 * Sets a date input as a picker would. An impossible date never reaches the screen as itself: jsdom, like
 * a browser, sanitises it to '' (Playwright's fill refused it outright), so the screen sees an empty field,
 * and this checks that it is so, so the edge stays what the test says it is.
 */
function setDate(label: string, value: string) {
  const field = screen.getByLabelText<HTMLInputElement>(label, { exact: true });
  fireEvent.change(field, { target: { value } });
  expect({ label, value, shown: field.value }).toEqual({ label, value, shown: IMPOSSIBLE.has(value) ? '' : value });
}

test('/dob-calculator: date edges give a message or a result', async () => {
  const user = fastUser();
  window.history.replaceState(null, '', '/dob-calculator');
  const main = renderInMain(<DobCalculatorScreen />);
  for (const dob of DATE_EDGES) {
    for (const current of DATE_EDGES) {
      setDate('Date of birth', dob);
      setDate('Current date', current);
      await user.click(within(main).getByRole('button', { name: 'Calculate Age' }));
      const context = `DOB ${dob}, current ${current}`;
      await expectSane(main, 'DOB CALCULATOR', context);
      await expectMessageOrResult(main, DOB_MESSAGES, context);
    }
  }
});

test('/dayfind-calculator: date edges give a message or a weekday', async () => {
  const user = fastUser();
  window.history.replaceState(null, '', '/dayfind-calculator');
  const main = renderInMain(<FindDayCalculatorScreen />);
  for (const date of DATE_EDGES) {
    setDate('Date', date);
    await user.click(within(main).getByRole('button', { name: 'Find Day' }));
    const context = `date ${date}`;
    await expectSane(main, 'FIND DAY CALCULATOR', context);
    const text = main.textContent ?? '';
    const answered =
      /Day is: (Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)/.test(text) ||
      text.includes('Please select a valid date.');
    expect({ context, answered, text: text.slice(0, 200) }).toEqual({
      context,
      answered: true,
      text: text.slice(0, 200),
    });
  }
});

/*
 * Every word in Hindi (docs/languages.md): each screen of the area, at its route, with its defaults calculated,
 * then every button pressed (a failed Calculate's messages, a prepayment row, paging). Recorded in English, every
 * message it asked for must have its Hindi (the file's afterAll); drawn in Hindi, no English word may show
 * that bypassed the page's words: only the glossary's acronyms, currency codes and figures stay in Latin letters.
 */
const AREA = path.join(__dirname, '..');

/** Latin-letter words a Hindi page keeps: the glossary's acronyms, the law's and the page's codes. */
const KEPT_IN_LATIN = new Set([
  ...['EMI', 'SIP', 'TDS', 'TCS', 'PPF', 'GST', 'HRA', 'NPS', 'EPF', 'PAN', 'SSY', 'SWP', 'FD', 'RD', 'CAGR', 'XIRR'],
  ...['KVP', 'NSC', 'SCSS', 'POMIS', 'CGST', 'SGST', 'IGST', 'DA', 'EPS', 'HUF', 'CSV'],
  // formatCompactInr's units on a chart's axis (₹5L, ₹1.25Cr): figures, the same in both languages.
  ...['L', 'Cr', 'K'],
  // The basic calculator's clear key.
  'C',
  ...CURRENCY_CODES,
]);

/** The words in Latin letters a screen shows, as text or as a name (aria-label, title), but those kept. */
function latinWords(main: HTMLElement): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? '');
  for (const element of main.querySelectorAll('[aria-label], [title], [placeholder], [data-text]'))
    for (const name of ['aria-label', 'title', 'placeholder', 'data-text'])
      texts.push(element.getAttribute(name) ?? '');
  // Section numbers of the law ("194J", "194-I") are codes, not words.
  const words = texts.flatMap((text) => text.match(/(?<![\w-])[A-Za-z]+(?![\w-])/g) ?? []);
  return [...new Set(words.filter((word) => !KEPT_IN_LATIN.has(word)))].sort();
}

/** What a pressed button started (a lazy chunk, a fetch) settles. */
async function settle() {
  for (let tick = 0; tick < 5; tick += 1) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

/** Calculates the defaults, then presses every button; `look` sees the screen after each. */
async function everyState(main: HTMLElement, look: () => void) {
  look();
  const submit = main.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (submit) fireEvent.click(submit);
  await settle();
  look();
  for (let round = 0; round < 2; round += 1) {
    await pressActions(main);
    await settle();
    look();
  }
}

interface WordsScreen {
  path: string;
  ui: ReactElement;
  /** Set up before (SIP's lump sum mode), in either language. */
  before?: (main: HTMLElement) => void;
}

const lumpSum = (main: HTMLElement) => fireEvent.click(main.querySelector('input[type="radio"][value="lumpsum"]')!);

const WORDS_SCREENS: WordsScreen[] = [
  { path: '/basiccalc-calculator', ui: <BasicCalculatorScreen /> },
  { path: '/emi-calculator', ui: <EmiCalculatorScreen /> },
  { path: '/fd-calculator', ui: <FdCalculatorScreen /> },
  { path: '/rd-calculator', ui: <RdCalculatorScreen /> },
  { path: '/sip-calculator', ui: <SipCalculatorScreen /> },
  { path: '/sip-calculator?stepUp=10&inflation=6', ui: <SipCalculatorScreen /> },
  { path: '/sip-calculator', ui: <SipCalculatorScreen />, before: lumpSum },
  { path: '/tds-calculator', ui: <TdsCalculatorScreen /> },
  { path: '/currency-calculator', ui: <CurrencyConverterScreen /> },
  { path: '/loan-calculator', ui: <LoanCalculatorScreen /> },
  { path: '/loan-calculator?loanTenure=5&unit=months&prepayments=1000m2y', ui: <LoanCalculatorScreen /> },
  {
    path: '/loan-calculator?loanTenure=30&unit=months&prepayments=1000m2&afterPrepayment=reduce-emi',
    ui: <LoanCalculatorScreen />,
  },
  { path: '/percentage-calculator?part=20&total=200', ui: <PercentageScreen /> },
  { path: '/value-of-percentage?percentage=20&total=200', ui: <ValueOfPercentageScreen /> },
  { path: '/dob-calculator?dob=2000-01-01', ui: <DobCalculatorScreen /> },
  { path: '/dayfind-calculator', ui: <FindDayCalculatorScreen /> },
  { path: '/ppf-calculator?inflation=6', ui: <PpfCalculatorScreen /> },
  { path: '/ssy-calculator', ui: <SsyCalculatorScreen /> },
  { path: '/nps-calculator', ui: <NpsCalculatorScreen /> },
  { path: '/epf-calculator', ui: <EpfCalculatorScreen /> },
  { path: '/swp-calculator', ui: <SwpCalculatorScreen /> },
  { path: '/swp-calculator?monthlyWithdrawal=50000', ui: <SwpCalculatorScreen /> },
  { path: '/goal-calculator', ui: <GoalCalculatorScreen /> },
  { path: '/gst-calculator?amount=1000', ui: <GstCalculatorScreen /> },
  { path: '/simple-interest-calculator', ui: <SimpleInterestCalculatorScreen /> },
  { path: '/compound-interest-calculator', ui: <CompoundInterestCalculatorScreen /> },
  { path: '/cagr-calculator', ui: <CagrCalculatorScreen /> },
  { path: '/inflation-calculator', ui: <InflationCalculatorScreen /> },
  { path: '/retirement-calculator', ui: <RetirementCalculatorScreen /> },
  { path: '/retirement-calculator?savings=10,00,00,000', ui: <RetirementCalculatorScreen /> },
  { path: '/post-office-calculator', ui: <PostOfficeCalculatorScreen /> },
  { path: '/post-office-calculator?scheme=pomis&deposit=9,00,000&rate=7.4', ui: <PostOfficeCalculatorScreen /> },
  { path: '/post-office-calculator?scheme=nsc&deposit=1,000&rate=7.7', ui: <PostOfficeCalculatorScreen /> },
  { path: '/post-office-calculator?scheme=kvp&deposit=1,000&rate=7.5', ui: <PostOfficeCalculatorScreen /> },
  { path: '/xirr-calculator', ui: <XirrCalculatorScreen /> },
];

test.each(WORDS_SCREENS.map((words) => [`${words.path}${words.before ? ' (after set-up)' : ''}`, words] as const))(
  '%s: every word it shows has its Hindi, and a Hindi page shows no English word',
  async (_, { path: route, ui, before }) => {
    // In English, noting every message the screen asks for (checked after the file).
    window.history.replaceState(null, '', route);
    const english = renderInMain(ui);
    before?.(english);
    await everyState(english, () => undefined);
    // CSS-free jsdom: the English render is gone before the Hindi one reads the same URL.
    document.body.innerHTML = '';

    window.history.replaceState(null, '', route);
    const { container } = render(
      <InLanguage areaDir={AREA} language="hi">
        <main>{ui}</main>
      </InLanguage>,
    );
    const main = container.querySelector('main')!;
    before?.(main);
    const shown = new Set<string>();
    await everyState(main, () => latinWords(main).forEach((word) => shown.add(word)));
    expect({ route, english: [...shown].sort() }).toEqual({ route, english: [] });
  },
);

test('every message the validators and rules give has its Hindi', () => {
  expectMessagesTranslated(AREA, [
    cagrInput,
    inflationField,
    compoundInterestInput,
    currencyInput,
    ageInput,
    loanInput,
    epfInput,
    fdInput,
    findDayInput,
    goalInput,
    gstInput,
    inflationInput,
    prepaymentsInput,
    npsInput,
    percentageInput,
    ppfInput,
    rdInput,
    simpleInterestInput,
    sipInput,
    ssyInput,
    swpInput,
    tdsInput,
    postOfficeInput,
    retirementInput,
    xirrInput,
    {
      RULE_MESSAGES: [RESULT_LIMIT_MESSAGE, PAISE_RESULT_LIMIT_MESSAGE, RATES_FETCH_FAILED_MESSAGE, NO_TDS_MESSAGE],
      WEEKDAY_MESSAGES: WEEKDAYS,
    },
  ]);
});

// Every word the screens above asked for, in every language (shared/test/words.tsx).
afterAll(() => expectAskedWordsTranslated(AREA));
