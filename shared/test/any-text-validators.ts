import fc from 'fast-check';
import type { Result } from '@fintools/shared/validation/result';

/*
 * Every validator takes ANY string, including hostile ones, and answers either a value or its messages: none
 * throws, and an accepted value is always finite. One harness for every area's validators.
 */

export const HOSTILE_TEXT = [
  '',
  '-',
  'e',
  '1e309',
  '٣',
  '٣٤٥',
  '-0',
  '  5  ',
  '5,00,000abc',
  '9'.repeat(60),
  '9'.repeat(10_000),
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'NaN',
  'Infinity',
  '0x1F',
  '1/0',
  '0.0000001',
  '-5',
  '0',
];
const anyText = fc.oneof(
  fc.constantFrom(...HOSTILE_TEXT),
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.stringMatching(/^[0-9,.\-e ]{0,24}$/),
);

function expectWellFormed(result: Result<object, Partial<Record<string, string>>>) {
  if (result.ok) {
    for (const value of Object.values(result.value)) {
      if (typeof value === 'number') expect(Number.isFinite(value)).toBe(true);
    }
  } else {
    const messages = Object.values(result.errors);
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) expect(typeof message === 'string' && message.length > 0).toBe(true);
  }
}

/** A validator fed the same text in every field. */
export type AnyTextValidator = [
  name: string,
  validate: (text: string) => Result<object, Partial<Record<string, string>>>,
];

/** One describe per validator: each hostile text, then any string fast-check makes. */
export function describeValidatorsTakeAnyText(validators: AnyTextValidator[]): void {
  describe.each(validators)('%s validator', (_name, validate) => {
    test.each(
      HOSTILE_TEXT.map((text) => [text.length > 40 ? `${text.slice(0, 20)}… (${text.length} chars)` : text, text]),
    )('takes %j without throwing', (_label, text) => {
      expectWellFormed(validate(text));
    });

    test('takes any string without throwing', () => {
      fc.assert(
        fc.property(anyText, (text) => expectWellFormed(validate(text))),
        { numRuns: 300 },
      );
    });
  });
}
