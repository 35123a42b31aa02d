// Minimal, justified lint (STYLE.md 13): each rule here has caught real bugs elsewhere.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', 'e2e/test-results/**', 'e2e/playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
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
    files: ['**/*.cjs', '**/*.mjs', '**/*.js'],
    languageOptions: { globals: { ...globals.node }, sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  { files: ['eslint.config.js', '**/*.mjs'], languageOptions: { sourceType: 'module' } },
  {
    // Code that runs inside a remote imports @fintools/shared module by module: each module is its own
    // singleton (shared/build/webpack.cjs sharedModulePaths), so an index would download all of shared
    // on every tool route and give the remote copies of its own (issue 10). Tests may use the indexes.
    files: ['mfe-*/src/**/*.{ts,tsx}', 'shared/src/federation/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@fintools/shared', message: 'Import the module: @fintools/shared/<folder>/<module>.' },
            { name: '@fintools/shared/ui', message: 'Import the module: @fintools/shared/ui/<module>.' },
          ],
        },
      ],
    },
  },
  // Playwright fixtures call their continuation `use`, which is not React's hook.
  { files: ['e2e/**/*.ts'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
);
