import { toolIntro } from '@fintools/shared/federation/tool-intro';
import { Screen } from '@fintools/shared/ui/screen';
import { RegimePanel } from '../regime-panel/regime-panel';
import { PLAIN_FIELD_NAMES } from '../regime-panel/tax-field-names';
import { useRegimeTax } from '../regime-panel/use-regime-tax';

export default function NewRegimeTaxScreen() {
  const form = useRegimeTax('new', PLAIN_FIELD_NAMES);
  return (
    <Screen {...toolIntro('new-regime-tax')}>
      <RegimePanel form={form} headingVisible={false} canCopyLink={form.result !== null} yearControl />
    </Screen>
  );
}
