/** The income-tax form's validator takes any string: a value or its messages, never a throw. */
import { describeValidatorsTakeAnyText } from '../../../shared/test/any-text-validators';
import { validateTaxInput } from './tax-input';

describeValidatorsTakeAnyText([['tax', (t) => validateTaxInput({ salary: t, deduction: t })]]);
