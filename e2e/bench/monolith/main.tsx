/**
 * The monolith baseline's whole app: the shell's dashboard and two remote screens imported directly (no
 * federation, no runtime, one webpack build), behind react-router. Built by ../monolith-baseline.ts only.
 */
import '@fintools/shared/tokens.css';
import '../../../shell/src/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { Dashboard } from '../../../shell/src/dashboard/dashboard';
import EmiCalculatorScreen from '../../../mfe-calculators/src/loan/emi-calculator-screen';
import TaxCompareScreen from '../../../mfe-tax/src/tax-compare/tax-compare-screen';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <main>
        <Routes>
          <Route path="/" element={<Dashboard />} />
          <Route path="/emi-calculator" element={<EmiCalculatorScreen />} />
          <Route path="/taxcompare-calculator" element={<TaxCompareScreen />} />
        </Routes>
      </main>
    </BrowserRouter>
  </StrictMode>,
);
