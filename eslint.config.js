import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';

// Import boundaries, derived from the folder list so that they cannot drift (conventions.md).
const features = readdirSync('src/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const zones = [
  {
    target: './src/design-system',
    from: ['./src/app', './src/features', './src/api', './src/lib'],
    message: 'The design system imports nothing from app/, features/, api/ or lib/.',
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
  {
    // Every user-facing string comes from locales/*.json: no text literals in feature JSX.
    files: ['src/features/**/*.tsx', 'src/app/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'JSXText[value=/\\p{L}/u]', message: 'User-facing text belongs in locales/*.json.' },
      ],
    },
  },
  {
    files: ['server/main.ts', 'scripts/**', 'bench/**', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
);
