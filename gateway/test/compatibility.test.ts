import {
  checkCompatibility,
  describeOwnCopies,
  describeProblem,
  readBuildLabel,
  readProvidedVersions,
  readRequirements,
  type SharedRequirement,
} from '../src/release/compatibility';

const HOST_EMI = '0.0.0-h1111111111';
const NEW_EMI = '0.0.0-h2222222222';
const shell = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  '@fintools/shared/finance/tax': '0.1.5',
  '@fintools/shared/ui/field': '0.1.1',
  '@fintools/shared/finance/emi': HOST_EMI,
};

/** A pure module as FinTools remotes share it: its content version, exactly, with the remote's own copy. */
const pure = (name: string, version: string): SharedRequirement => ({
  name,
  requiredVersion: version,
  singleton: false,
  strictVersion: true,
  hasFallback: true,
});

/** A requirement as FinTools remotes build them: a strict singleton, no fallback for shared modules. */
const needs = (name: string, requiredVersion: string | false, rule: Partial<SharedRequirement> = {}) => ({
  name,
  requiredVersion,
  singleton: true,
  strictVersion: true,
  hasFallback: !name.startsWith('@fintools/'),
  ...rule,
});

describe('checkCompatibility: the federation runtime’s rules', () => {
  test.each<[string, SharedRequirement, boolean]>([
    ['the same versions', needs('react', '^19.3.1'), true],
    ['a newer minor of React on the shell', needs('react', '^19.2.0'), true],
    ['React newer than the shell’s', needs('react', '^19.4.0'), false],
    ['another React major', needs('react', '^18.3.1'), false],
    ['shared built against an older patch', needs('@fintools/shared/finance/tax', '^0.1.0'), true],
    ['shared built against a newer patch (new exports)', needs('@fintools/shared/finance/tax', '^0.1.6'), false],
    [
      'shared built against the next minor while 0.x (breaking)',
      needs('@fintools/shared/finance/tax', '^0.2.0'),
      false,
    ],
    ['shared built against a newer major', needs('@fintools/shared/finance/tax', '^1.0.0'), false],
    ['any version', needs('react', false), true],
    ['"*"', needs('react', '*'), true],
    ['a non-strict singleton out of range: a warning only', needs('react', '^20.0.0', { strictVersion: false }), true],
    ['a non-singleton out of range with its own copy', needs('react-dom', '^20.0.0', { singleton: false }), true],
    [
      'a non-singleton out of range without a copy',
      needs('react-dom', '^20.0.0', { singleton: false, hasFallback: false }),
      false,
    ],
    ['a module the shell lacks, with the remote’s own copy', needs('left-pad', '^1.0.0'), true],
    ['a shared module the shell lacks (no copy in the remote)', needs('@fintools/shared/finance/new', '^0.1.0'), false],
    ['a ui module built after a patch release (^minor.0)', needs('@fintools/shared/ui/field', '^0.1.0'), true],
    ['a ui module built against the next minor', needs('@fintools/shared/ui/field', '^0.2.0'), false],
    ['a ui module the shell lacks', needs('@fintools/shared/ui/new-widget', '^0.1.0'), false],
    ['a pure module, the same code as the shell’s', pure('@fintools/shared/finance/emi', HOST_EMI), true],
    ['a pure module, other code than the shell’s', pure('@fintools/shared/finance/emi', NEW_EMI), true],
    ['a pure module the shell lacks', pure('@fintools/shared/finance/new', NEW_EMI), true],
  ])('%s → compatible: %s', (_case, requirement, compatible) => {
    expect(checkCompatibility([requirement], shell).compatible).toBe(compatible);
  });

  test('names the module, the range and the provided version of every problem; warnings apart', () => {
    const verdict = checkCompatibility(
      [
        needs('react', '^19.3.1'),
        needs('@fintools/shared/finance/tax', '^1.0.0'),
        needs('@fintools/shared/finance/new', '^0.1.0'),
        needs('react-dom', '^19.9.0', { strictVersion: false }),
      ],
      shell,
    );
    expect(verdict).toEqual({
      compatible: false,
      problems: [
        {
          kind: 'unsatisfied',
          module: '@fintools/shared/finance/tax',
          requiredVersion: '^1.0.0',
          providedVersion: '0.1.5',
        },
        { kind: 'not-provided', module: '@fintools/shared/finance/new', requiredVersion: '^0.1.0' },
      ],
      warnings: [{ kind: 'unsatisfied', module: 'react-dom', requiredVersion: '^19.9.0', providedVersion: '19.3.1' }],
      ownCopies: [],
    });
    expect(verdict.problems.map((problem) => describeProblem('tax', problem))).toEqual([
      'tax requires @fintools/shared/finance/tax ^1.0.0, but the live shell provides 0.1.5',
      'tax requires @fintools/shared/finance/new ^0.1.0, but the live shell does not provide it',
    ]);
  });
});

