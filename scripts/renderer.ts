// The renderer Astro builds once per deploy (astro.config.ts): its server module, whose
// `render(request, locals)` renders any page of the site from the content in `locals`, and the files
// the pages load (scripts, styles, public/).
import { join } from 'node:path'
import type { Content } from '#content/content.ts'

export const rendererDir = join(import.meta.dirname, '..', 'build', 'renderer')

export type Renderer = {
  render: (request: Request, locals: { content: Content }) => Promise<Response>
}
