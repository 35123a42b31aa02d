import path from 'node:path';
import { testHostileScreens, type HostileScreen } from '../../shared/test/hostile-input';
import { expectAskedWordsTranslated, expectMessagesTranslated } from '../../shared/test/words';
import * as taxInput from './income-tax/tax-input';
import NewRegimeTaxScreen from './new-regime-tax/new-regime-tax-screen';
import OldRegimeTaxScreen from './old-regime-tax/old-regime-tax-screen';
import TaxCompareScreen from './tax-compare/tax-compare-screen';

/*
 * Hostile input on every screen of the area's fields, pasted and typed, then every action
 * (shared/test/hostile-input.tsx); every word the screens asked for on the way has its translation, and so
 * has every message the validators export (shared/test/words.tsx).
 */

const AREA = path.join(__dirname, '..');

const TAX = ['Enter a valid salary.', 'Enter a valid deduction.'];

const SCREENS: HostileScreen[] = [
  { path: '/old-regime-tax', title: 'Old Regime Tax', ui: <OldRegimeTaxScreen />, messages: TAX },
  { path: '/new-regime-tax', title: 'New Regime Tax (2025-2026)', ui: <NewRegimeTaxScreen />, messages: TAX },
  { path: '/taxcompare-calculator', title: 'Tax Compare', ui: <TaxCompareScreen />, messages: TAX },
];

testHostileScreens(SCREENS);

test('every message a validator of the area may give has its translation', () => {
  expectMessagesTranslated(AREA, [taxInput]);
});

afterAll(() => expectAskedWordsTranslated(AREA));
