import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** A plain <a> is a link the app's router does not follow: use the design system's Link. */
const plainAnchor = {
  selector: "JSXOpeningElement[name.name='a']",
  message:
    "Use the design system's Link (react-aria): the app's router follows it, a plain <a> reloads the page.",
};

const web = 'apps/web/src';

/**
 * The web app's features, lowest layer first. A feature may import the features of the layers
 * below its own and nothing else of its kind; a screen that needs features of one layer together
 * (the cart panel: cart, orders, payments, countries) is composed in a route.
 */
const featureLayers = [
  // Who is signed in: every feature may ask.
  ['session'],
  // What a customer page may ask of the page around it (open the cart panel, require an account).
  ['shell'],
  // One resource each: its queries and mutations.
  ['account', 'admin', 'cart', 'catalog', 'contact', 'countries', 'notifications', 'payments', 'wishlist'],
  // Features that use others': an order empties the cart, a review changes a product's rating, a
  // warranty enrolment shows the payment options and the lab's contact details, a case is
  // ordered from the catalogue's lab services.
  ['orders', 'reviews', 'warranty', 'cases'],
];

/** The web app's route areas: each imports only itself and the shared `routes/*.tsx` pages. */
const routeAreas = ['admin', 'auth', 'customer', 'marketing', 'warranty'];

/** `app/` modules that compose the app (routes, providers): nothing below them may import them. */
const appRoot = ['App.tsx', 'router.tsx', 'preload-route.ts', '../main.tsx'].map(
  (file) => `${web}/app/${file}`,
);

const webBoundaries = [
  ...featureLayers.flatMap((layer, level) =>
    layer.map((feature) => ({
      target: `${web}/features/${feature}`,
      from: `${web}/features`,
      except: [
        `./${feature}`,
        ...featureLayers
          .slice(0, level)
          .flat()
          .map((lower) => `./${lower}`),
      ],
      message: `features/${feature} may import only the feature layers below its own (eslint.config.js: featureLayers); compose features in a route.`,
    })),
  ),
  {
    target: `${web}/features`,
    from: [`${web}/routes`, ...appRoot],
    message: 'Features sit below routes and the app root: pass what they need in, or move it down.',
  },
  ...routeAreas.map((area) => ({
    target: `${web}/routes/${area}`,
    from: `${web}/routes`,
    except: [`./${area}`, './not-found.tsx', './route-error.tsx'],
    message: `routes/${area} may not reach into another route area: move what both need into a feature.`,
  })),
  {
    target: `${web}/routes`,
    from: appRoot,
    message: 'Routes sit below the app root (the router imports them).',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      // The web app's server renderer, built beside dist (apps/web/vite.config.ts).
      '**/dist-server/**',
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
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // import-x reads the files an import leads to (for no-cycle) with the TypeScript parser.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: {
      // Type-only cycles count too: a type cycle still ties two modules into one (patches/ adds
      // includeTypeImports to import-x, whose no-cycle otherwise skips `import type`).
      'import-x/no-cycle': ['error', { includeTypeImports: true, ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: webBoundaries }],
    },
  },
  {
    // Type-aware rules: a promise nobody awaits or catches, a promise where a void callback is
    // expected, an await of something that is not a promise. Their types come from one program of
    // every file (tsconfig.eslint.json): the project service built one per tsconfig, and the files
    // the projects share (the design system in three, the contract in four) were checked in each
    // (a whole lint: 265 to 286 s of CPU -> 214 to 217 s). `npm run typecheck` still checks each
    // project with its own settings.
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { project: './tsconfig.eslint.json', tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
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
      'no-restricted-syntax': ['error', plainAnchor],
    },
  },
  {
    // One link mechanism: react-aria links, which follow the router the app hands react-aria at its
    // root (apps/web/src/app/link-router.tsx). No plain <a>, no router <Link>, no click interceptor.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', plainAnchor],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router-dom',
              importNames: ['Link', 'NavLink'],
              message: "Use the design system's Link: every link follows the router the same way.",
            },
            {
              name: '@idl/api-contract',
              importNames: ['endpoints'],
              message:
                "Import the area's table (cartEndpoints, not endpoints.cart): the whole table puts every area's schemas on every page.",
            },
          ],
        },
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
