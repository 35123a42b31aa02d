import {
  formName,
  isProvision,
  LAW_FORMS,
  LAW_PROVISIONS,
  provisionName,
  unconfirmedProvisionsNote,
} from './law-sections';

test.each([
  ['80C', '123 (80C)', '80C (123)'],
  ['80D', '126 (80D)', '80D (126)'],
  ['80CCD(1B)', '124 (80CCD(1B))', '80CCD(1B) (124)'],
  ['80CCD(2)', '124 (80CCD(2))', '80CCD(2) (124)'],
  ['80E', '129 (80E)', '80E (129)'],
  ['80G', '133 (80G)', '80G (133)'],
  ['80TTA', '153 (80TTA)', '80TTA (153)'],
  ['80TTB', '153 (80TTB)', '80TTB (153)'],
  ['24(b)', '22 (24(b))', '24(b) (22)'],
  ['16(ia)', '19 (16(ia))', '16(ia) (19)'],
  ['10(10)', '19 (10(10))', '10(10) (19)'],
  ['87A', '156 (87A)', '87A (156)'],
  ['115BAC', '202 (115BAC)', '115BAC (202)'],
  ['111A', '196 (111A)', '111A (196)'],
  ['112', '197 (112)', '112 (197)'],
  ['112A', '198 (112A)', '112A (198)'],
  ['48', '72 (48)', '48 (72)'],
  ['194J', '393 (194J)', '194J (393)'],
  ['194-I', '393 (194-I)', '194-I (393)'],
  ['206AA', '397 (206AA)', '206AA (397)'],
  // Not confirmed: the 1961 number alone, in both years.
  ['10(13A)', '10(13A)', '10(13A)'],
  ['2(42A)', '2(42A)', '2(42A)'],
  ['55(2)(b)', '55(2)(b)', '55(2)(b)'],
] as const)('section %s: %j in tax year 2026-27, %j in FY 2025-26', (provision, now, before) => {
  expect(provisionName('2026-27', provision)).toBe(now);
  expect(provisionName('2025-26', provision)).toBe(before);
});

test('the unconfirmed mappings are exactly those docs/tax.md lists as not confirmed', () => {
  const unconfirmed = Object.entries(LAW_PROVISIONS).filter(([, act2025]) => act2025 === null);
  expect(unconfirmed.map(([provision]) => provision)).toEqual(['10(13A)', '2(42A)', '55(2)(b)']);
  expect(isProvision('80G')).toBe(true);
  expect(isProvision('80U')).toBe(false);
  expect(isProvision('hasOwnProperty')).toBe(false);
});

test('Form 16 is Form 130 and 26AS is Form 168 under the 2025 Act', () => {
  expect(formName('2026-27', 'Form 16')).toBe('Form 130 (Form 16)');
  expect(formName('2025-26', 'Form 26AS')).toBe('Form 26AS (Form 168)');
  expect(LAW_FORMS).toEqual({ 'Form 16': 'Form 130', 'Form 26AS': 'Form 168' });
});

test('a screen says when a 2025 number is not confirmed, only in a year of the 2025 Act', () => {
  expect(unconfirmedProvisionsNote('2026-27', ['10(13A)', '80C'])).toBe(
    'The Income-tax Act, 2025 section for section 10(13A) of the 1961 Act is not confirmed here, so the 1961 number is shown.',
  );
  expect(unconfirmedProvisionsNote('2026-27', ['2(42A)', '55(2)(b)'])).toBe(
    'The Income-tax Act, 2025 sections for section 2(42A) and section 55(2)(b) of the 1961 Act are not confirmed here, so the 1961 numbers are shown.',
  );
  expect(unconfirmedProvisionsNote('2026-27', ['80C'])).toBeNull();
  expect(unconfirmedProvisionsNote('2025-26', ['10(13A)'])).toBeNull();
});
