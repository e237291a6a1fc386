import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

/** Tests and their kits compose the layers they test; the boundaries hold for the code that ships. */
const TESTS = ['**/*.test.{ts,tsx}', '**/*.testkit.{ts,tsx}', '**/*TestKit.{ts,tsx}'];

/** How deep under src/ a layer's files go (src/framework/views/list/x.tsx is 4). */
const DEPTHS = [1, 2, 3, 4, 5, 6];

/**
 * An import-boundary rule: files matching `files` may import nothing from the `from`
 * folders of src/. A relative import is read at the file's own depth, so that the engine's
 * own `contracts` folder (`../contracts`) is not the application's (`../../contracts`).
 */
const boundary = (files, from, message) =>
  DEPTHS.map((depth) => ({
    files: files.map((layer) => [layer, `src/${'*/'.repeat(depth - 1)}*.{ts,tsx}`]),
    ignores: TESTS,
    rules: {
      'no-restricted-imports': ['error', { patterns: from.map((folder) => ({ regex: `^(\\.\\./){${depth - 1}}${folder}(/|$)`, message })) }],
    },
  }));

export default tseslint.config(
  { ignores: ['dist/', '.server/', 'node_modules/', '.data/', 'coverage/', 'apps/*/dist/', 'apps/*/.data/'] },
  js.configs.recommended,
  { files: ['public/**/*.js'], languageOptions: { globals: globals.browser, sourceType: 'script' } },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // TypeBox's default export is its whole builder as one object: no bundler can leave out what a contract does not use.
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='typebox'] > ImportDefaultSpecifier",
          message: "Import TypeBox as a namespace: import * as Type from 'typebox'.",
        },
      ],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@mui/icons-material', message: "Import one icon by path: '@mui/icons-material/Save'.", allowTypeImports: true }],
        },
      ],
    },
  },
  {
    // The rules of React (the React Compiler's analysis, a third of the lint's time) where React
    // code lives: not the demo API, the scripts or the browser tests, which hold no component or hook.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/**/*.tsx'],
    ignores: TESTS,
    ...jsxA11y.flatConfigs.recommended,
    // A dialog's first field takes the focus as MUI's own dialogs do; a bare DOM element never does.
    rules: { ...jsxA11y.flatConfigs.recommended.rules, 'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }] },
  },
  ...boundary(
    ['src/framework/**'],
    ['shell', 'pages', 'server', 'build', 'contracts'],
    'The engine knows no application: it imports no shell, page, server, build or contract code.',
  ),
  ...boundary(
    ['src/server/**'],
    ['shell', 'pages', 'build', 'framework/views', 'framework/form'],
    'The demo API runs in Node: it imports no browser code, and no build tool.',
  ),
  ...boundary(['src/shell/**'], ['pages', 'server'], 'The shell knows no page: pages reach it through their declarations.'),
  ...boundary(['src/pages/**'], ['server'], 'Pages call the API through contracts (src/contracts), never the server code.'),
  ...boundary(['src/contracts/**'], ['shell', 'pages', 'server'], 'A contract is shared by pages and server: it imports neither.'),
  {
    files: ['apps/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)src/(?!framework/)', message: 'An application of apps/ is built from the engine alone: it imports src/framework only.' }] },
      ],
    },
  },
  prettier,
);
