// Each route's byte budget is checked in routes.spec.ts, in the one visit per route; here, the hints a page sends.
import { expect, test } from '@playwright/test';
import { MEASURED_ROUTES } from '../size/measure-bytes';
import { GATEWAY_PORT } from '../support/environment';

/**
 * The page's own scripts and styles (in its head: the shell's script as a preload its start script runs,
 * docs/decisions/013-paint-before-scripts.md) and its hints (at the end of its body), as paths.
 */
function filesOfPage(html: string): { own: string[]; hints: string[] } {
  const paths = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1]!);
  return {
    own: [
      ...paths(/<script[^>]* src="?([^" >]+)/g),
      ...paths(/<link[^>]* href="?([^" >]+)"?[^>]* data-fintools-start/g),
      ...paths(/<link[^>]* href="?([^" >]+)"?[^>]* rel="?stylesheet/g),
    ],
    hints: paths(/<link rel="(?:preload|prefetch)"[^>]* href="([^"]+)"/g),
  };
}

test('a page hints each file it will need once, never one it already loads, and each hint answers', async ({
  request,
}) => {
  for (const route of MEASURED_ROUTES) {
    const html = await (await request.get(`http://127.0.0.1:${GATEWAY_PORT}${route.path}`)).text();
    const { own, hints } = filesOfPage(html);
    expect(own, `${route.path}: the shell's own script and styles`).toHaveLength(2);
    expect(
      hints.filter((file) => own.includes(file)),
      `${route.path}: hints for files already in the page`,
    ).toEqual([]);
    expect(new Set(hints).size, `${route.path}: a file hinted twice`).toBe(hints.length);
    if (route.path !== '/')
      expect(hints.length, `${route.path}: a tool route hints its loader and remote`).toBeGreaterThan(2);
    for (const file of hints) {
      expect((await request.get(`http://127.0.0.1:${GATEWAY_PORT}${file}`)).status(), `${route.path}: ${file}`).toBe(
        200,
      );
    }
  }
});
