import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import { FACE_EXCEPTIONS } from './scripts/module-faces.ts';

// Import boundaries, derived from the folder list so that they cannot drift (conventions.md).
const features = readdirSync('src/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

// Server modules: another module only through its face, index.ts or schema.ts (architecture.md § Module faces),
// past it only where FACE_EXCEPTIONS says why.
const serverModules = readdirSync('server/modules', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const zones = [
  {
    target: './src/design-system',
    from: ['./src/app', './src/features', './src/lib'],
    message: 'The design system imports nothing from app/, features/, api/ or lib/.',
  },
  {
    // The contracts' shared rules (time, spreadsheets) hold for the design system too; the client does not.
    target: './src/design-system',
    from: './src/api',
    except: ['./contracts'],
    message: 'The design system imports nothing from api/ but the contracts.',
  },
  {
    // Shared client helpers (translation, list state in the address, error messages) any feature may use.
    target: './src/lib',
    from: ['./src/app', './src/features'],
    message: 'lib/ serves the features: it imports nothing from app/ or features/.',
  },
  {
    target: './src/api',
    from: ['./src/app', './src/features', './src/design-system', './src/lib'],
    message: 'The API layer imports nothing from the UI.',
  },
  { target: './src/features', from: './src/app', message: 'Features never import the app wiring.' },
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [
      `./${name}`,
      ...features.filter((other) => other !== name).map((other) => `./${other}/index.ts`),
    ],
    message: 'Import another feature only through its index.ts.',
  })),
  ...serverModules.map((name) => ({
    target: `./server/modules/${name}`,
    from: './server/modules',
    except: [
      `./${name}`,
      './module.ts',
      './repositories.ts',
      './scheduled-work.ts',
      ...serverModules
        .filter((other) => other !== name)
        .flatMap((other) => [`./${other}/index.ts`, `./${other}/schema.ts`]),
      ...Object.keys(FACE_EXCEPTIONS)
        .filter((file) => !file.startsWith(`server/modules/${name}/`))
        .map((file) => file.replace('server/modules/', './')),
    ],
    message: 'Import another server module only through its index.ts or schema.ts (its face).',
  })),
  {
    target: './server',
    from: './src',
    except: ['./api/contracts'],
    message: 'The server imports from src/ only src/api/contracts.',
  },
  { target: './src', from: './server', message: 'The portal never imports the server.' },
  {
    // The database layer is infrastructure: the modules build on it, never the reverse.
    target: './server/db',
    from: [
      './server/modules',
      './server/app.ts',
      './server/seed.ts',
      './server/schema.ts',
      './server/context.ts',
    ],
    message: 'server/db imports nothing from the modules, the app or the seed.',
  },
];

// Role numbers live in the permission table (src/api/contracts/permissions.ts) and roles.ts; elsewhere a
// role is named: roleOf(type) === 'guardian', can(viewer, 'x.y'), UserType.Guardian. Tests keep the
// specification's numbers as their oracle.
const roleNumberMessage =
  "Name the role (roleOf(type) === 'guardian', UserType.Guardian) or ask the permission table (can, useCan).";
const typeOperand = (side) => `:matches([${side}.property.name='type'], [${side}.name=/^(type|userType)$/])`;
const comparison = 'BinaryExpression[operator=/^([!=]==?|[<>]=?)$/]';
const roleNumbers = [
  `${comparison}${typeOperand('left')}[right.value=type(number)]`,
  `${comparison}${typeOperand('right')}[left.value=type(number)]`,
  `SwitchStatement${typeOperand('discriminant')} > SwitchCase[test.value=type(number)]`,
  "Property[key.name='types'] > ArrayExpression > Literal[value=type(number)]",
].map((selector) => ({ selector, message: roleNumberMessage }));
const roleNumberFiles = {
  files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
  ignores: [
    'src/api/contracts/roles.ts',
    'src/api/contracts/permissions.ts',
    'src/**/*.test.{ts,tsx}',
    'server/**/*.test.ts',
    'server/test/**',
  ],
};

