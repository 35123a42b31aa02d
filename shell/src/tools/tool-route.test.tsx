import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findTool } from '@fintools/shared';
import type { ToolLoader } from '@fintools/shared/federation';
import { toolLoader } from './federation-host';
import { ToolRoute } from './tool-route';

jest.mock('./federation-host', () => ({ toolLoader: jest.fn() }));

const taxCompare = findTool('tax-compare')!;

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

test('the skeleton, then the tool, then its remote’s build label on a line kept for it', async () => {
  const label = later<{ buildLabel: string }>();
  const loadExposed = jest.fn(() => label.promise);
  useLoader({ loadTool: jest.fn(async () => Screen), loadExposed: loadExposed as ToolLoader['loadExposed'] });
  render(<ToolRoute tool={taxCompare} title="Tax Compare" />);
  expect(screen.getByRole('status', { name: 'Loading tool' })).toBeInTheDocument();

  const heading = await screen.findByRole('heading', { name: 'Tax Compare' });
  const line = heading.parentElement!.querySelector('p.buildLabel')!;
  expect(line).toBeEmptyDOMElement();
  expect(loadExposed).toHaveBeenCalledWith('tax', 'build-info');

  await act(async () => label.resolve({ buildLabel: 'tax remote · v0.1.0' }));
  expect(line).toHaveTextContent('tax remote · v0.1.0');
});

test('a remote without ./build-info: the tool works and the line stays empty', async () => {
  useLoader({
    loadTool: jest.fn(async () => Screen),
    loadExposed: jest.fn(async () => Promise.reject(new Error('no build-info'))) as ToolLoader['loadExposed'],
  });
  render(<ToolRoute tool={taxCompare} title="Tax Compare" />);
  const heading = await screen.findByRole('heading', { name: 'Tax Compare' });
  await act(async () => undefined);
  expect(heading.parentElement!.querySelector('p.buildLabel')).toBeEmptyDOMElement();
});

test('a failed load shows the fallback; Retry loads again as attempt 1', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const loadTool = jest.fn().mockRejectedValueOnce(new Error('remote down')).mockResolvedValue(Screen);
  useLoader({
    loadTool,
    loadExposed: jest.fn(async () => ({ buildLabel: 'tax remote · v0.1.0' })) as ToolLoader['loadExposed'],
  });
  render(<ToolRoute tool={taxCompare} title="Tax Compare" />);
  expect(await screen.findByRole('heading', { name: 'This tool is temporarily unavailable' })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Tax Compare' })).toBeInTheDocument();
  expect(loadTool).toHaveBeenLastCalledWith(taxCompare, 1);
  expect(await screen.findByText('tax remote · v0.1.0')).toBeInTheDocument();
});
