import { useEffect, useRef } from 'react';
import { useT } from '@fintools/shared/ui/language';
import { uiClasses } from '@fintools/shared/ui/screen';
import { moveTarget, type MoveDirection } from './move-entry';
import type { EntryField, EntryOf, EntrySection } from './resume-data';
import { TextField, type TextFieldProps } from './text-field';
import styles from './resume-builder.module.css';

type EntryFieldSpec<S extends EntrySection> = { field: EntryField<S> } & Omit<TextFieldProps, 'value' | 'onChange'>;

interface SectionSpec<S extends EntrySection> {
  heading: string;
  addLabel: string;
  /** What one entry is called, its number `{number}`: its group's name ("Work experience 2"). */
  entryName: string;
  /** The field that names an entry in its buttons ("Remove Audit Manager"). */
  titleField: EntryField<S>;
  fields: readonly EntryFieldSpec<S>[];
  /** Fields laid out two to a row on wider screens. */
  pairs?: readonly EntryField<S>[];
}

/** What the live region says after a move, by its direction. */
const MOVED: { readonly [D in MoveDirection]: string } = {
  up: '{name} moved up: {position} of {count}.',
  down: '{name} moved down: {position} of {count}.',
};

const DESCRIPTION_HINT = 'Start a line with "- " to make it a bullet.';

export const SECTION_SPECS: { readonly [S in EntrySection]: SectionSpec<S> } = {
  workExperience: {
    heading: 'Work Experience',
    addLabel: 'Add work experience',
    entryName: 'Work experience {number}',
    titleField: 'position',
    fields: [
      { field: 'position', label: 'Job title', placeholder: 'Audit Manager', autoComplete: 'organization-title' },
      { field: 'company', label: 'Company', placeholder: 'Rao & Co', autoComplete: 'organization' },
      { field: 'startDate', label: 'Start', placeholder: 'Jun 2021' },
      { field: 'endDate', label: 'End', placeholder: 'Present', hint: 'Empty, or Present for your current job.' },
      { field: 'description', label: 'Description', rows: 4, hint: DESCRIPTION_HINT },
    ],
    pairs: ['startDate', 'endDate'],
  },
  education: {
    heading: 'Education',
    addLabel: 'Add education',
    entryName: 'Education {number}',
    titleField: 'degree',
    fields: [
      { field: 'degree', label: 'Degree', placeholder: 'B.Com' },
      { field: 'institution', label: 'Institution', placeholder: 'Savitribai Phule Pune University' },
      { field: 'year', label: 'Year', placeholder: '2014', inputMode: 'numeric' },
    ],
  },
  projects: {
    heading: 'Projects',
    addLabel: 'Add project',
    entryName: 'Project {number}',
    titleField: 'name',
    fields: [
      { field: 'name', label: 'Project name', placeholder: 'GST invoice checker' },
      { field: 'link', label: 'Link', placeholder: 'github.com/your-name/project', inputMode: 'url' },
      { field: 'description', label: 'Description', rows: 3, hint: DESCRIPTION_HINT },
    ],
  },
};

export interface EntryListSectionProps<S extends EntrySection> {
  section: S;
  entries: readonly EntryOf<S>[];
  onAdd: (section: S) => string;
  onChange: (section: S, id: string, field: EntryField<S>, value: string) => void;
  onRemove: (section: S, id: string) => void;
  onMove: (section: S, id: string, direction: MoveDirection) => void;
  /** Tells screen reader users what a button did (the form's live region). */
  announce: (message: string) => void;
}

/** Which control gets focus after the next render: the list changed under the one that had it. */
type FocusRequest = { id: string; control: 'first' | MoveDirection | 'remove' } | 'add';

/**
 * One section of entries (Work Experience, Education, Projects): each entry a group of fields with
 * Move up, Move down and Remove, and "Add …" below. Focus follows the entry a button acted on, so the
 * whole list can be rearranged from the keyboard.
 */