// Queries live in repositories (architecture.md § The module contract): in a server module, drizzle's
// query helpers and calls on the database or a transaction belong in its repository.ts, a *-repository.ts
// or a *-queries.ts file (and its schema); everywhere else a module calls those. The files below build
// queries themselves, each for the reason beside it.
const QUERY_EXCEPTIONS = {
  // Demo steps and seeds write the demo data (server/seed.ts runs them), never a request's.
  'server/modules/areas/demo.ts': 'demo data',
  'server/modules/auth/second-factor-demo.ts': 'demo data',
  'server/modules/calendar/demo.ts': 'demo data',
  'server/modules/hospital-information/demo.ts': 'demo data',
  'server/modules/messages/demo.ts': 'demo data',
  'server/modules/missions/seed.ts': 'demo data',
  'server/modules/organisations/demo.ts': 'demo data',
  'server/modules/questionnaires/seed.ts': 'demo data',
  'server/modules/quizzes/seed.ts': 'demo data',
  'server/modules/terms/demo.ts': 'demo data',
  'server/modules/usage/demo-activity.ts': 'demo data',
  'server/modules/users/demo-families.ts': 'demo data',
  'server/modules/users/demo.ts': 'demo data',
  // Fixtures that only tests import.
  'server/modules/hospital-information/test-support.ts': "the tests' snapshot of the pages' tables",
  'server/modules/questionnaires/test-people.ts': "the tests' people",
  'server/modules/usage/fixed-data-set.ts': "the figures' tests' fixed activity",
  // By design (architecture.md § Server layering): the storage behind the video host port.
  'server/modules/videos/local-host.ts': 'the local video host keeps its thumbnails itself',
};
// A stale entry would excuse a file of that name made later: the list names files that exist.
for (const file of Object.keys(QUERY_EXCEPTIONS))
  if (!existsSync(file)) throw new Error(`QUERY_EXCEPTIONS names ${file}, which does not exist`);
const queryMessage =
  "Queries live in repositories: move this into the module's repository.ts, a *-repository.ts or a *-queries.ts file.";
const QUERY_METHODS = '/^(select|selectDistinct|insert|update|delete|execute|query)$/';
const DATABASE = '/^(db|tx|trx|executor)$/';
const queryCalls = [
  `MemberExpression[object.name=${DATABASE}][property.name=${QUERY_METHODS}]`,
  `MemberExpression[object.property.name=${DATABASE}][property.name=${QUERY_METHODS}]`,
].map((selector) => ({ selector, message: queryMessage }));
const outsideRepositories = {
  files: ['server/modules/**/*.ts'],
  ignores: [
    'server/modules/**/repository.ts',
    'server/modules/**/*-repository.ts',
    'server/modules/**/*-queries.ts',
    'server/modules/**/schema.ts',
    'server/modules/**/*-schema.ts',
    'server/modules/**/*.test.ts',
    ...Object.keys(QUERY_EXCEPTIONS),
  ],
};

export default tseslint.config(
  { ignores: ['dist', 'storybook-static', 'coverage', 'node_modules', '.storybook/public', 'data'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  ...storybook.configs['flat/recommended'],
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  { ...roleNumberFiles, rules: { 'no-restricted-syntax': ['error', ...roleNumbers] } },
  {
    ...outsideRepositories,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', message: queryMessage, allowTypeImports: true }],
          patterns: [{ group: ['drizzle-orm/*'], message: queryMessage, allowTypeImports: true }],
        },
      ],
      // roleNumbers again: a later block's list of this rule replaces the earlier one's.
      'no-restricted-syntax': ['error', ...roleNumbers, ...queryCalls],
    },
  },
  {
    // Every user-facing string comes from locales/*.json: no text literals in feature JSX.
    files: ['src/features/**/*.tsx', 'src/app/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'JSXText[value=/\\p{L}/u]', message: 'User-facing text belongs in locales/*.json.' },
        ...roleNumbers,
      ],
    },
  },
  {
    files: ['server/main.ts', 'scripts/**', 'bench/**', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
);
