import { readSearchIndex } from '#writer/search-index.ts'
import type { Page } from './pages.ts'

export type PageSummary = { path: string; title: string; description: string }

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }
const decode = (text: string) =>
  text.replace(/&(#x?[0-9a-f]+|\w+);/gi, (entity, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(parseInt(name.slice(2), 16))
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)))
    return ENTITIES[name] ?? entity
  })

/**
 * The build's public pages (those in its search index), each with its title and the description
 * its head gives search engines: what a newsletter issue shows of a page it presents.
 */
export function pageSummaries(buildDir: string, pages: Map<string, Page>): PageSummary[] {
  return readSearchIndex(buildDir).map(({ path, title }) => {
    const meta = /<meta name="description" content="([^"]*)"/.exec(pages.get(path)?.html ?? '')
    return { path, title, description: decode(meta?.[1] ?? '') }
  })
}
