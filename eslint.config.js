// ESLint 9 flat config: typescript-eslint's recommended rules (not type-checked, to stay fast),
// react-hooks for the web, and the import boundaries that keep the house in order:
// - a feature (server or web) is reached from outside only through its public entry, index.ts;
// - no import cycles;
// - src/web never imports src/server, except the type of the route tree (`import type { AppType }` from
//   src/server/app.ts) for the typed API client; src/shared imports only zod and itself;
// - the pure engines import no feature, database, HTTP, auth, jobs or realtime code.
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const serverPlatform = ['db', 'auth', 'jobs', 'http', 'realtime'];

/** Element types for eslint-plugin-boundaries; the first pattern that matches a file decides. */
const elements = [
  // A feature's public entry is an element of its own, so the rules can tell it from the feature's inside.
  { type: 'server-feature-entry', pattern: 'src/server/features/*/index.ts', mode: 'full', capture: ['feature'] },
  { type: 'server-feature', pattern: 'src/server/features/*', capture: ['feature'] },
  { type: 'web-feature-entry', pattern: 'src/web/features/*/index.{ts,tsx}', mode: 'full', capture: ['feature'] },
  { type: 'web-feature', pattern: 'src/web/features/*', capture: ['feature'] },
  { type: 'engine', pattern: 'src/server/engines/*', capture: ['engine'] },
  ...serverPlatform.map((name) => ({ type: name, pattern: `src/server/${name}` })),
  { type: 'lib', pattern: 'src/server/lib' },
  { type: 'cli', pattern: 'src/server/cli' },
  // The captured file name lets one rule single out app.ts (the route tree's type for the web's typed client).
  { type: 'server-root', pattern: 'src/server/*.ts', mode: 'file', capture: ['file'] },
  { type: 'shared', pattern: 'src/shared' },
  { type: 'web', pattern: 'src/web' },
  { type: 'tests', pattern: 'tests' },
  { type: 'bench', pattern: 'bench' },
];
const serverTypes = [
  'server-feature',
  'server-feature-entry',
  'engine',
  ...serverPlatform,
  'lib',
  'cli',
  'server-root',
];

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-server/',
      'data/',
      'coverage/',
      'test-results/',
      'playwright-report/',
      'drizzle/',
      'node_modules/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // `_`-prefixed names mark what is deliberately unused (destructuring a field away, a required parameter).
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  {
    // Tests read API answers as untyped JSON on purpose: the assertions check the shape.
    files: ['**/*.test.ts', 'tests/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX, boundaries },
    settings: {
      // Without the TypeScript parser for imported files, import-x cannot follow them and finds no cycles.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true }), createNodeResolver()],
      // eslint-plugin-boundaries resolves through eslint-module-utils, which reads this key.
      'import/resolver': { typescript: { alwaysTryTypes: true } },
      'boundaries/elements': elements,
      'boundaries/include': ['src/**/*', 'tests/**/*', 'bench/**/*'],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'boundaries/element-types': [
        'error',
        {
          default: 'allow',
          rules: [
            {
              from: ['web-feature', 'web-feature-entry', 'web'],
              disallow: serverTypes,
              message: 'The web app never imports server code; share types and schemas through src/shared.',
            },
            // The one exception (the last matching rule decides): the typed API client takes the type of the
            // route tree, `import type { AppType }` from src/server/app.ts. A type import is erased by the
            // build, so no server code reaches the browser; a value import stays refused by the rule above.
            {
              from: ['web-feature', 'web-feature-entry', 'web'],
              allow: [['server-root', { file: 'app' }]],
              importKind: 'type',
            },
            {
              from: ['shared'],
              disallow: ['*'],
              message: 'src/shared imports only zod and itself.',
            },
            { from: ['shared'], allow: ['shared'] },
            // Outside a feature, its inside is reached only through its public entry. The web's app/ layer is
            // the exception: it composes the web features' pages from their components.
            {
              from: ['server-feature', 'server-feature-entry'],
              disallow: [['server-feature', { feature: '!${from.feature}' }]],
              message: 'Another feature is reached only through its public entry (its index.ts).',
            },
            {
              from: ['server-root', 'cli', 'tests', 'bench'],
              disallow: ['server-feature'],
              message: 'A feature is reached only through its public entry (its index.ts).',
            },
            {
              from: ['web-feature', 'web-feature-entry'],
              disallow: [['web-feature', { feature: '!${from.feature}' }]],
              message: 'Another feature is reached only through its public entry (its index.ts).',
            },
            {
              from: ['engine'],
              disallow: ['server-feature', 'server-feature-entry', ...serverPlatform, 'cli', 'server-root'],
              message:
                'Engines are pure: no feature, database, HTTP request, auth, jobs or realtime. Let a feature pass in what they need.',
            },
          ],
        },
      ],
      'boundaries/external': [
        'error',
        {
          default: 'allow',
          rules: [
            { from: ['shared'], disallow: ['*'], message: 'src/shared imports only zod and itself.' },
            { from: ['shared'], allow: ['zod', 'vitest'] },
          ],
        },
      ],
    },
  },
);
