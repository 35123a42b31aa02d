import type { FastifyInstance } from 'fastify';
import { TOOLS_FILE } from '@fintools/shared/catalogue/catalogue';
import { normalizePath } from '@fintools/shared/catalogue/tool-entry';
import { CHUNK_BUNDLE_ROOT } from './chunk-bundle';

/**
 * The first segment of every path the gateway answers itself, rather than with the shell's page: no tool may
 * take one (a tool at /metrics or /api would be a sidebar link to the gateway's own route, or shadow it). The
 * one list: `buildGateway` refuses to start with a route outside it (`enforceGatewayRoutes`), `pnpm release`
 * refuses a build with a tool on one, and a gateway leaves such a tool out of its catalogue.
 */
export const GATEWAY_ROUTE_ROOTS = [
  '/api',
  '/mfe',
  '/metrics',
  '/healthz',
  // One script for a tool page's shared-module chunks (chunk-bundle.ts).
  CHUNK_BUNDLE_ROOT,
  '/remotes.json',
  `/${TOOLS_FILE}`,
  '/sw.js',
] as const;

/** "/api/chat" → "/api"; "/mfe/tax/*" → "/mfe"; the shell's "/" and "/*" are pages, not a root. */
function rootOf(routePath: string): string | undefined {
  const first = /^\/[^/*?]+/.exec(routePath)?.[0];
  return first === undefined ? undefined : normalizePath(first);
}

/** Whether a tool path (as routes match: any case, trailing slash) is one of the gateway's own. */
export function isGatewayRoute(toolPath: string): boolean {
  const root = rootOf(normalizePath(toolPath));
  return root !== undefined && (GATEWAY_ROUTE_ROOTS as readonly string[]).includes(root);
}

/**
 * Makes GATEWAY_ROUTE_ROOTS the gateway's own routes: registering a route under any other root stops
 * `buildGateway`, so a new route cannot be added without reserving it from tools. Call before any route.
 */
export function enforceGatewayRoutes(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const root = rootOf(route.url);
    if (root !== undefined && !(GATEWAY_ROUTE_ROOTS as readonly string[]).includes(root)) {
      throw new Error(
        `The gateway route ${route.url} is under ${root}, which GATEWAY_ROUTE_ROOTS (src/gateway-routes.ts) does not reserve from tools: add it there`,
      );
    }
  });
}
