// After `astro build`: each page gets inline only the CSS its own HTML uses, so the first paint needs
// nothing but the HTML. Tailwind's theme and property rules are kept, and its base rules for the
// elements the page has; a utility or component rule is kept when every class its selector names is
// on the page. Hover styles are left to the whole stylesheet. The whole stylesheet,
// for what islands render later, is requested once the page is in use (a pointer, a touch, a key,
// an island waking), so it never competes with the page's own first requests nor restyles a page
// nobody touches; without JavaScript it loads as usual. The server allows the inline <style> and the
// one small script below by their hashes (server/site/content-security-policy.ts).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import postcss, { type AtRule, type Node, type Root } from 'postcss'

/** Adds the full stylesheet at the first sign of use; the same text on every page, so one hash. */
const LOAD_FULL_STYLESHEET = `(s=>{let t=['pointerover','touchstart','keydown','focusin','astro:hydrate'],g=()=>{t.map(e=>removeEventListener(e,g,!0));document.head.append(Object.assign(document.createElement('link'),{rel:'stylesheet',href:s.dataset.href}))};t.map(e=>addEventListener(e,g,!0))})(document.currentScript)`

const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\s*\/?>/
const INLINE_STYLE = /<style>([\s\S]*?)<\/style>/g
const PAGE_LAYERS = new Set(['utilities', 'components'])

/** The class names a selector requires, unescaped (`.hover\:underline:hover` → hover:underline). */
const classesOf = (selector: string) =>
  [...selector.matchAll(/\.((?:\\.|[\w-])+)/g)].map(([, name]) => name!.replace(/\\(.)/g, '$1'))

