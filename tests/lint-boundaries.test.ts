import { ESLint } from 'eslint'
import { expect, test } from 'vitest'

// The import boundaries of docs/architecture.md (Boundaries) and decision 006 are lint rules; these snippets break each
// one, as a file at the given place in the tree would, and must be reported by that very rule. A
// rule that never matches (as a `#app/*` gitignore pattern did: `#` starts a comment) fails here.
const eslint = new ESLint()

/** The rules ESLint reports for `code` written in the file at `filePath`, in order. */
async function rulesBroken(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath })
  return result!.messages.map((message) => message.ruleId ?? message.message)
}

const ZONE = 'import-x/no-restricted-paths'

test('the server never imports app/, whatever the spelling of the path', async () => {
  expect(await rulesBroken('server/http/example.ts', "import '#app/lib/format.ts'\n")).toEqual([ZONE])
  expect(await rulesBroken('server/http/example.ts', "import '../../app/lib/format.ts'\n")).toEqual([ZONE])
  expect(
    await rulesBroken('server/http/example.ts', "export { formatDate } from '#app/lib/format.ts'\n"),
  ).toEqual([ZONE])
  // What static-site.ts once did, and lint let through.
  expect(
    await rulesBroken('server/site/static-site.ts', "import '#app/lib/search-results.server.tsx'\n"),
  ).toEqual([ZONE])
})

test('the server imports nothing of app/, not even the views it renders: it has them from the renderer', async () => {
  for (const place of ['server/site/search-pages.ts', 'server/site/example.ts']) {
    expect(await rulesBroken(place, "import '#app/lib/search-results.server.tsx'\n"), place).toEqual([ZONE])
    expect(await rulesBroken(place, "import '#app/lib/job-search.server.tsx'\n"), place).toEqual([ZONE])
  }
  // Their types, through the writer's renderer, are the server's to use.
  expect(
    await rulesBroken('server/site/example.ts', "export type { Renderer } from '#writer/renderer.ts'\n"),
  ).toEqual([])
})

test('the server, and the app code it renders with, take content from the live release, never from the build’s import', async () => {
  for (const file of [
    'server/email/example.ts',
    'server/site/search-pages.ts',
    'app/lib/job-search.server.tsx',
  ]) {
    expect(await rulesBroken(file, "import '#content/index.ts'\n"), file).toEqual([ZONE])
  }
  // The door itself, and the build's route modules, may.
  expect(await rulesBroken('server/site/example.ts', "import '#content/content.ts'\n")).toEqual([])
  // The pages' code takes it from Astro.locals; only the middleware that puts it there imports it.
  expect(await rulesBroken('app/templates/example.tsx', "import '#content/index.ts'\n")).toEqual([ZONE])
  expect(await rulesBroken('app/middleware.ts', "import '#content/index.ts'\n")).toEqual([])
})

test('the browser never imports server code', async () => {
  expect(await rulesBroken('app/lib/example.ts', "import '#server/lib/errors.ts'\n")).toEqual([ZONE])
  expect(await rulesBroken('app/components/example.tsx', "import '../../server/lib/errors.ts'\n")).toEqual([
    ZONE,
  ])
})

test('content and the API contract import neither app/ nor server/', async () => {
  expect(await rulesBroken('content/example.ts', "import '#app/lib/format.ts'\n")).toEqual([ZONE])
  expect(await rulesBroken('content/example.ts', "import '#server/lib/errors.ts'\n")).toEqual([ZONE])
  expect(await rulesBroken('contract/example.ts', "import '#server/lib/errors.ts'\n")).toEqual([ZONE])
  expect(await rulesBroken('contract/example.ts', "import '#app/lib/format.ts'\n")).toEqual([ZONE])
})

test('routes call services, services call repositories, never the other way', async () => {
  const contact = 'server/modules/contact'
  expect(await rulesBroken(`${contact}/example.repository.ts`, "import './contact.service.ts'\n")).toEqual([
    ZONE,
  ])
  expect(await rulesBroken(`${contact}/example.repository.ts`, "import './contact.routes.ts'\n")).toEqual([
    ZONE,
  ])
  expect(await rulesBroken(`${contact}/example.service.ts`, "import './contact.routes.ts'\n")).toEqual([ZONE])
  expect(await rulesBroken(`${contact}/example.routes.ts`, "import './messages.repository.ts'\n")).toEqual([
    ZONE,
  ])
  // Another feature's repository breaks this rule and the tables' owner's too.
  expect(
    await rulesBroken(
      'server/modules/inbox/example.routes.ts',
      "import '#server/modules/contact/messages.repository.ts'\n",
    ),
  ).toEqual([ZONE, ZONE])
  // The allowed directions pass.
  expect(await rulesBroken(`${contact}/example.routes.ts`, "import './contact.service.ts'\n")).toEqual([])
  expect(await rulesBroken(`${contact}/example.service.ts`, "import './messages.repository.ts'\n")).toEqual(
    [],
  )
})

