import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'test-results-*', 'node_modules', 'data', 'test-results', 'playwright-report', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  // The browser's siblings depend downwards only (design.md "Boundaries"): src/admin mounts the workbench's pages
  // and merges its texts, but src/workbench and src/visitor never import src/admin, nor each other; what two of
  // them share lives in src/common or src/dataProvider.
  {
    files: ['src/admin/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { regex: '(^|/)visitor(/|$)', message: 'The back office may not import the visitor page.' },
        { regex: '(^|/)workbench/(?!(index|WorkbenchPage|i18n/messages)$)', message: 'The back office mounts the workbench through its entry points only (index, WorkbenchPage, i18n/messages).' },
      ] }],
    },
  },
  {
    files: ['src/workbench/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { regex: '(^|/)(admin|visitor)(/|$)', message: 'The workbench may not import the back office or the visitor page: move the shared piece to src/common or src/dataProvider.' },
      ] }],
    },
  },
  {
    files: ['src/visitor/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { regex: '(^|/)(admin|workbench|dataProvider)(/|$)', message: 'The visitor page stands alone (no react-admin): it may import src/common only.' },
      ] }],
    },
  },
  {
    files: ['src/common/**/*.{ts,tsx}', 'src/dataProvider/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { regex: '(^|/)(admin|workbench|visitor)(/|$)', message: 'Shared code depends on nothing above it: the pages plug their parts in (e.g. configureApi).' },
      ] }],
    },
  },
  // A service call is the unit of work (adapter-server/README.md "Layers"): the service that writes opens the
  // transaction, so a route, a socket handler and the loop get the same atomicity from one place.
  {
    files: ['adapter-server/src/**/*.routes.ts', 'adapter-server/src/realtime/**/*.ts'],
    rules: {
      'no-restricted-syntax': ['error',
        { selector: "CallExpression[callee.property.name='transaction']", message: 'Routes and socket handlers call services; the service opens the transaction.' },
        { selector: "CallExpression[callee.name=/^(inTransaction|runSteps)$/]", message: 'Routes and socket handlers call services; the service runs the statements.' },
      ],
    },
  },
  // The server reads its environment in config.ts, through the declared list of env-vars.ts (documented in
  // docs/operations.md, checked by a test); the command-line launchers and the demo history's switch read their own.
  {
    files: ['adapter-server/src/**/*.ts'],
    ignores: ['adapter-server/src/config.ts', 'adapter-server/src/cli/**', 'adapter-server/src/cluster/**', 'adapter-server/src/seed/history.seed.ts'],
    rules: { 'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read the environment in config.ts (declared in env-vars.ts, documented in docs/operations.md).' }] },
  },
  // A journey's contexts are closed when it ends (tests/e2e/journey.ts), so no page outlives its journey.
  {
    files: ['tests/e2e/**/*.ts'],
    ignores: ['tests/e2e/journey.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [
        { name: '@playwright/test', importNames: ['test'], message: "Import test from './journey': it closes the contexts a journey leaves open." },
      ] }],
    },
  },
  {
    // Tests may use loose fixtures.
    files: ['tests/**/*.{ts,tsx}', 'bench/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