const classesOnPage = (html: string) =>
  new Set([...html.matchAll(/\sclass="([^"]*)"/g)].flatMap(([, names]) => names!.split(/\s+/)))

/** The elements on the page by name, and its inputs by type too (`input[type=search]`). */
const elementsOnPage = (html: string) =>
  new Set([
    ...[...html.matchAll(/<([a-z][a-z0-9]*)/g)].map(([, name]) => name!),
    ...[...html.matchAll(/<input\b[^>]*?\stype="?([a-z-]+)/g)].map(([, type]) => `input[type=${type}]`),
  ])

const DATE_INPUTS = ['date', 'time', 'datetime-local', 'month', 'week'].map((type) => `input[type=${type}]`)

/**
 * The elements a base rule's selector styles, any of which must be on the page for it to matter
 * (`sub`, `optgroup`, the pseudo-elements of a kind of input); none for a selector that can match
 * anything.
 */
function elementsOf(selector: string): string[] {
  if (/::placeholder/.test(selector)) return ['input', 'textarea']
  if (/::-webkit-(date|calendar)/.test(selector)) return DATE_INPUTS
  if (/::-webkit-(inner|outer)-spin-button/.test(selector)) return ['input[type=number]', ...DATE_INPUTS]
  if (/::-webkit-search/.test(selector)) return ['input[type=search]']
  if (/::file-selector-button/.test(selector)) return ['input[type=file]']
  if (/::-webkit-/.test(selector)) return ['input']
  const element = /^[a-z][a-z0-9]*/.exec(selector.split(/[\s>+~]+/).at(-1) ?? '')?.[0]
  return element ? [element] : []
}

/** The name of the cascade layer a rule sits in ('' outside any). */
function layerOf(node: Node) {
  for (let parent = node.parent as Node | undefined; parent; parent = parent.parent as Node | undefined) {
    if (parent.type === 'atrule' && (parent as AtRule).name === 'layer') return (parent as AtRule).params
  }
  return ''
}

/**
 * Removes the custom properties nothing on the page reads: theme values, and Tailwind's `@property`
 * registrations and their fallbacks for utilities the page does not use.
 */
function pruneUnusedVariables(css: Root) {
  const definitions = new Map<string, string[]>()
  css.walkDecls(/^--/, (decl) => {
    definitions.set(decl.prop, [...(definitions.get(decl.prop) ?? []), decl.value])
  })
  const read = new Set<string>()
  const pending: string[] = []
  const readFrom = (text: string) => {
    for (const [, name] of text.matchAll(/var\((--[\w-]+)/g)) {
      if (!read.has(name!)) {
        read.add(name!)
        pending.push(name!)
      }
    }
  }
  css.walkDecls((decl) => {
    if (!decl.prop.startsWith('--')) readFrom(decl.value)
  })
  // A variable read by one that is read is read too.
  while (pending.length > 0) for (const value of definitions.get(pending.pop()!) ?? []) readFrom(value)
  css.walkDecls(/^--/, (decl) => {
    if (!read.has(decl.prop)) decl.remove()
  })
  css.walkAtRules('property', (atRule) => {
    if (!read.has(atRule.params)) atRule.remove()
  })
  css.walkRules((rule) => {
    if (rule.nodes.length === 0) rule.remove()
  })
}

/**
 * Removes the `color-mix()` versions of colours whose fallback just before them is the same colour:
 * a theme colour written in hex (sRGB) with an opacity gives the same colour either way; only the
 * wide-gamut (oklch) palette gains from them.
 */
function pruneSameColourMixes(css: Root) {
  const hex = new Set<string>()
  css.walkDecls(/^--color-/, (decl) => {
    if (/^#[\da-f]{3,8}$/i.test(decl.value)) hex.add(decl.prop)
  })
  css.walkAtRules('supports', (atRule) => {
    if (!atRule.params.includes('color-mix')) return
    let same = true
    atRule.walkDecls((decl) => {
      const colours = [...decl.value.matchAll(/var\((--[\w-]+)\)/g)].map(([, name]) => name!)
      if (colours.length === 0 || !colours.every((name) => hex.has(name))) same = false
    })
    if (same) atRule.remove()
  })
}

/** Removes the keyframes no rule left on the page animates with. */
function pruneUnusedKeyframes(css: Root) {
  const values: string[] = []
  css.walkDecls((decl) => {
    values.push(decl.value)
  })
  const text = values.join(' ')
  css.walkAtRules('keyframes', (atRule) => {
    if (!new RegExp(`(^|[\\s,])${atRule.params}([\\s,]|$)`).test(text)) atRule.remove()
  })
}

/** The rules of the stylesheet a page with these classes and elements needs, as CSS text. */
function criticalCss(stylesheet: Root, classes: Set<string>, elements: Set<string>) {
  const needed = (selector: string, layer: string) => {
    if (PAGE_LAYERS.has(layer)) return classesOf(selector).every((name) => classes.has(name))
    // Tailwind's reset: its rules for elements the page does not have (tables, code, date fields).
    if (layer === 'base') {
      const styled = elementsOf(selector)
      return styled.length === 0 || styled.some((element) => elements.has(element))
    }
    return true
  }
  const css = stylesheet.clone()
  css.walkRules((rule) => {
    const layer = layerOf(rule)
    const kept = rule.selectors.filter((selector) => needed(selector, layer))
    if (kept.length === 0) rule.remove()
    else if (kept.length < rule.selectors.length) rule.selectors = kept
  })
  // Hover styles wait for the whole stylesheet, which the first pointer movement fetches anyway, and
  // so do the styles for a browser without scripting: <noscript> links it, and it blocks their paint.
  css.walkAtRules('media', (atRule) => {
    const query = atRule.params.replace(/\s/g, '')
    if (query === '(hover:hover)' || query === '(scripting:none)') atRule.remove()
  })
  pruneSameColourMixes(css)
  pruneUnusedVariables(css)
  pruneUnusedKeyframes(css)
  // Drop the media queries and layers left empty.
  css.walkAtRules((atRule) => {
    if (atRule.nodes && atRule.nodes.length === 0) atRule.remove()
  })
  return css.toString()
}

/** Inlines what each page uses of its stylesheet, read from `dir` (the renderer's files). */
export function createCriticalCss(dir: string) {
  const stylesheets = new Map<string, Root>()
  // What a page needs follows from its classes and elements alone, and pages of one kind share them:
  // each set is worked out once (a thousand insights are a handful of sets).
  const worked = new Map<string, string>()
  return function inlineCriticalCss(html: string, path: string) {
    const href = STYLESHEET_LINK.exec(html)?.[1]
    if (!href) throw new Error(`${path} links no stylesheet`)
    if (!stylesheets.has(href)) stylesheets.set(href, postcss.parse(readFileSync(join(dir, href), 'utf8')))
    const classes = classesOnPage(html)
    const elements = elementsOnPage(html)
    const key = [href, ...[...classes].sort(), '|', ...[...elements].sort()].join(' ')
    if (!worked.has(key)) worked.set(key, criticalCss(stylesheets.get(href)!, classes, elements))
    // Astro's own inline rules join the page's, so the CSP allows one style by one hash.
    const ownStyles = [...html.matchAll(INLINE_STYLE)].map(([, body]) => body).join('')
    const critical = worked.get(key)! + ownStyles
    return html
      .replace(INLINE_STYLE, '')
      .replace(
        STYLESHEET_LINK,
        `<style>${critical}</style><noscript><link rel="stylesheet" href="${href}"></noscript>`,
      )
      .replace('</body>', `<script data-href="${href}">${LOAD_FULL_STYLESHEET}</script></body>`)
  }
}