describe('the modules a remote brings itself', () => {
  test('lists the pure modules the shell has other code of or lacks, and only those; they refuse nothing', () => {
    const verdict = checkCompatibility(
      [
        needs('react', '^19.3.1'),
        needs('@fintools/shared/ui/field', '^0.1.0'),
        pure('@fintools/shared/finance/emi', NEW_EMI),
        pure('@fintools/shared/finance/tax', '0.1.5'),
        pure('@fintools/shared/finance/new', NEW_EMI),
      ],
      shell,
    );
    expect(verdict).toEqual({
      compatible: true,
      problems: [],
      warnings: [],
      ownCopies: [
        { module: '@fintools/shared/finance/emi', requiredVersion: NEW_EMI, providedVersion: HOST_EMI },
        { module: '@fintools/shared/finance/new', requiredVersion: NEW_EMI },
      ],
    });
    expect(describeOwnCopies('calculators', verdict.ownCopies)).toEqual([
      'calculators brings its own copy of 2 shared modules, where the live shell’s differs or is missing:',
      `  @fintools/shared/finance/emi ${NEW_EMI} (the shell has ${HOST_EMI})`,
      `  @fintools/shared/finance/new ${NEW_EMI} (not in the shell)`,
    ]);
  });

  test('a remote on the shell’s own copies brings nothing, and the release says nothing of it', () => {
    const verdict = checkCompatibility([pure('@fintools/shared/finance/emi', HOST_EMI)], shell);
    expect(verdict.ownCopies).toEqual([]);
    expect(describeOwnCopies('calculators', verdict.ownCopies)).toEqual([]);
  });

  test('a singleton the shell cannot satisfy still refuses the build, beside the copies it would bring', () => {
    const verdict = checkCompatibility(
      [needs('@fintools/shared/ui/field', '^0.2.0'), pure('@fintools/shared/finance/emi', NEW_EMI)],
      shell,
    );
    expect(verdict.compatible).toBe(false);
    expect(verdict.problems.map((problem) => describeProblem('calculators', problem))).toEqual([
      'calculators requires @fintools/shared/ui/field ^0.2.0, but the live shell provides 0.1.1',
    ]);
    expect(describeOwnCopies('calculators', verdict.ownCopies)).toEqual([
      'calculators brings its own copy of 1 shared module, where the live shell’s differs or is missing:',
      `  @fintools/shared/finance/emi ${NEW_EMI} (the shell has ${HOST_EMI})`,
    ]);
  });
});

describe('reading the build files', () => {
  test('a manifest’s shared entries, with the strictest reading where a field is missing', () => {
    const manifest = {
      shared: [
        { name: 'react', requiredVersion: '^19.3.1', singleton: true, strictVersion: true, import: true },
        {
          name: '@fintools/shared/ui/field',
          requiredVersion: '^0.1.0',
          singleton: true,
          strictVersion: true,
          import: false,
        },
        {
          name: '@fintools/shared/finance/emi',
          version: NEW_EMI,
          requiredVersion: NEW_EMI,
          singleton: false,
          strictVersion: true,
          import: true,
        },
        { name: 'old-style', requiredVersion: '^2.0.0' },
        { name: 'any', requiredVersion: '' },
        { requiredVersion: '^1.0.0' },
        'nonsense',
        null,
      ],
    };
    expect(readRequirements(manifest)).toEqual([
      needs('react', '^19.3.1', { hasFallback: true }),
      needs('@fintools/shared/ui/field', '^0.1.0', { hasFallback: false }),
      pure('@fintools/shared/finance/emi', NEW_EMI),
      { name: 'old-style', requiredVersion: '^2.0.0', singleton: false, strictVersion: true, hasFallback: false },
      { name: 'any', requiredVersion: false, singleton: false, strictVersion: true, hasFallback: false },
    ]);
    expect(readRequirements({})).toEqual([]);
    expect(readRequirements(null)).toEqual([]);
  });

  test.each<[unknown, string | undefined]>([
    [{ metaData: { buildInfo: { buildLabel: ' tax remote · v2 ' } } }, 'tax remote · v2'],
    [{ metaData: { buildInfo: { buildVersion: '0.1.0' } } }, undefined],
    [{ metaData: { buildInfo: { buildLabel: 7 } } }, undefined],
    [null, undefined],
  ])('the build label of %j is %p', (manifest, label) => {
    expect(readBuildLabel(manifest)).toBe(label);
  });

  test('provided-shared.json', () => {
    expect(readProvidedVersions({ shared: { react: '19.3.1', bad: 5 } })).toEqual({ react: '19.3.1' });
    expect(readProvidedVersions({ shared: ['react'] })).toBeUndefined();
    expect(readProvidedVersions('<html>')).toBeUndefined();
  });
});
