// After `astro build`: each page gets inline only the CSS rules its own HTML uses (Beasties picks
// them), so the first paint needs nothing but the HTML. The whole stylesheet, for what islands
// render later, is requested only after the page has loaded, so it never competes with the page's
// own requests; without JavaScript it loads as usual. The server allows the inline <style> and the
// one small script below by their hashes (server/plugins/static-site.ts).
import { readFileSync, writeFileSync } from 'node:fs'
import Beasties from 'beasties'

/** Adds the full stylesheet once the page has loaded; the same text on every page, so one hash. */
const LOAD_FULL_STYLESHEET = `(function(s){addEventListener('load',function(){var l=document.createElement('link');l.rel='stylesheet';l.href=s.dataset.href;document.head.appendChild(l)})})(document.currentScript)`

const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\s*\/?>/

export function createCriticalCss(buildDir: string) {
  const beasties = new Beasties({
    path: buildDir,
    publicPath: '/',
    // The link is deferred below, by a script that the CSP can allow by its hash.
    preload: false,
    pruneSource: false,
    reduceInlineStyles: false,
    keyframes: 'critical',
    compress: true,
    logLevel: 'warn',
  })
  return async function inlineCriticalCss(file: string) {
    const html = await beasties.process(readFileSync(file, 'utf8'))
    const href = STYLESHEET_LINK.exec(html)?.[1]
    if (!href) throw new Error(`${file} links no stylesheet`)
    const deferred = html
      .replace(STYLESHEET_LINK, '<noscript><link rel="stylesheet" href="$1"></noscript>')
      .replace('</body>', `<script data-href="${href}">${LOAD_FULL_STYLESHEET}</script></body>`)
    writeFileSync(file, deferred)
  }
}
