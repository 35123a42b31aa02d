/**
 * The schema of a `tools.json` (tool-entry.ts `ToolEntry`), checked: what the remote's build, `pnpm release` and
 * the gateway read every `tools.json` through. A module of its own: the shell reads only the catalogue the gateway
 * already checked (catalogue.ts `parseCatalogue`), so its pages do not carry this.
 */
import {
  isIconPath,
  normalizePath,
  RESERVED_PATHS,
  MAX_RANK,
  MAX_TOOLS_PER_AREA,
  SCREEN_FILE_PATTERN,
  TOOL_ID_PATTERN,
  TOOL_PATH_PATTERN,
  TRANSLATED_FIELDS,
  type ToolEntry,
} from './tool-entry';

const STRING_FIELDS = ['id', 'path', 'label', 'title', 'summary', 'screen'] as const;
const OPTIONAL_STRING_FIELDS = ['heading', 'group', 'icon', 'cardLabel', 'help'] as const;
const BOOLEAN_FIELDS = ['dashboard', 'sidebar', 'offline'] as const;
const RANK_FIELDS = ['dashboardRank', 'groupRank'] as const;
const KNOWN_FIELDS = new Set<string>([
  ...STRING_FIELDS,
  ...OPTIONAL_STRING_FIELDS,
  ...BOOLEAN_FIELDS,
  ...RANK_FIELDS,
  'translations',
  'messages',
]);
/** A language code as `translations` and `messages` name them ("hi", "mr"). */
const LANGUAGE_CODE_PATTERN = /^[a-z]{2,3}$/;
/** A catalogue file the build wrote: messages/<language>/<tool id>.<hash>.json. */
const MESSAGES_FILE_PATTERN = /^messages\/[a-z]{2,3}\/[a-z][a-z0-9-]*\.[0-9a-f]{8}\.json$/;

/** Longest text a field may hold: a title or summary longer than this is a mistake, not a sentence. */
const MAX_FIELD_LENGTH = 300;

/** What is wrong with one entry, in words a release log can show ("tools.json[3] (fd): path …"). */
function entryErrors(value: unknown, where: string): string[] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [`${where} is not an object`];
  const entry = value as Record<string, unknown>;
  const errors: string[] = [];
  for (const field of STRING_FIELDS) {
    const text = entry[field];
    if (typeof text !== 'string' || text.trim() === '') errors.push(`${where}: ${field} must be a non-empty string`);
    else if (text.length > MAX_FIELD_LENGTH) errors.push(`${where}: ${field} is longer than ${MAX_FIELD_LENGTH}`);
  }
  for (const field of OPTIONAL_STRING_FIELDS) {
    const text = entry[field];
    if (text === undefined) continue;
    if (typeof text !== 'string' || text.trim() === '') errors.push(`${where}: ${field} must be a non-empty string`);
    else if (text.length > MAX_FIELD_LENGTH) errors.push(`${where}: ${field} is longer than ${MAX_FIELD_LENGTH}`);
  }
  for (const field of BOOLEAN_FIELDS) {
    if (entry[field] !== undefined && typeof entry[field] !== 'boolean') {
      errors.push(`${where}: ${field} must be true or false`);
    }
  }
  for (const field of RANK_FIELDS) {
    const rank = entry[field];
    if (rank !== undefined && (typeof rank !== 'number' || !Number.isInteger(rank) || rank < 0 || rank > MAX_RANK)) {
      errors.push(`${where}: ${field} must be a whole number from 0 to ${MAX_RANK}`);
    }
  }
  if (typeof entry.icon === 'string' && !isIconPath(entry.icon) && !TOOL_ID_PATTERN.test(entry.icon)) {
    errors.push(`${where}: icon must be SVG path data ("M4 6h16v12H4z") or the name of an icon of the set`);
  }
  for (const field of Object.keys(entry)) {
    if (!KNOWN_FIELDS.has(field)) errors.push(`${where}: unknown field "${field}"`);
  }
  if (typeof entry.id === 'string' && !TOOL_ID_PATTERN.test(entry.id)) {
    errors.push(`${where}: id "${entry.id}" must be lower case letters, digits and hyphens`);
  }
  if (typeof entry.path === 'string') {
    if (!TOOL_PATH_PATTERN.test(entry.path)) {
      errors.push(`${where}: path "${entry.path}" must be "/" and one segment of letters, digits and hyphens`);
    } else if ((RESERVED_PATHS as readonly string[]).includes(normalizePath(entry.path))) {
      errors.push(`${where}: path "${entry.path}" is the shell's own`);
    }
  }
  if (typeof entry.screen === 'string' && !SCREEN_FILE_PATTERN.test(entry.screen)) {
    errors.push(`${where}: screen "${entry.screen}" must be a .tsx or .ts file under src/`);
  }
  errors.push(...translationErrors(entry.translations, where), ...messagesErrors(entry.messages, where));
  return errors;
}

