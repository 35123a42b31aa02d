import { toolIntro } from '@fintools/shared/federation/tool-intro';
import { Screen } from '@fintools/shared/ui/screen';
import { RegimePanel } from '../regime-panel/regime-panel';
import { PLAIN_FIELD_NAMES } from '../regime-panel/tax-field-names';
import { useRegimeTax } from '../regime-panel/use-regime-tax';

export default function OldRegimeTaxScreen() {
  const form = useRegimeTax('old', PLAIN_FIELD_NAMES);
  return (
    <Screen {...toolIntro('old-regime-tax')}>
      <RegimePanel form={form} headingVisible={false} canCopyLink={form.result !== null} yearControl />
    </Screen>
  );
}
