import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      // The API tests' own server build (apps/api/test/reliability/server-process.ts).
      '**/.test-build/**',
      '**/.tsbuild/**',
      'storybook-static/**',
      'data/**',
      '**/__screenshots__/**',
      'bench/results/**',
      '!.storybook',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // The design system is presentational: it never fetches, routes or imports the apps.
    files: ['packages/design-system/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@idl/web', '@idl/api', '**/apps/**'],
              message: 'The design system never imports the apps.',
            },
            {
              group: ['react-router', 'react-router-dom', '@tanstack/*'],
              message: 'Fragments get data and callbacks as props.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'A fragment that fetches is a bug: take data as props.' },
      ],
    },
  },
  {
    files: ['packages/api-contract/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@idl/*', '**/apps/**', '**/design-system/**'],
              message: 'The contract imports nothing of ours.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  ...storybook.configs['flat/recommended'],
);
