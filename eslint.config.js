import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';

export default defineConfig(
  {
    ignores: ['dist/', '.astro/', 'node_modules/', 'test-results/', 'playwright-report/', '.bench/', 'public/vendor/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    // The rules of hooks (no hook called conditionally or outside a component or hook; a function named use… is
    // one) and complete effect dependencies: the plugin's classic recommended pair, both errors. Its 7.x
    // recommended set also holds the React Compiler's rules (refs read during render, state set in an effect…),
    // which the site does not follow yet (it does not use the compiler).
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // One concern per file: islands are wiring, panes and hooks live beside them. Typed data (content rows,
    // the prompt gallery) is exempt: it is long because the data is.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/content/**', 'src/tools/veo3-prompts/gallery.ts'],
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }] },
  },
);
