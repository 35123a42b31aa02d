/**
 * The monolith's stand-in for the shell's ToolRoute (shell/src/tools/tool-route.tsx): the same screens,
 * imported into the one bundle instead of loaded from their remotes. The bench swaps it in for the
 * shell's module, so the monolith renders the shell's very layout, sidebar and routes around them.
 */
import type { ComponentType } from 'react';
import type { CatalogueTool } from '@fintools/shared/catalogue/catalogue';
import { useDocumentTitle } from '../../../shell/src/navigation/use-document-title';
import EmiCalculatorScreen from '../../../mfe-calculators/src/emi/emi-calculator-screen';
import LoanCalculatorScreen from '../../../mfe-calculators/src/loan/loan-calculator-screen';
import TdsCalculatorScreen from '../../../mfe-calculators/src/tds/tds-calculator-screen';
import CurrencyConverterScreen from '../../../mfe-calculators/src/currency/currency-converter-screen';
import TaxCompareScreen from '../../../mfe-tax/src/tax-compare/tax-compare-screen';
import ChatAssistantScreen from '../../../mfe-chat/src/chat-assistant/chat-assistant-screen';
// The styles of the skeleton in the page the gateway sends first (the shell's ToolRoute brings them in the product).
import '../../../shell/src/tools/tools.module.css';

/** The tools the bench measures, by catalogue id. */
const SCREENS: Partial<Record<string, ComponentType>> = {
  emi: EmiCalculatorScreen,
  loan: LoanCalculatorScreen,
  tds: TdsCalculatorScreen,
  currency: CurrencyConverterScreen,
  'tax-compare': TaxCompareScreen,
  chat: ChatAssistantScreen,
};

export function ToolRoute({ tool }: { tool: CatalogueTool }) {
  useDocumentTitle(tool.title);
  const Screen = SCREENS[tool.id];
  return Screen ? <Screen /> : <p>{tool.title} is not part of the monolith baseline.</p>;
}
