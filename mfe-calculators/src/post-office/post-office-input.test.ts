import {
  ACCOUNT_MESSAGE,
  DEPOSIT_MESSAGE,
  LIMIT_MESSAGES,
  POST_OFFICE_RATE_MESSAGE,
  SCHEME_MESSAGE,
  validatePostOfficeInput,
  type PostOfficeFields,
} from './post-office-input';

const valid: PostOfficeFields = { scheme: 'scss', account: 'single', deposit: '15,00,000', rate: '8.2' };
const NASTY = ['', '-', 'e', '1e309', '٣٤٥', '5,00,000abc', '9'.repeat(60), '-0', '<script>', 'Infinity', '.'];

test('the messages, word for word: each limit named', () => {
  expect([DEPOSIT_MESSAGE, SCHEME_MESSAGE, ACCOUNT_MESSAGE, POST_OFFICE_RATE_MESSAGE]).toEqual([
    'Enter a valid deposit.',
    'Choose a scheme.',
    'Choose a single or joint account.',
    'Enter a rate above 0 and up to 100%.',
  ]);
  expect(LIMIT_MESSAGES).toEqual({
    scss: { range: 'SCSS takes ₹1,000 to ₹30,00,000.', step: 'SCSS takes multiples of ₹1,000.' },
    pomis: {
      min: 'POMIS takes at least ₹1,000.',
      single: 'A single POMIS account takes at most ₹9,00,000.',
      joint: 'A joint POMIS account takes at most ₹15,00,000.',
      step: 'POMIS takes multiples of ₹1,000.',
    },
    nsc: { min: 'NSC takes at least ₹1,000.', step: 'NSC takes multiples of ₹100.' },
    kvp: { min: 'KVP takes at least ₹1,000.', step: 'KVP takes multiples of ₹100.' },
  });
});

test.each([
  ['the default form', {}, {}],
  ['SCSS at ₹1,000 and at ₹30,00,000', { deposit: '1,000' }, { deposit: 1000 }],
  ['SCSS at its most', { deposit: '30,00,000' }, { deposit: 3000000 }],
  [
    'POMIS single at ₹9,00,000',
    { scheme: 'pomis', deposit: '9,00,000', rate: '7.4' },
    { scheme: 'pomis', deposit: 900000, rate: 7.4 },
  ],
  [
    'POMIS joint at ₹15,00,000',
    { scheme: 'pomis', account: 'joint', deposit: '15,00,000', rate: '7.4' },
    { scheme: 'pomis', account: 'joint', deposit: 1500000, rate: 7.4 },
  ],
  ['NSC in hundreds', { scheme: 'nsc', deposit: '1,100', rate: '7.7' }, { scheme: 'nsc', deposit: 1100, rate: 7.7 }],
  [
    'KVP with no upper limit',
    { scheme: 'kvp', deposit: '10,00,00,000', rate: '7.5' },
    { scheme: 'kvp', deposit: 100000000, rate: 7.5 },
  ],
  [
    'an account that is not a choice, outside POMIS',
    { scheme: 'nsc', account: 'x', deposit: '1,000' },
    { scheme: 'nsc', deposit: 1000 },
  ],
])('accepts %s', (_name, change, expected) => {
  expect(validatePostOfficeInput({ ...valid, ...change })).toEqual({
    ok: true,
    value: { scheme: 'scss', account: 'single', deposit: 1500000, rate: 8.2, ...expected },
  });
});

test.each([
  ['SCSS below ₹1,000', { deposit: '999' }, { deposit: LIMIT_MESSAGES.scss.range }],
  ['SCSS above ₹30,00,000', { deposit: '30,01,000' }, { deposit: LIMIT_MESSAGES.scss.range }],
  ['SCSS not in thousands', { deposit: '15,00,500' }, { deposit: LIMIT_MESSAGES.scss.step }],
  ['POMIS below ₹1,000', { scheme: 'pomis', deposit: '500' }, { deposit: LIMIT_MESSAGES.pomis.min }],
  ['POMIS single above ₹9,00,000', { scheme: 'pomis', deposit: '9,01,000' }, { deposit: LIMIT_MESSAGES.pomis.single }],
  [
    'POMIS joint above ₹15,00,000',
    { scheme: 'pomis', account: 'joint', deposit: '15,01,000' },
    { deposit: LIMIT_MESSAGES.pomis.joint },
  ],
  ['POMIS not in thousands', { scheme: 'pomis', deposit: '5,00,100' }, { deposit: LIMIT_MESSAGES.pomis.step }],
  ['POMIS without an account', { scheme: 'pomis', account: 'family', deposit: '1,000' }, { account: ACCOUNT_MESSAGE }],
  ['NSC below ₹1,000', { scheme: 'nsc', deposit: '900' }, { deposit: LIMIT_MESSAGES.nsc.min }],
  ['NSC not in hundreds', { scheme: 'nsc', deposit: '1,050' }, { deposit: LIMIT_MESSAGES.nsc.step }],
  ['KVP below ₹1,000', { scheme: 'kvp', deposit: '100' }, { deposit: LIMIT_MESSAGES.kvp.min }],
  ['KVP not in hundreds', { scheme: 'kvp', deposit: '1,001' }, { deposit: LIMIT_MESSAGES.kvp.step }],
  ['an unknown scheme', { scheme: 'ppf' }, { scheme: SCHEME_MESSAGE }],
  ['a rate of 0', { rate: '0' }, { rate: POST_OFFICE_RATE_MESSAGE }],
])('refuses %s', (_name, change, errors) => {
  expect(validatePostOfficeInput({ ...valid, ...change })).toEqual({ ok: false, errors });
});

test.each(NASTY)('never throws, and refuses %j as a deposit and as a rate', (text) => {
  expect(validatePostOfficeInput({ ...valid, deposit: text, rate: text })).toEqual({
    ok: false,
    errors: { deposit: DEPOSIT_MESSAGE, rate: POST_OFFICE_RATE_MESSAGE },
  });
});