export function EntryListSection<S extends EntrySection>(props: EntryListSectionProps<S>) {
  const { section, entries, onAdd, onChange, onRemove, onMove, announce } = props;
  const spec: SectionSpec<S> = SECTION_SPECS[section];
  const t = useT();
  const root = useRef<HTMLFieldSetElement>(null);
  const focusRequest = useRef<FocusRequest | null>(null);

  useEffect(() => {
    const request = focusRequest.current;
    if (!request) return;
    focusRequest.current = null;
    const selector =
      request === 'add'
        ? '[data-focus="add"]'
        : `[data-entry="${CSS.escape(request.id)}"] [data-focus="${request.control}"]`;
    root.current?.querySelector<HTMLElement>(selector)?.focus();
  });

  const entryName = (index: number) => t(spec.entryName, { number: index + 1 });
  // Within a sentence an untitled entry is lower case ("work experience 2"); a script without case is unchanged.
  const nameOf = (entry: EntryOf<S>, index: number) =>
    (entry[spec.titleField] as string).trim() || entryName(index).toLowerCase();

  function add() {
    const id = onAdd(section);
    focusRequest.current = { id, control: 'first' };
    announce(t('{entry} added.', { entry: entryName(entries.length) }));
  }

  function move(entry: EntryOf<S>, index: number, direction: MoveDirection) {
    const to = moveTarget(entries, entry.id, direction);
    if (to === null) return;
    onMove(section, entry.id, direction);
    focusRequest.current = { id: entry.id, control: direction };
    announce(t(MOVED[direction], { name: nameOf(entry, index), position: to + 1, count: entries.length }));
  }

  function remove(entry: EntryOf<S>, index: number) {
    onRemove(section, entry.id);
    // Focus goes to the entry that takes its place, else the one above, else "Add …".
    const next = entries[index + 1] ?? entries[index - 1];
    focusRequest.current = next ? { id: next.id, control: 'remove' } : 'add';
    announce(t('{name} removed.', { name: nameOf(entry, index) }));
  }

  const pairs: readonly EntryField<S>[] = spec.pairs ?? [];
  return (
    <fieldset className={styles.section} ref={root}>
      <legend className={styles.legend}>
        <h3 className={styles.sectionHeading}>{t(spec.heading)}</h3>
      </legend>
      {entries.map((entry, index) => {
        const name = nameOf(entry, index);
        const field = ({ field, ...rest }: EntryFieldSpec<S>, position: number) => (
          <TextField
            key={field}
            {...rest}
            focusKey={position === 0 ? 'first' : undefined}
            value={entry[field] as string}
            onChange={(value) => onChange(section, entry.id, field, value)}
          />
        );
        const paired = spec.fields.filter((candidate) => pairs.includes(candidate.field));
        return (
          <fieldset key={entry.id} className={styles.entry} data-entry={entry.id}>
            <legend className={styles.entryLegend}>{entryName(index)}</legend>
            <div className={styles.fields}>
              {spec.fields.map((candidate, position) => {
                if (!pairs.includes(candidate.field)) return field(candidate, position);
                // The pair goes where its first field is, as one row of two.
                if (candidate !== paired[0]) return null;
                return (
                  <div key="pair" className={styles.pair}>
                    {paired.map((pairField) => field(pairField, spec.fields.indexOf(pairField)))}
                  </div>
                );
              })}
            </div>
            <div className={styles.entryActions}>
              <EntryButton
                label="Move up"
                name={name}
                focusKey="up"
                disabled={index === 0}
                onClick={() => move(entry, index, 'up')}
              />
              <EntryButton
                label="Move down"
                name={name}
                focusKey="down"
                disabled={index === entries.length - 1}
                onClick={() => move(entry, index, 'down')}
              />
              <EntryButton
                label="Remove"
                name={name}
                focusKey="remove"
                className={styles.removeButton}
                onClick={() => remove(entry, index)}
              />
            </div>
          </fieldset>
        );
      })}
      <button
        type="button"
        className={`${uiClasses.secondaryButton} ${styles.addButton}`}
        data-focus="add"
        onClick={add}
      >
        {t(spec.addLabel)}
      </button>
    </fieldset>
  );
}

interface EntryButtonProps {
  /** In English; shown in the page's language. */
  label: string;
  /** The entry's title, read after the label ("Move up Audit Manager"), not shown. */
  name: string;
  focusKey: string;
  disabled?: boolean;
  className?: string;
  onClick: () => void;
}

/**
 * A button of one entry. At either end of the list Move up / Move down are aria-disabled rather than
 * disabled: a disabled button drops the keyboard focus the visitor just moved there.
 */
function EntryButton({ label, name, focusKey, disabled = false, className = '', onClick }: EntryButtonProps) {
  const t = useT();
  return (
    <button
      type="button"
      className={`${uiClasses.secondaryButton} ${styles.entryButton} ${className}`}
      aria-disabled={disabled || undefined}
      data-focus={focusKey}
      onClick={disabled ? undefined : onClick}
    >
      {t(label)}
      <span className={uiClasses.srOnly}> {name}</span>
    </button>
  );
}
