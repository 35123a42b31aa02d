import { MAX_MEDIA_COUNT, MIN_MEDIA_COUNT } from '@fintools/shared/api/media';
import { Field } from '@fintools/shared/ui/field';
import { useT } from '@fintools/shared/ui/language';
import { NumericInput } from '@fintools/shared/ui/numeric-input';
import { uiClasses } from '@fintools/shared/ui/screen';
import type { MediaSearch } from './use-media-search';
import styles from './media.module.css';

export interface SearchFormProps {
  form: MediaSearch<unknown>;
  /** The landmark's name ("Search images"). */
  label: string;
  /** "Image count" or "Video count". */
  countLabel: string;
  /** The spec's button words: "Search Images", "Search Videos". */
  buttonLabel: string;
}

/** Keyword, count and the search button; Enter in either field searches too. */
export function SearchForm({ form, label, countLabel, buttonLabel }: SearchFormProps) {
  const t = useT();
  return (
    <form
      role="search"
      aria-label={t(label)}
      className={uiClasses.card}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        form.search();
      }}
    >
      <div className={styles.searchFields}>
        <Field label="Keyword" error={form.keywordError}>
          {(control) => (
            <input
              {...control}
              type="text"
              autoComplete="off"
              enterKeyHint="search"
              maxLength={100}
              value={form.keyword}
              onChange={(event) => form.setKeyword(event.currentTarget.value)}
            />
          )}
        </Field>
        <Field label={countLabel} hint={`${MIN_MEDIA_COUNT} to ${MAX_MEDIA_COUNT}`}>
          {(control) => <NumericInput {...control} decimals={0} value={form.count} onValueChange={form.setCount} />}
        </Field>
      </div>
      <div className={uiClasses.actions}>
        <button
          type="submit"
          className={uiClasses.button}
          disabled={!form.canSearch}
          aria-busy={form.searching || undefined}
        >
          {form.searching ? t('Searching...') : t(buttonLabel)}
        </button>
      </div>
    </form>
  );
}
