// The map in the docs stays true: every file or folder of the project that the README and the
// architecture notes name exists, and the README's layout names every top-level folder.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { OPENAPI_PATH } from '#server/http/openapi.ts'
import type { OpenApiDocument } from '#tests/support/openapi-client.ts'
import { buildTestApp } from '#tests/support/test-app.ts'

// (docs/content.md is left out: it names files an editor is about to make.)
const DOCS = [
  'docs/editors-guide.md',
  'README.md',
  'CONTRIBUTING.md',
  'docs/architecture.md',
  'docs/testing.md',
  'docs/deploy.md',
  'docs/pages.md',
  'docs/server.md',
  'docs/security.md',
  'docs/operations.md',
  'docs/performance.md',
]
const TOP = ['app', 'content', 'contract', 'server', 'tests', 'scripts', 'deploy', 'docs', 'public']

/** Paths of the project a document names in backticks: `server/app.ts`, `content/jobs/`… */
function namedPaths(text: string) {
  return [...text.matchAll(/`([a-z][\w.-]*\/[\w./-]*)`/g)]
    .map(([, path]) => path!)
    .filter((path) => TOP.includes(path.split('/')[0]!))
}

test.each(DOCS.filter((doc) => existsSync(doc)))('every project path %s names exists', (doc) => {
  const missing = namedPaths(readFileSync(doc, 'utf8')).filter((path) => !existsSync(path))
  expect(missing).toEqual([])
})

test('the README’s layout names every top-level folder of the project, and only those', () => {
  const readme = readFileSync('README.md', 'utf8')
  const layout = /## How the code is laid out\s+```([\s\S]*?)```/.exec(readme)?.[1] ?? ''
  const named = [...layout.matchAll(/^([a-z][\w-]*)\/\s/gm)].map(([, folder]) => folder)
  const tracked = execFileSync('git', ['ls-files'], { encoding: 'utf8' }).split('\n')
  const folders = [
    ...new Set(
      tracked
        .filter((file) => file.includes('/') && !file.startsWith('.'))
        .map((file) => file.split('/')[0]!),
    ),
  ]
  expect(named.sort()).toEqual(folders.sort())
})

/** The rooms of the house: each folder directly under these must have its line in the map. */
const ROOMS = ['server', 'server/modules', 'app', 'app/components', 'app/components/admin']

test('the architecture map names every room of the house: a folder added without its line fails', () => {
  const map = readFileSync('docs/architecture.md', 'utf8')
  const tracked = execFileSync('git', ['ls-files', ...ROOMS], { encoding: 'utf8' }).split('\n')
  const folders = ROOMS.flatMap((room) => [
    ...new Set(
      tracked
        .filter((file) => file.startsWith(`${room}/`) && file.slice(room.length + 1).includes('/'))
        .map((file) => `${room}/${file.slice(room.length + 1).split('/')[0]}/`),
    ),
  ])
  expect(folders.length).toBeGreaterThan(40)
  expect(folders.filter((folder) => !map.includes(`\`${folder}\``))).toEqual([])
})

/** The project's source files, as git tracks them. */
const sources = () =>
  execFileSync('git', ['ls-files'], { encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.(ts|tsx|astro|js|mjs|css)$/.test(file) && existsSync(file))

test('no comment cites a document outside the repository, or a file of it that does not exist', () => {
  const outside = /\bDESIGN\b ?§|\bDESIGN\.md|\bSTYLE\.md|\.\.\/shared\/|site-spec\.md/
  const named =
    /(?<![\w./$-])((?:app|server|content|contract|writer|scripts|tests|docs|deploy)\/[\w./-]*\.(?:tsx?|md|astro))\b/g
  const wrong: string[] = []
  for (const file of sources()) {
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        const comment = /^\s*(\/\/|\*|\/\*)/.test(line) ? line : (/\s\/\/\s(.*)$/.exec(line)?.[1] ?? '')
        if (outside.test(comment)) wrong.push(`${file}:${index + 1}: ${comment.trim()}`)
        for (const [, path] of comment.matchAll(named))
          if (!existsSync(path!)) wrong.push(`${file}:${index + 1}: ${path} does not exist`)
      })
  }
  expect(wrong).toEqual([])
})

test('every API route the docs name is a route of the API, with the method they give it', async () => {
  const t = await buildTestApp()
  const { paths } = (await t.app.inject({ url: OPENAPI_PATH })).json<OpenApiDocument>()
  await t.app.close()
  const named = DOCS.flatMap((doc) => [
    ...readFileSync(doc, 'utf8').matchAll(/`(?:(GET|POST|PUT|PATCH|DELETE) )?(\/api\/[\w/{}:.-]+)`/g),
  ])
  expect(named.length).toBeGreaterThan(3)
  const missing = named
    .map(([, method, path]) => ({ method, path: path!.replace(/:(\w+)/g, '{$1}') }))
    // The document is served beside the routes it lists.
    .filter(({ path }) => path !== OPENAPI_PATH)
    .filter(({ method, path }) => !paths[path] || (method && !paths[path][method.toLowerCase()]))
  expect(missing).toEqual([])
})
