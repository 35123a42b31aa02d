// @fintools/shared/ui: the React primitives every remote builds its screens from.
export { Field, type FieldProps, type ControlProps } from './field';
export { NumericInput, AmountInput, type NumericInputProps } from './numeric-input';
export { ResultList, type ResultItem, type ResultListProps } from './result-list';
export { Screen, uiClasses, type ScreenProps } from './screen';
export {
  UrlStateProvider,
  useShareableInputs,
  readInputsFromQuery,
  urlWithInputs,
  type ShareableInputs,
} from './shareable-inputs';
export { CopyLinkButton } from './copy-link-button';
export { useCalculatorForm, type CalculatorForm, type CalculatorFormOptions } from './use-calculator-form';
export { ChoiceGroup, type ChoiceGroupProps, type ChoiceOption } from './choice-group';
export { Select, type SelectProps } from './select';
export { CalculatorFormCard, type CalculatorFormCardProps } from './calculator-form-card';
export { OfflineNotice, useOnline, OFFLINE_MESSAGE } from './offline-notice';
