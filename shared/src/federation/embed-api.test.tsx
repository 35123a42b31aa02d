import { act, screen } from '@testing-library/react';
import { createEmbedApi } from './embed-api';
import { createMount, type Mount } from './create-mount';
import { defineFintoolsToolElement } from './fintools-tool-element';
import { remoteGlobalName } from './remote-map';
import { useT } from '../ui/language';
import type { ToolLoader } from './tool-loader';

/** A loader whose calculators remote mounts a one-line EMI screen (or fails, when told to). */
function fakeLoader(fail = false): ToolLoader {
  const mount: Mount = createMount({ emi: async () => ({ default: () => <h1>EMI Calculator</h1> }) });
  return {
    loadExposed: jest.fn(async () => {
      if (fail) throw new Error('remote down');
      return { mount } as never;
    }),
    loadTool: jest.fn(),
    loadWords: jest.fn(async () => undefined),
    addRemote: jest.fn(),
  };
}

/** The page's embed.js scripts brought the calculators remote, which serves emi. */
const areaOf = async (id: string) => (id === 'emi' ? 'calculators' : undefined);

let loader = fakeLoader();
defineFintoolsToolElement(() => loader, areaOf, 'test-fintools-tool');

afterEach(() => {
  document.body.replaceChildren();
  loader = fakeLoader();
});

test('<fintools-tool> renders its tool in a frame of its own, and removing it unmounts the tool', async () => {
  const element = document.createElement('test-fintools-tool');
  element.setAttribute('name', 'emi');
  await act(async () => document.body.append(element));
  expect(await screen.findByRole('heading', { name: 'EMI Calculator' })).toBeInTheDocument();
  expect(loader.loadExposed).toHaveBeenCalledWith('calculators', 'mount');
  const frame = element.firstElementChild!;
  expect(frame.className).toBe('root');
  // The element carries the design tokens itself; its frame does not repeat them.
  expect(frame.hasAttribute('data-fintools-embed')).toBe(false);

  await act(async () => element.remove());
  expect(element.childElementCount).toBe(0);
  expect(screen.queryByRole('heading')).not.toBeInTheDocument();
});

test('an unknown tool id, and a remote that cannot load, each say so in the element', async () => {
  const unknown = document.createElement('test-fintools-tool');
  unknown.setAttribute('name', 'no-such-tool');
  await act(async () => document.body.append(unknown));
  expect(unknown).toHaveTextContent('Unknown FinTools tool "no-such-tool".');

  loader = fakeLoader(true);
  const failing = document.createElement('test-fintools-tool');
  failing.setAttribute('name', 'emi');
  await act(async () => document.body.append(failing));
  expect(failing).toHaveTextContent('This tool is temporarily unavailable.');
});

test('FinTools.mount appends a tool (with its tokens) to a framework’s element; unmount takes only it away', async () => {
  const host = document.createElement('div');
  host.innerHTML = '<p>the framework’s own content</p>';
  document.body.append(host);
  let unmount: () => void = () => undefined;
  await act(async () => {
    unmount = await createEmbedApi(loader, areaOf).mount(host, { tool: 'emi' });
  });
  expect(await screen.findByRole('heading', { name: 'EMI Calculator' })).toBeInTheDocument();
  expect(host.querySelector('[data-fintools-embed]')).not.toBeNull();

  act(() => unmount());
  expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  expect(host.innerHTML).toBe('<p>the framework’s own content</p>');
  await expect(createEmbedApi(loader, areaOf).mount(host, { tool: 'no-such-tool' })).rejects.toThrow(
    'Unknown FinTools tool "no-such-tool".',
  );
});

test('lang="hi": the tool in Hindi, with the gateway’s catalogue naming its words, in a frame that says so', async () => {
  function HindiReadyScreen() {
    const t = useT();
    return <h1>{t('EMI Calculator')}</h1>;
  }
  const mount = createMount({ emi: async () => ({ default: HindiReadyScreen }) });
  const hindi: ToolLoader = {
    ...fakeLoader(),
    loadExposed: jest.fn(async () => ({ mount }) as never),
    loadWords: jest.fn(async () => ({ 'EMI Calculator': 'EMI कैलकुलेटर' })),
  };
  const answers: Record<string, unknown> = {
    '/tools.json': [
      {
        area: 'calculators',
        id: 'emi',
        path: '/emi-calculator',
        label: 'EMI',
        title: 'EMI Calculator',
        summary: 'Monthly EMI.',
        screen: 'src/emi/emi-calculator-screen.tsx',
        messages: { hi: 'messages/hi/emi.1a2b3c4d.json' },
      },
    ],
    '/messages/hi.json': {},
  };
  const fetched = jest.fn(async (url: URL) => ({ ok: true, json: async () => answers[url.pathname] ?? null }));
  const realFetch = globalThis.fetch;
  globalThis.fetch = fetched as never;
  try {
    const element = document.createElement('test-fintools-tool');
    element.setAttribute('name', 'emi');
    element.setAttribute('lang', 'hi');
    loader = hindi;
    await act(async () => document.body.append(element));
    expect(await screen.findByRole('heading', { name: 'EMI कैलकुलेटर' })).toBeInTheDocument();
    expect(hindi.loadWords).toHaveBeenCalledWith('calculators', 'messages/hi/emi.1a2b3c4d.json');
    expect(element.firstElementChild).toHaveAttribute('lang', 'hi-IN');

    // English asks for no words at all.
    fetched.mockClear();
    element.setAttribute('lang', 'en');
    expect(await screen.findByRole('heading', { name: 'EMI Calculator' })).toBeInTheDocument();
    expect(fetched).not.toHaveBeenCalled();
  } finally {
    globalThis.fetch = realFetch;
  }
});

test('the loader and the build agree on the global each remoteEntry.js defines', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const build = require('../../build/webpack.cjs') as { remoteGlobalName: (name: string) => string };
  for (const name of ['calculators', 'tax', 'media', 'chat', 'resume'] as const) {
    expect(remoteGlobalName(name)).toBe(build.remoteGlobalName(name));
    expect(remoteGlobalName(name)).not.toBe(name);
  }
});
