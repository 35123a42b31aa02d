import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CURRENCY_CODES, currencyLabel } from '@fintools/shared/data/currencies';
import CurrencyConverterScreen from './currency-converter-screen';
import { AMOUNT_DEBOUNCE_MS } from './use-currency-converter';

/**
 * The browser boundary, faked: `fetch` records each request and either answers at once like the gateway
 * (`auto`) or waits for the test to answer it. Like a careless server it ignores the abort signal, so the
 * screen itself must drop stale answers.
 */
const PER_USD: Record<string, number> = { USD: 1, INR: 85, EUR: 0.9, GBP: 0.8, JPY: 150, XYZ: 3 };

function gatewayAnswer(base: string, source = 'live') {
  const perBase = PER_USD[base] ?? 1;
  const rates: Record<string, number> = {};
  for (const [code, perUsd] of Object.entries(PER_USD)) {
    if (code !== base) rates[code] = Number((perUsd / perBase).toPrecision(6));
  }
  return { base, date: '2026-01-15', rates, source };
}

interface FakeRequest {
  url: URL;
  from: string | null;
  signal: AbortSignal | undefined;
  respond: (status: number, body: unknown) => void;
}

let requests: FakeRequest[] = [];
let auto: ((request: FakeRequest) => void) | null = null;

function fakeResponse(status: number, body: unknown) {
  return { ok: status >= 200 && status < 300, status, json: async () => body } as unknown as Response;
}

beforeEach(() => {
  requests = [];
  auto = (request) => request.respond(200, gatewayAnswer(request.from ?? ''));
  globalThis.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    return new Promise<Response>((resolve) => {
      const url = new URL(String(input));
      const request: FakeRequest = {
        url,
        from: url.searchParams.get('from'),
        signal: init?.signal ?? undefined,
        respond: (status, body) => resolve(fakeResponse(status, body)),
      };
      requests.push(request);
      if (auto) {
        const answer = auto;
        queueMicrotask(() => answer(request));
      }
    });
  }) as typeof fetch;
});

const amount = () => screen.getByLabelText('Amount');
const fromSelect = () => screen.getByLabelText('From');
const toSelect = () => screen.getByLabelText('To');
const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);
const ratesList = () => screen.queryByRole('region', { name: /^Exchange Rates/ });
/** The rate shown beside a code in the rates list ("INR" → "85.0000"). */
function rateOf(code: string): string {
  const term = within(ratesList()!).getByText(code, { selector: 'dt span' }).closest('dt');
  return term?.nextElementSibling?.textContent ?? '';
}

