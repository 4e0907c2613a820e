import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { includeIgnoreFile } from '@eslint/compat';
import { fileURLToPath } from 'node:url';
import architecture from './scripts/eslint/architecture.mjs';

export default tseslint.config(
  // Whatever git ignores (build output such as dist-prerender/, data/, scratch space) is never linted.
  includeIgnoreFile(fileURLToPath(new URL('.gitignore', import.meta.url)), 'files git ignores'),
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      // Scratch space and generated benchmark corpora (gitignored).
      '**/.tmp/**',
      'apps/server/drizzle/**',
      'test-results/**',
      'playwright-report/**',
      '**/*.config.js',
      '**/*.config.mjs',
      'scripts/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-expect-error': 'allow-with-description' }],
      '@typescript-eslint/only-throw-error': 'off',
    },
  },
  {
    // The prerendered pages' starter (docs/decisions/067-code-after-first-paint.md): a plain
    // browser script, outside every TypeScript project.
    files: ['apps/web/start-after-paint.js'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  {
    // The architecture (docs/architecture.md): layers, no cycles, exhaustive switches.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts'],
    plugins: { architecture },
    rules: {
      'architecture/layers': 'error',
      'architecture/no-cycle': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true, requireDefaultForNonUnion: false },
      ],
    },
  },
  {
    // Every word a person reads comes from the catalogues (packages/shared/src/i18n), in both languages.
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXText[value=/[A-Za-zÅÄÖåäöÉé]/]',
          message: 'UI text comes from the i18n catalogues: t(...), not a literal.',
        },
        {
          selector:
            'JSXAttribute[name.name=/^(aria-label|aria-description|title|placeholder|alt|label|description)$/] > Literal[value=/[A-Za-zÅÄÖåäöÉé]/]',
          message: 'UI text comes from the i18n catalogues: t(...), not a literal.',
        },
        {
          selector: 'JSXExpressionContainer > Literal[value=/[A-Za-zÅÄÖåäöÉé]/]',
          message: 'UI text comes from the i18n catalogues: t(...), not a literal.',
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
);
