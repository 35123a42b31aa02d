import * as React from 'react';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import * as JsxRuntime from 'react/jsx-runtime';
import { SHARED_PACKAGE_VERSION } from '../version';
import type { ProvidedShared } from './tool-loader';

/**
 * Every module of @fintools/shared a remote may import, by its subpath (`@fintools/shared/<path>`).
 *
 * Why one share key per module and not the package: a shared module ships whole (it is not
 * tree-shaken), so sharing the package index made every tool route download all of shared (12.9 KB gz;
 * docs/decisions/003-share-shared-module-by-module.md). Per module, the EMI screen downloads format, loan validation, the EMI rule and the UI parts
 * it renders, and nothing of tax or TDS. Each entry is an `import()`, so the host's bundler makes it a
 * chunk of its own that downloads only when a remote asks for it (in embed.js, one file, they are inline).
 *
 * createRemoteConfigs shares exactly the modules `sharedModulePaths()` (shared/build/webpack.cjs) finds
 * on disk; shared-singletons.test.ts keeps this list equal to that one.
 */
export const SHARED_MODULES = {
  'api/chat': () => import('../api/chat'),
  'api/events': () => import('../api/events'),
  'api/media': () => import('../api/media'),
  'api/rates': () => import('../api/rates'),
  'catalog/tools': () => import('../catalog/tools'),
  'data/currencies': () => import('../data/currencies'),
  'data/tax-deductions': () => import('../data/tax-deductions'),
  'data/tax-regimes': () => import('../data/tax-regimes'),
  'data/tds-sections': () => import('../data/tds-sections'),
  'finance/age': () => import('../finance/age'),
  'finance/basic-calculator': () => import('../finance/basic-calculator'),
  'finance/calendar': () => import('../finance/calendar'),
  'finance/compound-growth': () => import('../finance/compound-growth'),
  'finance/currency': () => import('../finance/currency'),
  'finance/emi': () => import('../finance/emi'),
  'finance/fd': () => import('../finance/fd'),
  'finance/investment': () => import('../finance/investment'),
  'finance/limits': () => import('../finance/limits'),
  'finance/loan-schedule': () => import('../finance/loan-schedule'),
  'finance/percentage': () => import('../finance/percentage'),
  'finance/prepayments': () => import('../finance/prepayments'),
  'finance/rd': () => import('../finance/rd'),
  'finance/rounding': () => import('../finance/rounding'),
  'finance/rule-input-error': () => import('../finance/rule-input-error'),
  'finance/sip': () => import('../finance/sip'),
  'finance/sip-terms': () => import('../finance/sip-terms'),
  'finance/tax': () => import('../finance/tax'),
  'finance/tax-break-even': () => import('../finance/tax-break-even'),
  'finance/tax-deductions': () => import('../finance/tax-deductions'),
  'finance/tds': () => import('../finance/tds'),
  'finance/tenure': () => import('../finance/tenure'),
  'finance/units': () => import('../finance/units'),
  'finance/weekday': () => import('../finance/weekday'),
  'format/dates': () => import('../format/dates'),
  'format/indian-number': () => import('../format/indian-number'),
  'format/numeric-typing': () => import('../format/numeric-typing'),
  'platform/download-file': () => import('../platform/download-file'),
  'platform/gateway-url': () => import('../platform/gateway-url'),
  'ui/calculator-form-card': () => import('../ui/calculator-form-card'),
  'ui/choice-group': () => import('../ui/choice-group'),
  'ui/copy-link-button': () => import('../ui/copy-link-button'),
  'ui/error-boundary': () => import('../ui/error-boundary'),
  'ui/field': () => import('../ui/field'),
  'ui/numeric-input': () => import('../ui/numeric-input'),
  'ui/offline-notice': () => import('../ui/offline-notice'),
  'ui/result-list': () => import('../ui/result-list'),
  'ui/screen': () => import('../ui/screen'),
  'ui/shareable-inputs': () => import('../ui/shareable-inputs'),
  'ui/use-calculator-form': () => import('../ui/use-calculator-form'),
  'validation/age': () => import('../validation/age'),
  'validation/currency': () => import('../validation/currency'),
  'validation/fd': () => import('../validation/fd'),
  'validation/find-day': () => import('../validation/find-day'),
  'validation/loan': () => import('../validation/loan'),
  'validation/loan-prepayments': () => import('../validation/loan-prepayments'),
  'validation/percentage': () => import('../validation/percentage'),
  'validation/rd': () => import('../validation/rd'),
  'validation/result': () => import('../validation/result'),
  'validation/sip': () => import('../validation/sip'),
  'validation/tax': () => import('../validation/tax'),
  'validation/tax-deductions': () => import('../validation/tax-deductions'),
  'validation/tds': () => import('../validation/tds'),
  'finance/savings-growth': () => import('../finance/savings-growth'),
  'finance/ppf': () => import('../finance/ppf'),
  'finance/ssy': () => import('../finance/ssy'),
  'finance/nps': () => import('../finance/nps'),
  'finance/epf': () => import('../finance/epf'),
  'finance/swp': () => import('../finance/swp'),
  'finance/goal': () => import('../finance/goal'),
  'validation/ppf': () => import('../validation/ppf'),
  'validation/ssy': () => import('../validation/ssy'),
  'validation/nps': () => import('../validation/nps'),
  'validation/epf': () => import('../validation/epf'),
  'validation/swp': () => import('../validation/swp'),
  'validation/goal': () => import('../validation/goal'),
  'finance/todays-money': () => import('../finance/todays-money'),
  'validation/inflation': () => import('../validation/inflation'),
} satisfies Record<string, () => Promise<unknown>>;

/**
 * The host's singletons for remotes: React, its JSX runtime, react-dom and every module of
 * @fintools/shared. Remotes require the same major (`^` ranges, strictVersion) so a remote built against
 * another major fails loudly instead of rendering with a second React or an older finance rule.
 */
export function providedSharedLibraries(): Record<string, ProvidedShared> {
  const react = { version: React.version, requiredVersion: `^${React.version}` };
  const shared = { version: SHARED_PACKAGE_VERSION, requiredVersion: `^${SHARED_PACKAGE_VERSION}` };
  return {
    react: { ...react, lib: () => React },
    'react/jsx-runtime': { ...react, lib: () => JsxRuntime },
    'react-dom': { ...react, lib: () => ReactDom },
    // Sharing react-dom does not share react-dom/client (docs/decisions/002-runtime-only-host.md): a remote's ./mount renders with the host's.
    'react-dom/client': { ...react, lib: () => ReactDomClient },
    ...Object.fromEntries(
      Object.entries(SHARED_MODULES).map(([path, load]) => [
        `@fintools/shared/${path}`,
        { ...shared, get: () => load().then((module) => () => module) },
      ]),
    ),
  };
}
