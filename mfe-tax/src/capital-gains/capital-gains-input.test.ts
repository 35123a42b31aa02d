import { validateCapitalGainsInput, CAPITAL_GAINS_MESSAGES } from './capital-gains-input';

test('Capital gains: a sale before 23 July 2024 or before the purchase is refused with its message', () => {
  const fields = {
    asset: 'equity',
    boughtOn: '2024-01-10',
    purchasePrice: '2,00,000',
    soldOn: '2025-06-15',
    salePrice: '5,00,000',
    expenses: '',
  };
  expect(validateCapitalGainsInput(fields)).toMatchObject({ ok: true, value: { expenses: 0, salePrice: 500_000 } });
  expect(validateCapitalGainsInput({ ...fields, soldOn: '2024-07-22' })).toEqual({
    ok: false,
    errors: { soldOn: CAPITAL_GAINS_MESSAGES.soldBeforeRules },
  });
  expect(validateCapitalGainsInput({ ...fields, boughtOn: '2025-07-01' })).toEqual({
    ok: false,
    errors: { soldOn: CAPITAL_GAINS_MESSAGES.soldBeforeBought },
  });
  expect(validateCapitalGainsInput({ ...fields, boughtOn: '2025-02-29', salePrice: '' })).toEqual({
    ok: false,
    errors: { boughtOn: CAPITAL_GAINS_MESSAGES.boughtOn, salePrice: CAPITAL_GAINS_MESSAGES.salePrice },
  });
});
