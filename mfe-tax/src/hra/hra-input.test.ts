import { validateHraInput, HRA_MESSAGES } from './hra-input';

test('HRA: grouped digits, DA empty is 0, required fields and negatives get their message', () => {
  expect(
    validateHraInput({
      basic: '50,000',
      dearnessAllowance: '',
      hraReceived: '20,000',
      rentPaid: '18,000',
      city: 'metro',
    }),
  ).toEqual({
    ok: true,
    value: { basic: 50_000, dearnessAllowance: 0, hraReceived: 20_000, rentPaid: 18_000, city: 'metro' },
  });
  expect(
    validateHraInput({ basic: '', dearnessAllowance: '-5', hraReceived: 'x', rentPaid: '1.5', city: 'moon' }),
  ).toEqual({
    ok: false,
    errors: HRA_MESSAGES,
  });
});
