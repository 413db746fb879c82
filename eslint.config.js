// `npm run lint` (part of `npm test`): typescript-eslint, React hooks and accessibility rules, and
// the import boundaries of docs/ARCHITECTURE.md (scripts/lint/boundaries.js). knip (knip.json)
// finds unused files, exports and dependencies.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundaries } from './scripts/lint/boundaries.js';

export default tseslint.config(
  { ignores: ['node_modules/', 'cdk.out/', 'frontend/dist/', 'test-results/', '.local/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { local: { rules: { boundaries } } },
    rules: {
      'local/boundaries': 'error',
      // A late-bound value read through a closure (the local gateway's own address) stays a `let`.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // Tests walk CloudFormation templates and raw API answers: JSON of no declared shape.
    files: ['tests/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
      // A scrollable region (a wide table, the chat log) takes the focus so a keyboard can scroll it.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region', 'log'] }],
    },
  },
);
