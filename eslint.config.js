import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// DESIGN §2's layers, checked rather than hoped for (STYLE §16): `shared/` imports no other
// layer and no Node or DOM module, `client/` never reaches the server or the product API.
const layer = (name) => ({
  group: [`**/${name}/**`, `../${name}/*`],
  message: `not from ${name}/`,
});

export default tseslint.config(
  { ignores: ['node_modules', 'dist', '.data', 'coverage', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['client/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // French typography puts non-breaking spaces in copy (before « : ; ? ! € % »)
      'no-irregular-whitespace': [
        'error',
        { skipStrings: true, skipTemplates: true, skipRegExps: true, skipJSXText: true },
      ],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            layer('client'),
            layer('server'),
            layer('product-api'),
            { group: ['node:*'], message: 'shared/ is pure: no Node module' },
          ],
        },
      ],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            layer('server'),
            layer('product-api'),
            {
              group: ['**/*.server', '**/*.server.*'],
              message: 'server-only code (*.server.ts) is imported by server-only code alone',
            },
          ],
        },
      ],
    },
  },
  {
    // server-only code in client/: the server entry and what only it imports
    files: ['client/**/*.server.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [layer('server'), layer('product-api')] }],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}', 'server/**/*.ts', 'shared/**/*.ts', 'product-api/**/*.ts'],
    plugins: { 'import-x': importX },
    // imports name their files with extensions: Node's own resolution finds them
    settings: {
      'import-x/resolver-next': [createNodeResolver()],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
);
