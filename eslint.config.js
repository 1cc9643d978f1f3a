import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { SERVER_LAYERS } from './architecture/layers.js';

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
  // Tests too (ignores: []): they take the app's providers from test-support/, so no file under them imports app/.
  {
    ...boundary(
      'packages/web/src/{features,pages}/**',
      ['app'],
      'app/ is the top of the web: paths come from routing/, the signed-in user from session/.',
    ),
    ignores: [],
  },
  // The server reads top to bottom (architecture/layers.js): a file imports its own layer or a lower one.
  ...layerBoundaries(SERVER_LAYERS),
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

function escape(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function isFile(member) {
  return /\.tsx?$/.test(member);
}

/** A member as a specifier's tail: a folder (`routes`, `app/`) or a file (`cli.ts`, imported as `cli.js`). */
function memberRegex(members) {
  return members
    .map((m) => (isFile(m) ? `${escape(m.replace(/\.tsx?$/, ''))}(\\.js)?$` : `${escape(m.replace(/\/$/, ''))}(/|$)`))
    .join('|');
}

/**
 * no-restricted-imports blocks for a layer order: the files of each layer may not import a member of a
 * layer above it by a relative path (`./app.js` from a top-level file, `../../routes/x.js` from a folder).
 * A file or folder named in an exception gets its own block, after its layer's, that lets those imports through.
 */
function layerBoundaries({ src, layers, exceptions }) {
  const ignores = ['**/*.test.{ts,tsx}'];
  return layers.slice(1).flatMap((members, i) => {
    const above = layers.slice(0, i + 1).flat();
    const message = `${members.join(', ')} may not import ${above.join(', ')}: they sit above it in architecture/layers.js.`;
    const rules = (prefix, allowed) => ({
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^${allowed.map((to) => `(?!(\\./|(\\.\\./)+)(${to}))`).join('')}${prefix}(${memberRegex(above)})`,
              message,
            },
          ],
        },
      ],
    });
    const block = (files, allowed = []) => ({
      files,
      ignores,
      rules: rules(
        files.every((f) => isFile(f) && !f.slice(src.length + 1).includes('/')) ? '\\./' : '(\\.\\./)+',
        allowed,
      ),
    });
    const files = members.filter(isFile).map((m) => `${src}/${m}`);
    const folders = members.filter((m) => !isFile(m)).map((m) => `${src}/${m}/**/*.{ts,tsx}`);
    const own = exceptions.filter((e) => members.includes(e.from.split('/')[0] ?? ''));
    return [
      ...(files.length > 0 ? [block(files)] : []),
      ...(folders.length > 0 ? [block(folders)] : []),
      ...[...new Set(own.map((e) => e.from))].map((from) =>
        block(
          [isFile(from) ? `${src}/${from}` : `${src}/${from.replace(/\/$/, '')}/**/*.{ts,tsx}`],
          own.filter((e) => e.from === from).map((e) => memberRegex([e.to])),
        ),
      ),
    ];
  });
}
