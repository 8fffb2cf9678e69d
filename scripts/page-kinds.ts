// One page of every kind the site has: what the JavaScript budget and the Lighthouse benchmark measure.
import { site, sitePages } from '#content/index.ts'

const KB = 1024

/**
 * JavaScript a page may run while it loads (gzip). A public page runs only Astro's island loader and
 * our directives: its islands wake when used, when seen, or (the carousel) after load. The admin
 * pages are the app itself.
 */
export const JS_BUDGET = { content: 10 * KB, admin: 100 * KB } as const

export type PageKind = { kind: string; path: string; budget: keyof typeof JS_BUDGET }

/**
 * One page of every kind the table of pages declares (content/pages.ts and collections.ts), in its
 * order, in each language that has one: the kind's first page, or the address its declaration names
 * instead. A new kind is measured as soon as it is declared; a translation's as `insight (fr)`.
 */
export const pageKinds: PageKind[] = (() => {
  const kinds = new Map<string, PageKind>()
  const [fallback] = site.languages
  for (const { kind, path, sample, audience, language } of sitePages()) {
    const budget = audience === 'admin' ? 'admin' : 'content'
    const name = language === fallback!.code ? kind : `${kind} (${language})`
    if (!kinds.has(name)) kinds.set(name, { kind: name, path: sample ?? path, budget })
  }
  return [...kinds.values()]
})()
