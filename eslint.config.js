import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['build/', '.astro/', 'node_modules/', 'data/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['app/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The browser never imports server code; from the zod contract it takes types only (zod stays
      // out of the bundle), and values from the plain constants modules.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(#server/|.*/server/)', message: 'The browser never imports server code.' },
            {
              regex: '^(#contract/(?!.*-constants\\.ts$|limits\\.ts$)|zod$)',
              allowTypeImports: true,
              message: 'Import types only; values come from #contract/*-constants.ts or #contract/limits.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts', 'contract/**/*.ts', 'content/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['#app/*', '**/app/**'] }] },
  },
  {
    files: ['app/**', 'content/**', 'contract/**', 'server/**'],
    ignores: ['server/config.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through server/config.ts.' },
      ],
    },
  },
)
