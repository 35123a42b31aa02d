import { createMount } from '@fintools/shared/federation';

/** `./mount` for sibling products: every tax tool by its public id, each loaded on demand. */
export const mount = createMount({
  'old-regime-tax': () => import('./old-regime-tax/old-regime-tax-screen'),
  'new-regime-tax': () => import('./new-regime-tax/new-regime-tax-screen'),
  'tax-compare': () => import('./tax-compare/tax-compare-screen'),
});
