// The pages a build holds, as the table of pages declares them (content/pages.ts), each with the HTML
// file Astro writes it to. tests/pages.test.ts checks that the build holds exactly these.
import { join } from 'node:path'
import type { Content } from '#content/content.ts'

/** The file of the page at `path`, in the build: /about is about/index.html, /404 is 404.html. */
export const htmlFileOf = (path: string) => (path === '/404' ? '404.html' : join(path, 'index.html').slice(1))

/** Every page `content` declares, with its HTML file in `buildDir`. */
export const builtPages = (content: Content, buildDir: string) =>
  content.sitePages().map((page) => ({ ...page, file: join(buildDir, htmlFileOf(page.path)) }))