/** What is wrong with an entry's `translations`: an object of language codes, each an object of words. */
function translationErrors(value: unknown, where: string): string[] {
  if (value === undefined) return [];
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [`${where}: translations must be an object`];
  return Object.entries(value).flatMap(([language, words]) => {
    const at = `${where}: translations.${language}`;
    if (!LANGUAGE_CODE_PATTERN.test(language)) return [`${at}: a language is named by its code ("hi")`];
    if (!words || typeof words !== 'object' || Array.isArray(words)) return [`${at} must be an object`];
    return Object.entries(words).flatMap(([field, text]) => {
      if (!(TRANSLATED_FIELDS as readonly string[]).includes(field)) return [`${at}: unknown field "${field}"`];
      if (typeof text !== 'string' || text.trim() === '') return [`${at}.${field} must be a non-empty string`];
      return text.length > MAX_FIELD_LENGTH ? [`${at}.${field} is longer than ${MAX_FIELD_LENGTH}`] : [];
    });
  });
}

/** What is wrong with an entry's `messages`: language code → a catalogue file the build wrote. */
function messagesErrors(value: unknown, where: string): string[] {
  if (value === undefined) return [];
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [`${where}: messages must be an object`];
  return Object.entries(value).flatMap(([language, file]) =>
    LANGUAGE_CODE_PATTERN.test(language) && typeof file === 'string' && MESSAGES_FILE_PATTERN.test(file)
      ? []
      : [
          `${where}: messages.${language} must be a catalogue file the build wrote (messages/<language>/<id>.<hash>.json)`,
        ],
  );
}

/** Ids or paths (compared as routes match) that appear more than once, with where. */
function duplicateErrors(entries: readonly ToolEntry[], label: (entry: ToolEntry) => string): string[] {
  const errors: string[] = [];
  const seenIds = new Map<string, ToolEntry>();
  const seenPaths = new Map<string, ToolEntry>();
  for (const entry of entries) {
    const sameId = seenIds.get(entry.id);
    if (sameId) errors.push(`id "${entry.id}" is used twice (${label(sameId)} and ${label(entry)})`);
    else seenIds.set(entry.id, entry);
    const key = normalizePath(entry.path);
    const samePath = seenPaths.get(key);
    if (samePath) errors.push(`path "${entry.path}" is used twice (${label(samePath)} and ${label(entry)})`);
    else seenPaths.set(key, entry);
  }
  return errors;
}

export type ToolEntriesCheck = { ok: true; tools: ToolEntry[] } | { ok: false; errors: string[] };

/**
 * Checks a parsed `tools.json` against the schema above: an array of at most MAX_TOOLS_PER_AREA entries,
 * every field of the right type and form, no unknown field, ids and paths unique. The remote's build,
 * `pnpm release` and the gateway all read a `tools.json` through this.
 * @example checkToolEntries([{ id: 'emi', path: '/emi-calculator', … }]) // { ok: true, tools: [...] }
 */
export function checkToolEntries(value: unknown, file = 'tools.json'): ToolEntriesCheck {
  if (!Array.isArray(value)) return { ok: false, errors: [`${file} must be an array of tools`] };
  if (value.length > MAX_TOOLS_PER_AREA) {
    return { ok: false, errors: [`${file} lists ${value.length} tools: at most ${MAX_TOOLS_PER_AREA} per area`] };
  }
  const errors = value.flatMap((entry, index) => {
    const id = (entry as { id?: unknown } | null)?.id;
    return entryErrors(entry, `${file}[${index}]${typeof id === 'string' ? ` (${id})` : ''}`);
  });
  if (errors.length > 0) return { ok: false, errors };
  const tools = value as ToolEntry[];
  const duplicates = duplicateErrors(tools, (entry) => entry.id);
  return duplicates.length > 0 ? { ok: false, errors: duplicates } : { ok: true, tools };
}
