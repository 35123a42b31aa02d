import { testHostileScreens, type HostileScreen } from '../../shared/test/hostile-input';
import NewRegimeTaxScreen from './new-regime-tax/new-regime-tax-screen';
import OldRegimeTaxScreen from './old-regime-tax/old-regime-tax-screen';
import TaxCompareScreen from './tax-compare/tax-compare-screen';

// Hostile input on the regime screens' fields, pasted and typed, then every action (shared/test/hostile-input.tsx).

const TAX = ['Enter a valid salary.', 'Enter a valid deduction.'];

const SCREENS: HostileScreen[] = [
  { path: '/old-regime-tax', title: 'Old Regime Tax', ui: <OldRegimeTaxScreen />, messages: TAX },
  { path: '/new-regime-tax', title: 'New Regime Tax (2025-2026)', ui: <NewRegimeTaxScreen />, messages: TAX },
  { path: '/taxcompare-calculator', title: 'Tax Compare', ui: <TaxCompareScreen />, messages: TAX },
];

testHostileScreens(SCREENS);
