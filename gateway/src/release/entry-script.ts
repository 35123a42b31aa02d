import type { SharedRequirement } from './compatibility';

/**
 * What a build's remoteEntry.js says, read from its code: the code that runs, where mf-manifest.json only
 * describes it. The entry webpack's Module Federation plugin writes holds the map of its exposes
 * (`{"./tax-compare/tax-compare-screen":()=>…}`) and, in `consumesLoadingData.moduleIdToConsumeDataMapping`,
 * each shared module it asks the share scope for, with the range, `singleton` and `strictVersion` the runtime
 * checks and a `fallback` (its own copy, or a function that throws "Can not get" when it has none).
 */

/** The text of `moduleIdToConsumeDataMapping`'s object, braces matched outside strings; undefined when absent. */
function consumesObject(entry: string): string | undefined {
  const start = /moduleIdToConsumeDataMapping\s*=\s*\{/.exec(entry);
  if (!start) return undefined;
  let depth = 0;
  let quote: string | undefined;
  for (let i = start.index + start[0].length - 1; i < entry.length; i += 1) {
    const char = entry[i]!;
    if (quote) {
      if (char === '\\') i += 1;
      else if (char === quote) quote = undefined;
      continue;
    }
    if (char === '"' || char === "'" || char === '`') quote = char;
    else if (char === '{') depth += 1;
    else if (char === '}' && --depth === 0) return entry.slice(start.index + start[0].length - 1, i + 1);
  }
  return undefined;
}

const TRUE = /^(?:!0|true)$/;

/**
 * The shared modules the entry's code asks for, as the runtime will (one per share key), in the shape
 * `checkCompatibility` reads; an entry that asks for none gives [].
 * @example readEntryRequirements('t.consumesLoadingData.moduleIdToConsumeDataMapping={1:{fallback:()=>()=>{throw new Error("Can not get \'react\'")},shareScope:["default"],singleton:!0,requiredVersion:"^18.2.0",strictVersion:!0,eager:!1,layer:void 0,shareKey:"react"}}')
 * // [{ name: 'react', requiredVersion: '^18.2.0', singleton: true, strictVersion: true, hasFallback: false }]
 */
export function readEntryRequirements(entry: string): SharedRequirement[] {
  const consumes = consumesObject(entry);
  if (!consumes) return [];
  const byKey = new Map<string, SharedRequirement>();
  for (const segment of consumes.split(/\bfallback\s*:/).slice(1)) {
    const name = /\bshareKey\s*:\s*"((?:[^"\\]|\\.)*)"/.exec(segment)?.[1];
    if (!name) continue;
    const range = /\brequiredVersion\s*:\s*(?:"((?:[^"\\]|\\.)*)"|(!1|false))/.exec(segment);
    const flag = (key: string) =>
      TRUE.test(new RegExp(`\\b${key}\\s*:\\s*(!0|!1|true|false)`).exec(segment)?.[1] ?? '');
    const requirement: SharedRequirement = {
      name,
      requiredVersion: range?.[1] !== undefined && range[1] !== '' ? range[1] : false,
      singleton: flag('singleton'),
      strictVersion: flag('strictVersion'),
      // A module without a copy of its own gets a fallback that only throws "Can not get '<module>'". A
      // minifier may drop the `new` (`throw Error(…)` is the same call): SWC does, terser keeps it.
      hasFallback: !/^\s*\(\)\s*=>\s*\(\)\s*=>\s*\{\s*throw\s+(?:new\s+)?Error\("Can not get /.test(segment),
    };
    byKey.set(name, requirement);
  }
  return [...byKey.values()];
}

/**
 * The modules the entry exposes ("./tax-compare/tax-compare-screen", "./mount"), from its module map.
 * @example readEntryExposes('var n={"./mount":()=>t.e(1).then(()=>()=>t(2)),"./emi/emi-screen":()=>t.e(3)}') // ['./mount', './emi/emi-screen']
 */
export function readEntryExposes(entry: string): string[] {
  return [...new Set([...entry.matchAll(/["'](\.\/[\w./-]+)["']\s*:\s*(?:\(\)\s*=>|function\b)/g)].map((m) => m[1]!))];
}

const rangeText = (range: string | false) => (range === false ? '*' : range);

/** A requirement in words: "react ^19.3.1 (singleton, strict, no copy of its own)". */
function describeRequirement(requirement: SharedRequirement): string {
  const traits = [
    requirement.singleton ? 'singleton' : 'not a singleton',
    requirement.strictVersion ? 'strict' : 'not strict',
    requirement.hasFallback ? 'with a copy of its own' : 'no copy of its own',
  ];
  return `${requirement.name} ${rangeText(requirement.requiredVersion)} (${traits.join(', ')})`;
}

/**
 * Where a manifest's shared requirements differ from those its entry's code asks for, one line each naming
 * both; empty when they agree. One build writes both with the same modules (its `shared` config), so a module
 * only one of them lists is a difference too: an entry this gate could not read is never taken to need nothing.
 * @example entryDisagreements(
 *   [{ name: 'react', requiredVersion: '^19.3.1', singleton: true, strictVersion: true, hasFallback: false }],
 *   [{ name: 'react', requiredVersion: '^18.2.0', singleton: true, strictVersion: true, hasFallback: false }],
 * ) // ['mf-manifest.json says react ^19.3.1 (singleton, strict, no copy of its own); remoteEntry.js requires react ^18.2.0 (singleton, strict, no copy of its own)']
 */
export function entryDisagreements(
  manifest: readonly SharedRequirement[],
  entry: readonly SharedRequirement[],
): string[] {
  const listed = new Map(manifest.map((requirement) => [requirement.name, requirement]));
  const lines: string[] = [];
  for (const required of entry) {
    const said = listed.get(required.name);
    if (!said) {
      lines.push(
        `mf-manifest.json does not list ${required.name}; remoteEntry.js requires ${describeRequirement(required)}`,
      );
      continue;
    }
    if (describeRequirement(said) !== describeRequirement(required)) {
      lines.push(
        `mf-manifest.json says ${describeRequirement(said)}; remoteEntry.js requires ${describeRequirement(required)}`,
      );
    }
  }
  const asked = new Set(entry.map((requirement) => requirement.name));
  for (const said of manifest) {
    if (!asked.has(said.name)) {
      lines.push(`mf-manifest.json says ${describeRequirement(said)}; remoteEntry.js does not ask for ${said.name}`);
    }
  }
  return lines;
}
