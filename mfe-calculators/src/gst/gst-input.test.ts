import { validateGstInput, GST_MESSAGES } from './gst-input';

test('GST: paise to two places, a rate of the list, 0 refused', () => {
  expect(validateGstInput({ amount: '999', rate: '5', mode: 'inclusive' })).toEqual({
    ok: true,
    value: { amount: 999, rate: 5, mode: 'inclusive' },
  });
  expect(validateGstInput({ amount: '12.50', rate: '0.25', mode: 'exclusive' })).toMatchObject({
    ok: true,
    value: { amount: 12.5, rate: 0.25 },
  });
  expect(validateGstInput({ amount: '1.005', rate: '12', mode: 'both' })).toEqual({ ok: false, errors: GST_MESSAGES });
  expect(validateGstInput({ amount: '0', rate: '18', mode: 'exclusive' })).toEqual({
    ok: false,
    errors: { amount: GST_MESSAGES.amount },
  });
});