test('starts at 1 USD → INR, shows Loading..., asks the gateway on this origin, then the result line', async () => {
  render(<CurrencyConverterScreen />);
  expect(screen.getByRole('heading', { level: 1, name: 'Currency Converter' })).toBeInTheDocument();
  expect(amount()).toHaveValue('1');
  expect(fromSelect()).toHaveValue('USD');
  expect(toSelect()).toHaveValue('INR');
  expect(screen.getByText('Loading...')).toBeInTheDocument();

  expect(await screen.findByText('1 USD = 85.00 INR')).toBeInTheDocument();
  expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  expect(screen.getByText('Rates of 15 Jan 2026 (live)')).toBeInTheDocument();
  expect(requests).toHaveLength(1);
  expect(requests[0]?.url.href).toBe('http://localhost/api/rates?from=USD');

  expect(screen.getByRole('heading', { level: 2, name: 'Exchange Rates (Base: USD)' })).toBeInTheDocument();
  expect(rateOf('INR')).toBe('85.0000');
  expect(rateOf('EUR')).toBe('0.9000');
  expect(within(ratesList()!).getByText('INR', { selector: 'dt span' }).closest('dt')).toHaveTextContent(
    'INR Indian Rupee',
  );
  expect(
    within(ratesList()!)
      .getAllByRole('term')
      .map((term) => term.textContent),
  ).toEqual(['EUR Euro', 'GBP British Pound', 'INR Indian Rupee', 'JPY Japanese Yen']);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('options are named from the fixed list: all of it before the answer, then the answer’s codes plus the base', async () => {
  auto = null;
  render(<CurrencyConverterScreen />);
  expect(optionTexts(fromSelect())).toEqual(CURRENCY_CODES.map(currencyLabel));
  expect(optionTexts(toSelect())).toContain('INR — Indian Rupee');

  act(() => requests[0]?.respond(200, gatewayAnswer('USD')));
  await screen.findByText('1 USD = 85.00 INR');
  const expected = ['EUR — Euro', 'GBP — British Pound', 'INR — Indian Rupee', 'JPY — Japanese Yen', 'USD — US Dollar'];
  expect(optionTexts(fromSelect())).toEqual(expected);
  expect(optionTexts(toSelect())).toEqual(expected);
});

test('a failed fetch shows the red alert and clears the result line and the rates list; Retry fetches again', async () => {
  render(<CurrencyConverterScreen />);
  await screen.findByText('1 USD = 85.00 INR');

  auto = (request) => request.respond(502, { error: 'The exchange-rates service failed' });
  await userEvent.selectOptions(fromSelect(), 'EUR');
  expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to fetch exchange rates\. Try again\.$/);
  expect(screen.queryByText(/ = /)).not.toBeInTheDocument();
  expect(ratesList()).not.toBeInTheDocument();
  expect(screen.queryByText(/^Rates of/)).not.toBeInTheDocument();
  expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  // The selects never go empty: they fall back to the fixed list.
  expect(optionTexts(fromSelect())).toHaveLength(CURRENCY_CODES.length);
  expect(fromSelect()).toHaveValue('EUR');

  auto = (request) => request.respond(200, gatewayAnswer(request.from ?? ''));
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('1 EUR = 94.44 INR')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(requests.map((request) => request.from)).toEqual(['USD', 'EUR', 'EUR']);
});

test.each([
  ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
  ['a body that is not rates', () => Promise.resolve(fakeResponse(200, { base: 'USD', rates: 'none' }))],
  ['an answer for another base', () => Promise.resolve(fakeResponse(200, gatewayAnswer('EUR')))],
])('%s on the first fetch shows the alert and no result', async (_name, answer) => {
  globalThis.fetch = jest.fn(answer) as typeof fetch;
  render(<CurrencyConverterScreen />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch exchange rates. Try again.');
  expect(screen.queryByText(/ = /)).not.toBeInTheDocument();
  expect(ratesList()).not.toBeInTheDocument();
  expect(optionTexts(toSelect())).toHaveLength(CURRENCY_CODES.length);
});

test('typing an amount converts at once and fetches again once typing pauses, not per key', async () => {
  render(<CurrencyConverterScreen />);
  await screen.findByText('1 USD = 85.00 INR');
  await userEvent.clear(amount());
  await userEvent.type(amount(), '2500');
  expect(amount()).toHaveValue('2500');
  expect(screen.getByText('2,500 USD = 2,12,500.00 INR')).toBeInTheDocument();
  expect(requests).toHaveLength(1);

  await waitFor(() => expect(requests).toHaveLength(2));
  expect(requests[1]?.from).toBe('USD');
  await waitFor(() => expect(screen.queryByText('Loading...')).not.toBeInTheDocument());
  expect(screen.getByText('2,500 USD = 2,12,500.00 INR')).toBeInTheDocument();
  await act(() => new Promise((resolve) => setTimeout(resolve, AMOUNT_DEBOUNCE_MS * 2)));
  expect(requests).toHaveLength(2);
});

test('an older answer that arrives after a newer one is ignored, and the older request is aborted', async () => {
  auto = null;
  render(<CurrencyConverterScreen />);
  await userEvent.selectOptions(fromSelect(), 'EUR');
  expect(requests.map((request) => request.from)).toEqual(['USD', 'EUR']);
  expect(requests[0]?.signal?.aborted).toBe(true);
  expect(requests[1]?.signal?.aborted).toBe(false);

  act(() => requests[1]?.respond(200, gatewayAnswer('EUR')));
  expect(await screen.findByText('1 EUR = 94.44 INR')).toBeInTheDocument();
  act(() => requests[0]?.respond(200, gatewayAnswer('USD', 'cache')));
  await act(() => Promise.resolve());
  expect(screen.getByText('1 EUR = 94.44 INR')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Exchange Rates (Base: EUR)' })).toBeInTheDocument();
  expect(screen.getByText('Rates of 15 Jan 2026 (live)')).toBeInTheDocument();
  expect(screen.queryByText(/USD = /)).not.toBeInTheDocument();
});

test('a late failure of an older request does not show the alert over a newer answer', async () => {
  auto = null;
  render(<CurrencyConverterScreen />);
  await userEvent.selectOptions(toSelect(), 'EUR');
  act(() => requests[1]?.respond(200, gatewayAnswer('USD')));
  expect(await screen.findByText('1 USD = 0.90 EUR')).toBeInTheDocument();
  act(() => requests[0]?.respond(502, { error: 'x' }));
  await act(() => Promise.resolve());
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByText('1 USD = 0.90 EUR')).toBeInTheDocument();
});

test('Swap currencies turns USD → INR into INR → USD and fetches rates for INR', async () => {
  render(<CurrencyConverterScreen />);
  await screen.findByText('1 USD = 85.00 INR');
  await userEvent.click(screen.getByRole('button', { name: 'Swap currencies' }));
  expect(fromSelect()).toHaveValue('INR');
  expect(toSelect()).toHaveValue('USD');
  expect(await screen.findByText('1 INR = 0.01 USD')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Exchange Rates (Base: INR)' })).toBeInTheDocument();
  expect(rateOf('USD')).toBe('0.0118');
  expect(requests.map((request) => request.from)).toEqual(['USD', 'INR']);
});

test('changing To fetches again and converts into the new currency', async () => {
  render(<CurrencyConverterScreen />);
  await screen.findByText('1 USD = 85.00 INR');
  await userEvent.selectOptions(toSelect(), 'JPY — Japanese Yen');
  expect(await screen.findByText('1 USD = 150.00 JPY')).toBeInTheDocument();
  expect(requests.map((request) => request.from)).toEqual(['USD', 'USD']);
});

test.each([
  ['', ''],
  ['.', '.'],
  ['-1e5x', '15'],
])('an amount typed as %j shows %j and, if invalid, the field message and no NaN', async (typed, shown) => {
  render(<CurrencyConverterScreen />);
  await screen.findByText('1 USD = 85.00 INR');
  await userEvent.clear(amount());
  if (typed) await userEvent.type(amount(), typed);
  expect(amount()).toHaveValue(shown);
  if (shown === '15') {
    expect(screen.getByText('15 USD = 1,275.00 INR')).toBeInTheDocument();
    return;
  }
  expect(amount()).toHaveAccessibleDescription('Enter a valid amount.');
  expect(amount()).toHaveAttribute('aria-invalid', 'true');
  expect(screen.queryByText(/ = /)).not.toBeInTheDocument();
  expect(document.body).not.toHaveTextContent(/NaN|undefined/);
  // The rates themselves are still good to show.
  expect(ratesList()).toBeInTheDocument();
});

test('0 and decimals are fine amounts', async () => {
  render(<CurrencyConverterScreen />);
  await screen.findByText('1 USD = 85.00 INR');
  await userEvent.clear(amount());
  await userEvent.type(amount(), '0');
  expect(screen.getByText('0 USD = 0.00 INR')).toBeInTheDocument();
  await userEvent.clear(amount());
  await userEvent.type(amount(), '12.505');
  expect(amount()).toHaveValue('12.50');
  expect(screen.getByText('12.5 USD = 1,062.50 INR')).toBeInTheDocument();
});

test.each([
  ['cache', 'Rates of 15 Jan 2026 (cached)'],
  ['snapshot', 'Rates of 15 Jan 2026 (reference snapshot — offline)'],
])('rates from the %s are said in words', async (source, note) => {
  auto = (request) => request.respond(200, gatewayAnswer(request.from ?? '', source));
  render(<CurrencyConverterScreen />);
  expect(await screen.findByText(note)).toBeInTheDocument();
});
