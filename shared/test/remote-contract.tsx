import { act, screen } from '@testing-library/react';
import { toolsOfRemote, type RemoteName } from '../src/catalog/tools';
import type { Mount } from '../src/federation/create-mount';

/**
 * The federation contract of one remote (docs/contracts.md): one exposed module per catalogue tool, `./mount`
 * for every tool id, and mount/unmount really rendering a tool into a plain element.
 */
export function describeRemoteContract(remote: RemoteName, exposes: Record<string, string>, mount: Mount) {
  const tools = toolsOfRemote(remote);

  test(`${remote} exposes one module per tool and ./mount`, () => {
    expect(Object.keys(exposes).sort()).toEqual([...tools.map((tool) => `./${tool.module}`), './mount'].sort());
  });

  test(`${remote}'s mount knows every tool id`, () => {
    expect([...mount.tools].sort()).toEqual(tools.map((tool) => tool.id).sort());
  });

  test(`${remote}'s mount renders a tool into a plain element and unmounts it`, async () => {
    const element = document.createElement('div');
    document.body.append(element);
    let unmount: () => void = () => undefined;
    await act(async () => {
      unmount = mount(element, { tool: tools[0]!.id });
    });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    act(() => unmount());
    expect(element).toBeEmptyDOMElement();
    element.remove();
  });

  test(`${remote}'s mount refuses an unknown tool`, () => {
    expect(() => mount(document.createElement('div'), { tool: 'no-such-tool' })).toThrow(/Unknown tool/);
  });
}
