import path from 'node:path';
import { testHostileScreens, type HostileScreen } from '../../shared/test/hostile-input';
import { expectAskedWordsTranslated, expectMessagesTranslated } from '../../shared/test/words';
import AdvanceTaxCalculatorScreen, * as advanceTaxScreen from './advance-tax/advance-tax-calculator-screen';
import * as advanceTaxInput from './advance-tax/advance-tax-input';
import CapitalGainsCalculatorScreen from './capital-gains/capital-gains-calculator-screen';
import * as capitalGainsInput from './capital-gains/capital-gains-input';
import GratuityCalculatorScreen from './gratuity/gratuity-calculator-screen';
import * as gratuityInput from './gratuity/gratuity-input';
import HomeLoanTaxBenefitScreen from './home-loan-tax/home-loan-tax-benefit-screen';
import * as homeLoanTaxInput from './home-loan-tax/home-loan-tax-input';
import HraCalculatorScreen from './hra/hra-calculator-screen';
import * as hraInput from './hra/hra-input';
import * as taxInput from './income-tax/tax-input';
import NewRegimeTaxScreen from './new-regime-tax/new-regime-tax-screen';
import OldRegimeTaxScreen from './old-regime-tax/old-regime-tax-screen';
import RentReceiptGeneratorScreen from './rent-receipts/rent-receipt-generator-screen';
import * as rentReceiptsInput from './rent-receipts/rent-receipts-input';
import SalaryCalculatorScreen from './salary/salary-calculator-screen';
import * as salaryInput from './salary/salary-input';
import TaxCompareScreen from './tax-compare/tax-compare-screen';

/*
 * Hostile input on every screen of the area, every field pasted and typed, then every action
 * (shared/test/hostile-input.tsx). Every word the screens asked for on the way has its translation, and so
 * has every message the validators export (shared/test/words.tsx).
 */

const AREA = path.join(__dirname, '..');

const TAX = ['Enter a valid salary.', 'Enter a valid deduction.'];
/** A validator's messages, for the check that one of them or a result shows. */
const messagesOf = (messages: Readonly<Record<string, string>>) => Object.values(messages);

const SCREENS: HostileScreen[] = [
  { path: '/old-regime-tax', title: 'Old Regime Tax', ui: <OldRegimeTaxScreen />, messages: TAX },
  { path: '/new-regime-tax', title: 'New Regime Tax (2025-2026)', ui: <NewRegimeTaxScreen />, messages: TAX },
  { path: '/taxcompare-calculator', title: 'Tax Compare', ui: <TaxCompareScreen />, messages: TAX },
  {
    path: '/hra-calculator',
    title: 'HRA Calculator',
    ui: <HraCalculatorScreen />,
    messages: messagesOf(hraInput.HRA_MESSAGES),
  },
  {
    path: '/salary-calculator',
    title: 'Salary Calculator',
    ui: <SalaryCalculatorScreen />,
    messages: messagesOf(salaryInput.SALARY_MESSAGES),
  },
  {
    path: '/gratuity-calculator',
    title: 'Gratuity Calculator',
    ui: <GratuityCalculatorScreen />,
    messages: messagesOf(gratuityInput.GRATUITY_MESSAGES),
  },
  {
    path: '/capital-gains-calculator',
    title: 'Capital Gains Calculator',
    ui: <CapitalGainsCalculatorScreen />,
    messages: messagesOf(capitalGainsInput.CAPITAL_GAINS_MESSAGES),
  },
  {
    path: '/advance-tax-calculator',
    title: 'Advance Tax Calculator',
    ui: <AdvanceTaxCalculatorScreen />,
    messages: messagesOf(advanceTaxInput.ADVANCE_TAX_MESSAGES),
  },
  {
    path: '/home-loan-tax-benefit',
    title: 'Home Loan Tax Benefit',
    ui: <HomeLoanTaxBenefitScreen />,
    messages: messagesOf(homeLoanTaxInput.HOME_LOAN_TAX_MESSAGES),
  },
  // No result list: the receipts, or a message under a field, are what it shows (the sane checks still run).
  {
    path: '/rent-receipt-generator',
    title: 'Rent Receipt Generator',
    ui: <RentReceiptGeneratorScreen />,
    messages: null,
    freeText: ['Tenant name', 'Landlord name', 'Landlord PAN', 'Rented property address'],
  },
];

testHostileScreens(SCREENS);

test('every message a validator of the area may give has its translation', () => {
  expectMessagesTranslated(AREA, [
    taxInput,
    advanceTaxInput,
    advanceTaxScreen,
    capitalGainsInput,
    gratuityInput,
    homeLoanTaxInput,
    hraInput,
    rentReceiptsInput,
    salaryInput,
  ]);
});

// Every word the screens above asked for, in every language.
afterAll(() => expectAskedWordsTranslated(AREA));
