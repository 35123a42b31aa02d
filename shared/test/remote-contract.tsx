import fs from 'node:fs';
import path from 'node:path';
import { act, screen } from '@testing-library/react';
import { screenIntro } from '@fintools/shared/catalogue/tool-entry';
import { checkToolEntries } from '@fintools/shared/catalogue/check-tool-entries';
import { createMount, type ScreenLoaders } from '../src/federation/create-mount';

/* eslint-disable @typescript-eslint/no-require-imports -- the build's helpers are CommonJS */
const { exposesOfTools, exposeChunkName } = require('../build/remote-tools.cjs') as {
  exposesOfTools: (dir: string, tools: unknown[]) => Record<string, string>;
  exposeChunkName: (screen: string) => string;
};
const mountLoader = require('../build/mount-loader.cjs') as (source: string) => string;
/* eslint-enable @typescript-eslint/no-require-imports */

/**
 * The federation contract of one remote (docs/contracts.md): a valid tools.json, one exposed module per
 * screen file and `./mount` (both derived from tools.json by the build), the mount knowing every tool id,
 * and a tool really rendering into a plain element with its entry's heading. `dir` is the area's folder,
 * `mfe-<area>`, which names it. Each area's `src/remote-contract.test.tsx` calls this, and nothing else.
 */
export function describeRemoteContract(dir: string) {
  const area = path.basename(path.resolve(dir)).replace(/^mfe-/, '');
  const check = checkToolEntries(JSON.parse(fs.readFileSync(path.join(dir, 'tools.json'), 'utf8')));
  const tools = check.ok ? check.tools : [];

  test(`${area}'s tools.json passes the schema`, () => {
    expect(check).toEqual({ ok: true, tools: expect.any(Array) });
    expect(tools.length).toBeGreaterThan(0);
  });

  test(`${area} exposes ./mount and one module per screen file, and every screen file exists`, () => {
    const exposes = exposesOfTools(dir, tools);
    const screens = new Set(tools.map((tool) => tool.screen));
    expect(Object.keys(exposes)).toHaveLength(screens.size + 1);
    expect(exposes['./mount']).toBe(`${path.join(dir, 'tools.json')}?mount`);
    for (const screenFile of screens) {
      expect(Object.values(exposes)).toContain(`./${screenFile}`);
      expect(fs.existsSync(path.join(dir, screenFile))).toBe(true);
    }
  });

  test(`${area}'s ./mount loads every tool id's screen, from the chunk of the screen's expose`, () => {
    const source = mountLoader(JSON.stringify(tools));
    for (const tool of tools) {
      // One file per screen for the shell and embed.js alike: the one the manifest lists and a release hashes.
      const chunk = exposeChunkName(tool.screen);
      expect(chunk).toMatch(/^__federation_expose_\w+$/);
      expect(source).toContain(
        `${JSON.stringify(tool.id)}: () => import(/* webpackChunkName: ${JSON.stringify(chunk)} */ ${JSON.stringify(`./${tool.screen}`)})`,
      );
    }
  });

  test(`${area}'s first tool mounts into a plain element with its entry's heading, and unmounts`, async () => {
    const loaders: ScreenLoaders = Object.fromEntries(
      tools.map((tool) => [tool.id, () => import(path.join(dir, tool.screen))]),
    );
    const mount = createMount(loaders);
    const element = document.createElement('div');
    document.body.append(element);
    let unmount: () => void = () => undefined;
    await act(async () => {
      unmount = mount(element, { tool: tools[0]!.id });
    });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(screenIntro(tools[0]!).title);
    act(() => unmount());
    expect(element).toBeEmptyDOMElement();
    element.remove();
    expect(() => mount(document.createElement('div'), { tool: 'no-such-tool' })).toThrow(/Unknown tool/);
  });
}
