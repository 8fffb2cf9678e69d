// The renderer Astro builds once per deploy (astro.config.ts): its server module, whose
// `render(request, locals)` renders any page of the site from the content in `locals`, and the files
// the pages load (scripts, styles, public/).
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Content } from '#content/content.ts'

export const rendererDir = join(import.meta.dirname, '..', 'build', 'renderer')

type Renderer = {
  render: (request: Request, locals: { content: Content }) => Promise<Response>
}

let loaded: Promise<Renderer> | undefined
/** The renderer's module, loaded once. */
export const loadRenderer = () =>
  (loaded ??= import(pathToFileURL(join(rendererDir, 'server', 'entry.mjs')).href) as Promise<Renderer>)
