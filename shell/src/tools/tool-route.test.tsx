import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { findTool } from '@fintools/shared/catalogue/catalogue';
import { screenIntro } from '@fintools/shared/catalogue/tool-entry';
import type { ToolLoader } from '@fintools/shared/federation';

import { catalogueOf } from '../../test/catalogue';
import { toolLoader } from './federation-host';
import { ToolRoute } from './tool-route';
import { screenRequest } from './tool-screens';

jest.mock('./federation-host', () => ({ toolLoader: jest.fn() }));

// A loaded screen is kept for the page's life (tool-screens.ts), so each test opens a tool of its own.
const CATALOGUE = catalogueOf();
const taxCompare = findTool(CATALOGUE, 'tax-compare')!;
const oldRegime = findTool(CATALOGUE, 'old-regime-tax')!;
const newRegime = findTool(CATALOGUE, 'new-regime-tax')!;
const images = findTool(CATALOGUE, 'images')!;
const loan = findTool(CATALOGUE, 'loan')!;
const interestBreakdown = findTool(CATALOGUE, 'interest-breakdown')!;

/** A promise the test settles when it wants to. */
function later<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((settle, fail) => {
    resolve = settle;
    reject = fail;
  });
  return { promise, resolve, reject };
}

function useLoader(loader: Partial<ToolLoader>) {
  jest
    .mocked(toolLoader)
    .mockResolvedValue({ addRemote: jest.fn(), loadTool: jest.fn(), loadExposed: jest.fn(), ...loader } as ToolLoader);
}

const Screen = () => <h1>Tax Compare</h1>;

/**
 * Renders inside an awaited act: a component that suspends in a synchronous act is never retried
 * in React 19's test mode (in a browser it is).
 */
async function renderRoute(element: ReactElement) {
  let result: ReturnType<typeof render> | undefined;
  await act(async () => {
    result = render(element);
  });
  return result!;
}

test('the skeleton with the tool’s title and summary, then the tool, then its remote’s build label on a line kept for it', async () => {
  const screenLoad = later<typeof Screen>();
  const label = later<{ buildLabel: string }>();
  const loadExposed = jest.fn(() => label.promise);
  useLoader({ loadTool: jest.fn(() => screenLoad.promise), loadExposed: loadExposed as ToolLoader['loadExposed'] });
  await renderRoute(<ToolRoute tool={taxCompare} />);
  const skeleton = await screen.findByRole('status', { name: 'Loading tool' });
  // The title is there as text; the heading comes with the tool itself.
  expect(within(skeleton).getByText('Tax Compare')).toBeInTheDocument();
  expect(within(skeleton).getByText(taxCompare.summary)).toBeInTheDocument();
  expect(document.title).toBe('Tax Compare · FinTools');
  expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  // The label waits for the screen, never the other way round.
  expect(loadExposed).not.toHaveBeenCalled();

  await act(async () => screenLoad.resolve(Screen));
  const heading = await screen.findByRole('heading', { name: 'Tax Compare' });
  const line = heading.parentElement!.querySelector('p.buildLabel')!;
  expect(line).toBeEmptyDOMElement();
  expect(loadExposed).toHaveBeenCalledWith('tax', 'build-info');

  await act(async () => label.resolve({ buildLabel: 'tax remote · v0.1.0' }));
  expect(line).toHaveTextContent('tax remote · v0.1.0');
});

test('a screen that has already arrived shows in the first render, without the skeleton', async () => {
  const loadTool = jest.fn(async () => Screen);
  useLoader({ loadTool, loadExposed: jest.fn(async () => ({})) as ToolLoader['loadExposed'] });
  const first = await renderRoute(<ToolRoute tool={oldRegime} />);
  await screen.findByRole('heading', { name: 'Tax Compare' });
  first.unmount();

  // A plain (synchronous) render: had the screen suspended, the skeleton would be what is on screen now.
  render(<ToolRoute tool={oldRegime} />);
  expect(screen.getByRole('heading', { name: 'Tax Compare' })).toBeInTheDocument();
  expect(screen.queryByRole('status', { name: 'Loading tool' })).not.toBeInTheDocument();
  expect(loadTool).toHaveBeenCalledTimes(1);
  await act(async () => undefined);
});

test('a remote without ./build-info: the tool works and the line stays empty', async () => {
  useLoader({
    loadTool: jest.fn(async () => Screen),
    loadExposed: jest.fn(async () => Promise.reject(new Error('no build-info'))) as ToolLoader['loadExposed'],
  });
  await renderRoute(<ToolRoute tool={newRegime} />);
  const heading = await screen.findByRole('heading', { name: 'Tax Compare' });
  await act(async () => undefined);
  expect(heading.parentElement!.querySelector('p.buildLabel')).toBeEmptyDOMElement();
});

test('a failed load shows the fallback; Retry loads again as attempt 1', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const loadTool = jest.fn().mockRejectedValueOnce(new Error('remote down')).mockResolvedValue(Screen);
  useLoader({
    loadTool,
    loadExposed: jest.fn(async () => ({ buildLabel: 'media remote · v0.1.0' })) as ToolLoader['loadExposed'],
  });
  await renderRoute(<ToolRoute tool={images} />);
  expect(await screen.findByRole('heading', { name: 'This tool is temporarily unavailable' })).toBeInTheDocument();

  await act(async () => userEvent.click(screen.getByRole('button', { name: 'Retry' })));
  expect(await screen.findByRole('heading', { name: 'Tax Compare' })).toBeInTheDocument();
  expect(loadTool).toHaveBeenLastCalledWith({ remote: 'media', module: 'image-search/image-search-screen' }, 1);
  expect(await screen.findByText('media remote · v0.1.0')).toBeInTheDocument();
});

test('the skeleton shows the heading where the catalogue gives one', async () => {
  useLoader({ loadTool: jest.fn(() => new Promise<never>(() => undefined)) });
  await renderRoute(<ToolRoute tool={loan} />);
  const skeleton = screen.getByRole('status', { name: 'Loading tool' });
  expect(within(skeleton).getByText(screenIntro(loan).title)).toHaveTextContent('LOAN CALCULATOR');
  expect(document.title).toBe('Loan Calculator · FinTools');
});

test('two tools with one screen: the same module from the same area, one load per tool id', async () => {
  expect(screenRequest(interestBreakdown)).toEqual(screenRequest(loan));
  expect(screenRequest(interestBreakdown)).toEqual({ remote: 'calculators', module: 'loan/loan-calculator-screen' });
  const loadTool = jest.fn(async () => Screen);
  useLoader({ loadTool, loadExposed: jest.fn(async () => ({})) as ToolLoader['loadExposed'] });
  const first = await renderRoute(<ToolRoute tool={interestBreakdown} />);
  await screen.findByRole('heading', { name: 'Tax Compare' });
  first.unmount();
  await renderRoute(<ToolRoute tool={interestBreakdown} />);
  await screen.findByRole('heading', { name: 'Tax Compare' });
  expect(document.title).toBe('Interest Breakdown · FinTools');
  expect(loadTool).toHaveBeenCalledTimes(1);
});
