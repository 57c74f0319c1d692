import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const featureFolders = readdirSync(new URL('./apps/web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '.scratch/**',
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'bench/results/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: [
            'apps/web/vite.config.ts',
            'apps/web/precompress-plugin.ts',
            'apps/web/preparse-catalogs-plugin.ts',
            'apps/server/drizzle.config.ts',
          ],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { import: importPlugin },
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
      // Dependencies are not parsed for the cycle check (one of PGlite's bundles overflows the parser).
      'import/ignore': ['node_modules'],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Web code by feature, imports one way: shared → features → app (STYLE §2).
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './apps/web/src/features', from: './apps/web/src/app' },
            // A feature never reaches into another: what two features share lives in lib/ or components/.
            ...featureFolders.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
            })),
            {
              target: ['./apps/web/src/components', './apps/web/src/lib'],
              from: ['./apps/web/src/features', './apps/web/src/app'],
            },
          ],
        },
      ],
    },
  },
  {
    // Server code imports one way: http → modules → providers (docs/ARCHITECTURE.md). Providers know
    // nothing of the product's modules or HTTP; a module's route files use only HTTP's session helpers.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/server/src/providers',
              from: [
                './apps/server/src/modules',
                './apps/server/src/http',
                './apps/server/src/jobs',
              ],
            },
            // Use-cases, jobs and helpers know nothing of HTTP: they throw domain errors
            // (src/errors.ts) and the HTTP layer alone maps them to statuses.
            {
              target: [
                './apps/server/src/jobs',
                './apps/server/src/lib',
                './apps/server/src/db',
                './apps/server/src/errors.ts',
              ],
              from: './apps/server/src/http',
            },
            // In a module only its route files touch HTTP, and only the session helpers.
            {
              target: './apps/server/src/modules/**/!(*routes).ts',
              from: './apps/server/src/http',
            },
            {
              target: './apps/server/src/modules',
              from: './apps/server/src/http',
              except: ['./session-plugin.ts'],
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
