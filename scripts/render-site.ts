// Writes the site into BUILD_DIR (build/client, or a release's folder) from the content of CONTENT_DIR
// (content/, or a release's): the files the pages load, as Astro built them with the renderer, then
// every page of the table (content/pages.ts) rendered by the renderer. `npm run build` and each
// publish from the content editor run it, then scripts/postbuild.ts.
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { content } from '#content/index.ts'
import { htmlFileOf } from './built-pages.ts'
import { rendererDir, type Renderer } from './renderer.ts'

const buildDir = process.env.BUILD_DIR ?? 'build/client'

const started = performance.now()
const { render } = (await import(pathToFileURL(join(rendererDir, 'server/entry.mjs')).href)) as Renderer
rmSync(buildDir, { recursive: true, force: true })
cpSync(join(rendererDir, 'client'), buildDir, { recursive: true })

const paths = content.prerenderPaths()
for (const path of paths) {
  const response = await render(new Request(new URL(path, content.site.url)), { content })
  // Page Not Found is rendered as any page; its status is the server's to give.
  if (response.status !== 200 && !(path === '/404' && response.status === 404))
    throw new Error(`${path}: the renderer answered ${response.status}`)
  const file = join(buildDir, htmlFileOf(path))
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, await response.text())
}
console.log(
  `render-site: ${paths.length} pages in ${Math.round(performance.now() - started)} ms, into ${buildDir}`,
)
