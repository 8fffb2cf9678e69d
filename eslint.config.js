import js from '@eslint/js'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * The views the server renders for a request (search results, the job search), through the
 * renderer the build made (decision 006): they render the release's content, as the pages do.
 */
const SERVER_VIEWS = ['./app/lib/search-results.server.tsx', './app/lib/job-search.server.tsx']

/** The features of server/modules/, each in its folder. */
const FEATURES = readdirSync(join(import.meta.dirname, 'server/modules'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

/**
 * A feature owns its tables: another asks it through what its module returns (a port), typed from
 * that module, and never opens its repository. Tests set up rows as they need.
 */
const ownTables = FEATURES.map((feature) => ({
  target: `./server/modules/${feature}`,
  from: FEATURES.filter((other) => other !== feature).map(
    (other) => `./server/modules/${other}/*.repository.ts`,
  ),
  message: `A feature owns its tables: ${feature} asks the owner through the port its module returns.`,
}))

/**
 * The ground every feature stands on knows none of them (server/modules/common.ts makes what the
 * features share from their own modules). A test of the ground may set up a feature.
 */
const groundZone = {
  target: [
    './server/core.ts',
    './server/http',
    './server/site',
    './server/lib',
    './server/db',
    './server/email',
    './server/realtime',
  ],
  from: './server/modules',
  message: 'The ground (core, http, site, lib, db, email, realtime) imports no feature of server/modules/.',
}

/**
 * The writer (writer/) renders and finishes the pages of a build: `npm run build` runs it
 * (scripts/render-site.ts), and so does each publish, through the content module's thread
 * (server/modules/content/site-writer.ts), whose releases the site serves (server/site/). It knows
 * no server; nothing else imports it. Tests may, to build what they check.
 */
const writerZones = [
  {
    target: './writer',
    from: './server',
    message:
      'The writer knows no server: the content module runs it (server/modules/content/site-writer.ts).',
  },
  {
    target: [
      './app',
      './content',
      './contract',
      './server/core.ts',
      './server/http',
      './server/lib',
      './server/db',
      './server/email',
      './server/realtime',
      ...FEATURES.filter((feature) => feature !== 'content').map((feature) => `./server/modules/${feature}`),
    ],
    from: './writer',
    message: 'Only the build (scripts/), the content module and the site it serves use the writer.',
  },
]

/**
 * Which folder may import which (docs/architecture.md, Boundaries). Paths are matched after resolving the import, so
 * `#app/…`, `../../app/…` and `export … from` count alike.
 */
const layers = ({ pages = false, features = false, ground = true, writer = true } = {}) => ({
  basePath: import.meta.dirname,
  zones: [
    { target: './app', from: './server', message: 'The browser never imports server code.' },
    {
      target: './server',
      from: './app',
      message: 'The server never imports app/: it renders with the renderer the build made (decision 006).',
    },
    {
      target: ['./content', './contract'],
      from: ['./app', './server'],
      message: 'Content and the API contract are read by both sides and import neither.',
    },
    {
      // content/index.ts is the content the build is made of, loaded as it is imported. The server
      // serves releases: it reads the one live now (server/site/live-site.ts, through loadContent).
      // (The pages' zone below covers the server's views too, where it applies.)
      target: ['./server', ...(pages ? [] : SERVER_VIEWS)],
      from: './content/index.ts',
      message:
        "The server reads the live release's content (site.current().content), never the build's (content/index.ts).",
    },
    ...(pages
      ? [
          {
            target: './app',
            from: './content/index.ts',
            message:
              'A page reads its content from Astro.locals.content (app/middleware.ts), never from an import: the same code renders releases (decision 011).',
          },
        ]
      : []),
    ...(ground ? [groundZone] : []),
    ...(writer ? writerZones : []),
    {
      target: './server/**/*.repository.ts',
      from: ['./server/**/*.service.ts', './server/**/*.routes.ts'],
      message: 'A repository runs queries; it never calls a service or a route.',
    },
    {
      target: './server/**/*.service.ts',
      from: './server/**/*.routes.ts',
      message: 'A service never imports a route: routes call services.',
    },
    {
      target: './server/**/*.routes.ts',
      from: './server/**/*.repository.ts',
      message: 'A route calls its service, never a repository.',
    },
    ...(features ? ownTables : []),
  ],
})

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
    files: ['**/*.{js,ts,tsx}'],
    plugins: { 'import-x': importX },
    // Resolves `#app/*` and the other subpath imports through package.json "imports", as Node does.
    settings: {
      'import-x/resolver-next': [createNodeResolver()],
      // Without these, import-x reads only .js files when it follows imports: no-cycle would be blind.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      // An import that does not resolve would slip past every rule below: none may (Astro's own
      // virtual modules aside, which exist only inside its build).
      'import-x/no-unresolved': ['error', { ignore: ['^astro:'] }],
      'import-x/no-restricted-paths': ['error', layers()],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['server/modules/**/*.ts'],
    ignores: ['server/modules/**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', layers({ features: true })] },
  },
  {
    files: ['server/**/*.test.ts', 'app/**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', layers({ ground: false, writer: false })] },
  },
  {
    // The pages' code; their tests may read the build's content as a fixture.
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/**/*.test.{ts,tsx}', 'app/middleware.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', layers({ pages: true })] },
  },
  {
    files: ['app/**/*.tsx'],
    ...jsxA11y.configs.recommended,
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // From the zod contract the browser takes types only (zod stays out of the bundle), and values
      // from the plain constants modules.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(#contract/(?!.*-constants\\.ts$|limits\\.ts$|field-names\\.ts$)|zod$)',
              allowTypeImports: true,
              message:
                'Import types only; values come from #contract/*-constants.ts, #contract/limits.ts or #contract/field-names.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // Routes are HTTP only (docs/architecture.md, Boundaries): no SQL, mail or sockets; services are framework-free.
    files: ['server/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['kysely', 'nodemailer', 'socket.io'].map((name) => ({
            name,
            message: 'A route is HTTP only: it calls a service.',
          })),
        },
      ],
    },
  },
  {
    files: ['server/**/*.service.ts', 'server/**/*.repository.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['fastify'].map((name) => ({
            name,
            message: 'Services and repositories never see Fastify.',
          })),
          patterns: [{ regex: '^@fastify/', message: 'Services and repositories never see Fastify.' }],
        },
      ],
    },
  },
  {
    // The fast tier imports the full tier's files and runs none of their hooks or tests: what a test
    // file awaits on import (a server started, say) would run, and never be stopped.
    files: ['**/*.test.{ts,tsx}', '**/*.e2e.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'AwaitExpression:not(:function AwaitExpression)',
          message: 'Start it in a hook or a test, not on import.',
        },
      ],
    },
  },
  {
    files: ['app/**', 'content/**', 'contract/**', 'server/**'],
    // content/load.ts reads CONTENT_DIR: which content a build is made of, set by the one that runs it.
    ignores: ['server/config.ts', 'content/load.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through server/config.ts.' },
      ],
    },
  },
)
