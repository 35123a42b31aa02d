import { INTEREST_BREAKDOWN_PATH, toolPath } from '../navigation/routes';
import type { IconName } from './icons';

export interface DashboardCard {
  label: string;
  path: string;
  icon: IconName;
}

/**
 * The spec's cards, in its order. Loan appears once: the spec lists it twice, which is a defect.
 * Interest Breakdown opens the loan calculator with its schedule.
 */
export const DASHBOARD_CARDS: readonly DashboardCard[] = [
  { label: 'EMI', path: toolPath('emi'), icon: 'emi' },
  { label: 'FD', path: toolPath('fd'), icon: 'deposit' },
  { label: 'RD', path: toolPath('rd'), icon: 'recurring' },
  { label: 'SIP', path: toolPath('sip'), icon: 'growth' },
  { label: 'TDS', path: toolPath('tds'), icon: 'receipt' },
  { label: 'Old Regime Tax', path: toolPath('old-regime-tax'), icon: 'tax' },
  { label: 'New Regime Tax', path: toolPath('new-regime-tax'), icon: 'tax' },
  { label: 'Tax Compare', path: toolPath('tax-compare'), icon: 'compare' },
  { label: 'Loan', path: toolPath('loan'), icon: 'loan' },
  { label: 'Percentage', path: toolPath('percentage'), icon: 'percent' },
  { label: 'Value Of Percentage', path: toolPath('value-of-percentage'), icon: 'percent' },
  { label: 'DOB', path: toolPath('dob'), icon: 'cake' },
  { label: 'Interest Breakdown', path: INTEREST_BREAKDOWN_PATH, icon: 'chart' },
  { label: 'Find Day', path: toolPath('find-day'), icon: 'calendar' },
];
