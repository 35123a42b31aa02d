// Screen-test helpers of the resume builder, in one place for every test file of this package.
import path from 'node:path';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordingWords } from '../../shared/test/words';
import ResumeBuilderScreen from '../src/resume-builder/resume-builder-screen';

/** The area's folder, whose catalogues hold the builder's words (shared/test/words.tsx). */
export const AREA_DIR = path.join(__dirname, '..');

export const EMPTY_HINT = 'Your resume takes shape here as you fill in the form.';

/**
 * Renders the screen, noting every message it asks for (a file's `expectAskedWordsTranslated` checks each has
 * its translation), and finds the preview sheet once (role queries are slow in jsdom).
 */
export function renderBuilder() {
  const view = render(
    <RecordingWords>
      <ResumeBuilderScreen />
    </RecordingWords>,
  );
  const preview = screen.getByRole('article', { name: 'Resume preview' });
  return {
    ...view,
    preview,
    /** The text lines of the sheet (summary, contact, websites, location…), as the visitor reads them. */
    lines: () =>
      Array.from(preview.querySelectorAll('p'), (line) => line.textContent).filter((text) => text !== EMPTY_HINT),
  };
}

/** A user whose typing does not wait between keys. */
export const fastUser = () => userEvent.setup({ delay: null });

/**
 * Enters each value into the field labelled so, inside `container` (the whole page by default), at the
 * caret, as a paste (fast); typing key by key is tested separately.
 */
export async function fill(values: Record<string, string>, container: HTMLElement = document.body) {
  const user = fastUser();
  for (const [label, value] of Object.entries(values)) {
    await user.click(within(container).getByLabelText(label));
    await user.paste(value);
  }
  return user;
}

/** The form's section (a group) with this name: 'Personal Details', 'Work Experience', 'Education'… */
export const formSection = (name: string) =>
  within(screen.getByRole('form', { name: 'Build Your Resume' })).getByRole('group', { name });

/** Presses "Add …" in `section` and returns the new entry's group, e.g. 'Work experience 2'. */
export async function addEntry(section: string, addLabel: string, entryName: string) {
  await fastUser().click(within(formSection(section)).getByRole('button', { name: addLabel }));
  return within(formSection(section)).getByRole('group', { name: entryName });
}
