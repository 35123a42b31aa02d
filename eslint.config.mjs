// Minimal, justified lint: each rule here has caught real bugs elsewhere, and the boundary rules keep
// the layers pointing one way (docs/decisions/001-layers-and-boundaries.md).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

/** Import specifiers (gitignore-style patterns) that a zone may not use, with the reason lint prints. */
const REACT = {
  group: ['react', 'react/*', 'react-dom', 'react-dom/*'],
  message: 'Rules, formats, data and API contracts are plain TypeScript: no React (UI lives in shared/src/ui).',
};
const SHARED_UI_OR_FEDERATION = {
  group: [
    '**/ui',
    '**/ui/**',
    '**/federation',
    '**/federation/**',
    '@fintools/shared/ui*',
    '@fintools/shared/federation*',
  ],
  message: 'Plain modules import nothing from ui/ or federation/: those depend on them, not the other way.',
};
const VALIDATION = {
  group: ['**/validation', '**/validation/**'],
  message:
    'A finance rule does not depend on validation: validators depend on rules. Shared limits live in finance/limits.ts.',
};
const OTHER_APPS = {
  group: ['@fintools/mfe-*', '@fintools/shell', '**/mfe-*/**', '**/shell/**', '@fintools/gateway', '**/gateway/**'],
  message: 'A remote imports no other remote, not the shell and not the gateway: share code through @fintools/shared.',
};
const REMOTES = {
  group: ['@fintools/mfe-*', '**/mfe-*/**', '@fintools/gateway', '**/gateway/**'],
  message: 'The shell knows remotes only by their federated names (remotes.json), never by their source.',
};
const UI_IN_GATEWAY = {
  // The remote map's parsing, the prerendered pages' shape and how a compiled catalogue keys and holds a message are plain TypeScript
  // that the gateway and the shell share, so they are the federation modules the gateway may use.
  regex: String.raw`^(react(-dom)?(/.*)?|@fintools/shared/ui(/.*)?|@fintools/shared/federation(/(?!(remote-map|shell-page|compiled-message)$).*)?|@fintools/(mfe-.*|shell)|.*/(mfe-[^/]*|shell)/.*)$`,
  message: 'The gateway is a server: no UI code (React, shared/ui, federation, remotes, the shell).',
};
const SHARED_INDEXES = [
  { name: '@fintools/shared', message: 'Import the module: @fintools/shared/<folder>/<module>.' },
  { name: '@fintools/shared/ui', message: 'Import the module: @fintools/shared/ui/<module>.' },
];

/** One no-restricted-imports rule per zone: flat config lets the last matching rule win, so zones never overlap. */
function zone(files, patterns, paths = [], ignores = []) {
  return { files, ignores, rules: { 'no-restricted-imports': ['error', { patterns, paths }] } };
}

const PLAIN_SHARED = ['shared/src/{format,validation,data,catalogue,api,language,platform}/**/*.{ts,tsx}'];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-dev/**',
      '**/node_modules/**',
      '**/coverage/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      // `project: true` (each file's nearest tsconfig.json, one program each) rather than `projectService`:
      // the same rules and findings, and the whole lint took 86 s instead of 128 s on this 2-core machine.
      parserOptions: { project: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // Hooks called conditionally or with stale dependencies are the classic React bug.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // Type-only imports vanish at build time, so a remote never pulls a module just for its types.
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // An unawaited promise is an error nobody sees.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // A cycle makes module order matter at run time, and each shared module is its own federated chunk:
    // a cycle between two of them is two requests that wait on each other.
    files: ['{shared,shell,gateway,mfe-*}/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: '**/tsconfig.json', noWarnOnMultipleProjects: true }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['**/*.cjs', '**/*.mjs', '**/*.js'],
    languageOptions: { globals: { ...globals.node }, sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  { files: ['eslint.config.js', '**/*.mjs'], languageOptions: { sourceType: 'module' } },

  // Boundaries (zones). Tests may reach further than the code they test, so the zones apply to code only.
  zone(['shared/src/finance/**/*.{ts,tsx}'], [REACT, SHARED_UI_OR_FEDERATION, VALIDATION]),
  zone(PLAIN_SHARED, [REACT, SHARED_UI_OR_FEDERATION]),
  // Code that runs inside a remote imports @fintools/shared module by module: each module is shared on its
  // own, so an index would download all of shared on every tool route (docs/decisions/003 and 014).
  zone(['mfe-*/src/**/*.{ts,tsx}'], [OTHER_APPS], SHARED_INDEXES, ['**/*.test.{ts,tsx}']),
  zone(['mfe-*/src/**/*.test.{ts,tsx}', 'mfe-*/test/**/*.{ts,tsx}'], [OTHER_APPS]),
  zone(['shared/src/federation/**/*.{ts,tsx}'], [], SHARED_INDEXES, ['**/*.test.{ts,tsx}']),
  zone(['shell/src/**/*.{ts,tsx}'], [REMOTES]),
  zone(['gateway/{src,fakes,bench}/**/*.ts'], [UI_IN_GATEWAY]),

  // Playwright fixtures call their continuation `use`, which is not React's hook.
  { files: ['e2e/**/*.ts'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
);
