// The internal links of the content: every address on this site that a content file names, in a
// YAML field (`href: /contact`, or a Markdown link in a text) or in a Markdown body, with the file,
// line and field it is in; and which of them lead nowhere. It reads the files on its own, apart
// from how the pages are declared: `npm run content:check` hands it the site's addresses.
import { existsSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import {
  ContentError,
  contentRoot,
  contentFilesIn,
  FRONT_MATTER,
  lineCounter,
  yamlTree,
  yamlValues,
  type YamlNode,
} from './load.ts'

/** An address on this site named in a content file. */
export type Link = { file: string; line: number; field: string; href: string }

/** The addresses a link may lead to. */
export type LinkTargets = {
  /** Every page's path, `/about`. */
  pages: Iterable<string>
  /** Every path that redirects to a page. */
  redirects: Iterable<string>
  /**
   * Where the files a link with an extension leads to live, from the project's root: `public/` for
   * drawn art and the like, `content/` for photographs (`/images/x.jpg` is `content/images/x.jpg`).
   */
  fileDirs: string[]
}

/** A text that is one address on this site, and nothing else: `/contact`, `/articles#latest`. */
const WHOLE_ADDRESS = /^\/(?!\/)\S*$/
/** Addresses inside a text: Markdown links `[text](/path)` and `[ref]: /path`, HTML `href="/path"`. */
const ADDRESSES_IN_TEXT = [
  /\]\(\s*(\/(?!\/)[^)\s]*)/g,
  /^\s{0,3}\[[^\]]+\]:\s*(\/(?!\/)\S*)/gm,
  /\bhref="(\/(?!\/)[^"]*)"/g,
]
const TOKEN = /\{([A-Za-z]+)\}/g

/** The addresses a text names. */
export function addressesIn(text: string) {
  if (WHOLE_ADDRESS.test(text)) return [text]
  return ADDRESSES_IN_TEXT.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[1]!))
}

/**
 * `value` with each address on this site it names (a field that is one, a link in a text) led to the
 * page `pathIn` gives for it, where it gives one: a translation names its source's pages, and leads
 * to their translations. The part after the path (`#stats`, `?q=`) stays.
 */
export function localizedAddresses<T>(value: T, pathIn: (path: string) => string | undefined): T {
  const led = (href: string) => {
    const at = href.search(/[?#]/)
    const [path, rest] = at < 0 ? [href, ''] : [href.slice(0, at), href.slice(at)]
    const to = pathIn(path)
    return to ? `${to}${rest}` : href
  }
  const walk = (item: unknown): unknown => {
    if (typeof item === 'string') {
      if (WHOLE_ADDRESS.test(item)) return led(item)
      return ADDRESSES_IN_TEXT.reduce(
        (text, pattern) => text.replace(pattern, (whole, href: string) => whole.replace(href, led(href))),
        item,
      )
    }
    if (Array.isArray(item)) return item.map(walk)
    if (typeof item === 'object' && item !== null && Object.getPrototypeOf(item) === Object.prototype)
      return Object.fromEntries(Object.entries(item).map(([key, child]) => [key, walk(child)]))
    return item
  }
  return walk(value) as T
}

/** Every string of a YAML text with its line and its field (`hero.cta.href`, `sections.2.text`). */
function yamlStrings(text: string, firstLine: number) {
  let values: unknown
  try {
    values = yamlValues(text, '')
  } catch (error) {
    if (error instanceof ContentError) return []
    throw error
  }
  const lineAt = lineCounter(text, firstLine)
  const found: { text: string; line: number; field: string }[] = []
  // The text's nodes beside its values: a node is a string where its value is one.
  const walk = (node: YamlNode, value: unknown, path: string[]) => {
    if (typeof value === 'string') {
      found.push({ text: value, line: lineAt(node.start), field: path.join('.') || '(the file)' })
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, child] of node.children ?? []) {
        if (Object.hasOwn(value, key)) walk(child, (value as Record<string, unknown>)[key], [...path, key])
      }
    }
  }
  const root = yamlTree(text)
  if (root) walk(root, values, [])
  return found
}

/**
 * Every internal link in the content files under `root`, with `{token}`s filled in from `tokens`
 * (the firm's facts: `/careers/life-at-{slug}`). A file that is not valid YAML is left to the loader,
 * which names the mistake.
 */
export function contentLinks(root = contentRoot(), tokens: Record<string, string> = {}): Link[] {
  const fill = (text: string) => text.replace(TOKEN, (whole, name: string) => tokens[name] ?? whole)
  return contentFilesIn(root)
    .filter((path) => /\.(yaml|md)$/.test(path))
    .flatMap((path) => {
      const file = `content/${relative(root, path).split(sep).join('/')}`
      const text = readFileSync(path, 'utf8')
      const texts: { text: string; line: number; field: string }[] = []
      if (path.endsWith('.md')) {
        const frontMatter = FRONT_MATTER.exec(text)
        if (frontMatter) texts.push(...yamlStrings(frontMatter[1]!, 2))
        const bodyLine = frontMatter ? frontMatter[0].split('\n').length : 1
        text
          .slice(frontMatter?.[0].length ?? 0)
          .split('\n')
          .forEach((line, i) => texts.push({ text: line, line: bodyLine + i, field: 'body' }))
      } else {
        texts.push(...yamlStrings(text, 1))
      }
      return texts.flatMap(({ text, line, field }) =>
        addressesIn(text).map((href) => ({ file, line, field, href: fill(href) })),
      )
    })
}

/** The number of single-character edits that turn `a` into `b`. */
function editDistance(a: string, b: string) {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      )
    }
    previous = current
  }
  return previous[b.length]!
}

/** The links that lead nowhere, each as `file:line: field: href: why` (and the likely page meant). */
export function linkProblems(links: Link[], targets: LinkTargets): string[] {
  const pages = [...targets.pages]
  const addresses = new Set([...pages, ...targets.redirects])
  return links.flatMap(({ file, line, field, href }) => {
    const path = href.replace(/[?#].*$/, '') || '/'
    if (addresses.has(path)) return []
    const where = `${file}:${line}: ${field}: ${href}`
    if (/\.\w+$/.test(path)) {
      const file = decodeURIComponent(path)
      return targets.fileDirs.some((dir) => existsSync(join(dir, file)))
        ? []
        : [`${where}: no such file in ${targets.fileDirs.map((dir) => `${dir}/`).join(' or ')}`]
    }
    const nearest = pages
      .map((page) => ({ page, distance: editDistance(path, page) }))
      .reduce((best, next) => (next.distance < best.distance ? next : best), { page: '', distance: Infinity })
    const hint = nearest.distance <= Math.min(3, path.length / 3) ? ` (did you mean ${nearest.page}?)` : ''
    return [`${where}: no page has this address${hint}`]
  })
}

/**
 * The addresses on this site that the fields of one file name, each with its field's path
 * (`hero.cta.href`), `{token}`s filled in: the content editor checks them before it saves.
 */
export function linksInFields(value: unknown, tokens: Record<string, string> = {}, path: string[] = []) {
  const fill = (text: string) => text.replace(TOKEN, (whole, name: string) => tokens[name] ?? whole)
  if (typeof value === 'string')
    return addressesIn(fill(value)).map((href) => ({ field: path.join('.'), href }))
  if (Array.isArray(value))
    return value.flatMap((item, i): { field: string; href: string }[] =>
      linksInFields(item, tokens, [...path, String(i)]),
    )
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]): { field: string; href: string }[] =>
      linksInFields(item, tokens, [...path, key]),
    )
  }
  return []
}
