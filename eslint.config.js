import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'coverage/**', '.wt/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // core stays pure: no Node built-ins, no React, nothing from the packages built on it.
    files: ['packages/core/{src,test-support}/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*', 'react', 'react-dom', '@tessera/server', '@tessera/web'] },
            { regex: '(^|/)(server|web)/src(/|$)', message: 'core imports nothing from server or web.' },
          ],
        },
      ],
    },
  },
  // Folder boundaries (architecture/README.md); architecture/lint-boundaries.test.ts proves each one bites.
  boundary(
    'packages/web/src/controls/**',
    ['charts', 'features'],
    'Controls are widgets; charts and features use them, not the reverse.',
  ),
  boundary(
    'packages/web/src/charts/**',
    ['app', 'pages', 'features', 'controls'],
    'Chart plugins depend on core, ui and api only.',
  ),
  boundary('packages/server/src/services/**', ['routes'], 'Services never import routes.'),
  boundary('packages/server/src/context.ts', ['services', 'routes'], 'context.ts lists infrastructure only.', '\\./'),
);

/**
 * A no-restricted-imports block: files matching `files` may not import the sibling folders `folders` by a
 * relative path (`../charts/x`, `../../features/y`, or `./services/z` with prefix './').
 */
function boundary(files, folders, message, prefix = '(\\.\\./)+') {
  return {
    files: [files.endsWith('.ts') ? files : `${files}/*.{ts,tsx}`],
    // Tests wire real pieces together (a chart inside the app's providers, every panel's controls).
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: `^${prefix}(${folders.join('|')})(/|$)`, message }] }],
    },
  };
}
