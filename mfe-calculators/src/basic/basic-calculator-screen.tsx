import { useEffect, useState } from 'react';
import { useT } from '@fintools/shared/ui/language';
import { INITIAL_CALCULATOR_STATE, KEYPAD, keyFromKeyboard, pressKey, type KeypadKey } from './basic-calculator';
import { toolIntro } from '@fintools/shared/federation/tool-intro';
import { Screen, uiClasses } from '@fintools/shared/ui/screen';
import styles from './basic-calculator.module.css';

/** Keys typed into a form control belong to that control, not to the calculator. */
function isTypingElsewhere(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/** The display's size class: smaller type for text that would not fit on one line at full size. */
function displaySize(text: string): string {
  if (text.length > 18) return styles.veryLong ?? '';
  return text.length > 14 ? (styles.long ?? '') : '';
}

export default function BasicCalculatorScreen() {
  const t = useT();
  const [state, setState] = useState(INITIAL_CALCULATOR_STATE);
  const press = (key: KeypadKey | 'Backspace') => setState((previous) => pressKey(previous, key));

  // The keyboard works as the keypad while this screen is open.
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.ctrlKey || event.metaKey || event.altKey || isTypingElsewhere(event.target)) return;
      const key = keyFromKeyboard(event.key);
      if (!key) return;
      // Enter on a focused keypad button would press that button as well as "=".
      event.preventDefault();
      setState((previous) => pressKey(previous, key));
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <Screen {...toolIntro('basic')}>
      <div className={`${uiClasses.card} ${styles.calculator}`}>
        <output
          className={`${styles.display} ${displaySize(state.display)}`}
          aria-label={t('Display')}
          aria-live="polite"
        >
          {state.display}
        </output>
        <div className={styles.keypad}>
          {KEYPAD.map((key) => (
            <button
              key={key}
              type="button"
              className={
                key === '='
                  ? styles.equals
                  : key === 'C'
                    ? styles.clear
                    : /[0-9.]/.test(key)
                      ? styles.digit
                      : styles.operator
              }
              onClick={() => press(key)}
            >
              {key}
            </button>
          ))}
        </div>
        <p className={uiClasses.hint}>
          {t('You can also type: digits, + - * / . Enter for =, Esc to clear, Backspace to delete.')}
        </p>
      </div>
    </Screen>
  );
}
