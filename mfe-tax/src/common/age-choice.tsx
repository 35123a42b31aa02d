import { ChoiceGroup, type ChoiceOption } from '@fintools/shared/ui/choice-group';
import type { TaxpayerAge } from '../income-tax/tax';

/** The ages the old regime's slabs and the advance-tax exemption tell apart. */
const AGE_OPTIONS: readonly ChoiceOption<TaxpayerAge>[] = [
  { value: 'below-60', label: 'Below 60' },
  { value: '60-to-79', label: '60 to 79' },
  { value: '80-and-above', label: '80 and above' },
];

export interface AgeChoiceProps {
  value: string;
  onChange: (age: TaxpayerAge) => void;
  error?: string;
}

/** "Age": Below 60, 60 to 79, 80 and above. */
export function AgeChoice({ value, onChange, error }: AgeChoiceProps) {
  return <ChoiceGroup legend="Age" options={AGE_OPTIONS} value={value} onChange={onChange} error={error} />;
}