test('a route runs no SQL, mail or sockets, and services and repositories never see Fastify', async () => {
  const route = 'server/modules/contact/example.routes.ts'
  for (const name of ['kysely', 'nodemailer', 'socket.io']) {
    expect(await rulesBroken(route, `import '${name}'\n`), name).toEqual(['no-restricted-imports'])
  }
  expect(await rulesBroken('server/modules/contact/example.service.ts', "import 'fastify'\n")).toEqual([
    'no-restricted-imports',
  ])
  expect(await rulesBroken('server/db/example.repository.ts', "import '@fastify/cookie'\n")).toEqual([
    'no-restricted-imports',
  ])
})

test('an import cycle is an error', async () => {
  // passwords.ts imports errors.ts; errors.ts importing passwords.ts back closes the loop.
  const loop = "import { hashPassword } from './passwords.ts'\nexport const hash = hashPassword\n"
  expect(await rulesBroken('server/lib/errors.ts', loop)).toEqual(['import-x/no-cycle'])
})

test('every import resolves, the subpath imports of package.json included, so no rule above is blind', async () => {
  expect(await rulesBroken('server/http/example.ts', "import '#server/lib/errors.ts'\n")).toEqual([])
  expect(await rulesBroken('server/http/example.ts', "import '#app/lib/no-such-file.ts'\n")).toEqual([
    'import-x/no-unresolved',
  ])
})

test('a test file awaits nothing on import: the fast tier imports the full tier’s files and runs none of their hooks', async () => {
  const rule = 'no-restricted-syntax'
  expect(await rulesBroken('tests/example.test.ts', 'export const server = await start()\n')).toEqual([rule])
  expect(await rulesBroken('tests/e2e/example.e2e.ts', 'await start()\n')).toEqual([rule])
  expect(
    await rulesBroken('server/example.test.ts', 'export const { url } = (await start()).site\n'),
  ).toEqual([rule])
  // Awaited inside a function (a hook, a test, a helper) is what the rule asks for.
  expect(
    await rulesBroken('tests/example.test.ts', 'export const open = async () => await start()\n'),
  ).toEqual([])
})

test('the ground imports no feature: core, http, site, lib, db, email and realtime stand alone', async () => {
  for (const place of [
    'server/core.ts',
    'server/http/x.ts',
    'server/site/x.ts',
    'server/lib/x.ts',
    'server/db/x.ts',
    'server/email/x.ts',
    'server/realtime/x.ts',
  ]) {
    expect(await rulesBroken(place, "import '#server/modules/audit/audit.service.ts'\n"), place).toEqual([
      ZONE,
    ])
    expect(
      await rulesBroken(place, "export type { X } from '#server/modules/outbox/outbox.repository.ts'\n"),
      place,
    ).toEqual([ZONE])
  }
  // A feature may stand on the ground, and on what the features share.
  expect(
    await rulesBroken(
      'server/modules/inbox/x.ts',
      "import '#server/core.ts'\nimport '#server/modules/common.ts'\n",
    ),
  ).toEqual([])
})

test('a feature owns its tables: another asks it through its module, never opening its repository', async () => {
  const repository = '#server/modules/contact/messages.repository.ts'
  for (const code of [
    `export { createMessagesRepository } from '${repository}'\n`,
    `export type { MessagesRepository } from '${repository}'\n`,
  ]) {
    expect(await rulesBroken('server/modules/inbox/inbox.module.ts', code)).toEqual([ZONE])
    expect(await rulesBroken('server/modules/retention/retention.ts', code)).toEqual([ZONE])
  }
  // Its own feature may, and a test sets up the rows it needs.
  expect(await rulesBroken('server/modules/contact/contact.module.ts', `import '${repository}'\n`)).toEqual(
    [],
  )
  expect(await rulesBroken('server/modules/retention/retention.test.ts', `import '${repository}'\n`)).toEqual(
    [],
  )
  // The port, typed from the owner's module.
  expect(
    await rulesBroken(
      'server/modules/inbox/inbox.service.ts',
      "export type { ContactModule } from '#server/modules/contact/contact.module.ts'\n",
    ),
  ).toEqual([])
})

test('the writer knows no server, and only the build, the content module and the site it serves use it', async () => {
  expect(await rulesBroken('writer/example.ts', "import '#server/lib/clock.ts'\n")).toEqual([ZONE])
  expect(await rulesBroken('writer/example.ts', "import '../server/site/pages.ts'\n")).toEqual([ZONE])
  const writer = "import '#writer/write-site.ts'\n"
  for (const place of [
    'app/lib/example.ts',
    'content/example.ts',
    'contract/example.ts',
    'server/http/example.ts',
    'server/modules/inbox/example.ts',
  ]) {
    expect(await rulesBroken(place, writer), place).toEqual([ZONE])
  }
  for (const place of [
    'scripts/example.ts',
    'server/modules/content/example.ts',
    'server/site/example.ts',
    'tests/example.test.ts',
    'app/lib/example.test.ts',
  ]) {
    expect(await rulesBroken(place, writer), place).toEqual([])
  }
})
