// After `astro build`: each page gets inline only the CSS its own HTML uses, so the first paint needs
// nothing but the HTML. Tailwind's base, theme and property rules are always kept; a utility or
// component rule is kept when every class its selector names is on the page. The whole stylesheet,
// for what islands render later, is requested once the page is in use (a pointer, a touch, a key,
// an island waking), so it never competes with the page's own first requests nor restyles a page
// nobody touches; without JavaScript it loads as usual. The server allows the inline <style> and the
// one small script below by their hashes (server/plugins/static-site.ts).
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import postcss, { type AtRule, type Node, type Root } from 'postcss'

/** Adds the full stylesheet at the first sign of use; the same text on every page, so one hash. */
const LOAD_FULL_STYLESHEET = `(function(s){var t=['pointerover','touchstart','keydown','focusin','astro:hydrate'];function go(){t.forEach(function(e){removeEventListener(e,go,true)});var l=document.createElement('link');l.rel='stylesheet';l.href=s.dataset.href;document.head.appendChild(l)}t.forEach(function(e){addEventListener(e,go,true)})})(document.currentScript)`

const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\s*\/?>/
const PAGE_LAYERS = new Set(['utilities', 'components'])

/** The class names a selector requires, unescaped (`.hover\:underline:hover` → hover:underline). */
const classesOf = (selector: string) =>
  [...selector.matchAll(/\.((?:\\.|[\w-])+)/g)].map(([, name]) => name!.replace(/\\(.)/g, '$1'))

const classesOnPage = (html: string) =>
  new Set([...html.matchAll(/\sclass="([^"]*)"/g)].flatMap(([, names]) => names!.split(/\s+/)))

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

/** The rules of the stylesheet this page needs, as CSS text. */
function criticalCss(stylesheet: Root, used: Set<string>) {
  const css = stylesheet.clone()
  css.walkRules((rule) => {
    if (!PAGE_LAYERS.has(layerOf(rule))) return
    const kept = rule.selectors.filter((selector) => classesOf(selector).every((name) => used.has(name)))
    if (kept.length === 0) rule.remove()
    else rule.selectors = kept
  })
  pruneUnusedVariables(css)
  // Drop the media queries and layers left empty.
  css.walkAtRules((atRule) => {
    if (atRule.nodes && atRule.nodes.length === 0) atRule.remove()
  })
  return css.toString()
}

export function createCriticalCss(buildDir: string) {
  const stylesheets = new Map<string, Root>()
  return function inlineCriticalCss(file: string) {
    const html = readFileSync(file, 'utf8')
    const href = STYLESHEET_LINK.exec(html)?.[1]
    if (!href) throw new Error(`${file} links no stylesheet`)
    if (!stylesheets.has(href))
      stylesheets.set(href, postcss.parse(readFileSync(join(buildDir, href), 'utf8')))
    const critical = criticalCss(stylesheets.get(href)!, classesOnPage(html))
    const deferred = html
      .replace(
        STYLESHEET_LINK,
        `<style>${critical}</style><noscript><link rel="stylesheet" href="${href}"></noscript>`,
      )
      .replace('</body>', `<script data-href="${href}">${LOAD_FULL_STYLESHEET}</script></body>`)
    writeFileSync(file, deferred)
  }
}
