// @module-tag full
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { pagePaths } from '#content/index.ts'
import { pageKinds } from '#scripts/page-kinds.ts'
import { browserAvailable } from '#tests/support/browser.ts'
import { useSiteUnderTest } from '#tests/support/site-under-test.ts'

// The contrast of text drawn over art, measured in pixels. axe-core and pa11y give up on text over
// an image or a gradient ("incomplete"), so this test looks for itself: it hides the text of each
// hero (the band around the page's h1) and of every box with art behind its text, takes a
// screenshot, and compares each text's colour with the pixels that were under its letters.
//
// Which pixel: not the single worst one. Art has hairlines, dots and antialiased edges a pixel or
// two wide that no reader mistakes for the background of a word. Each line of text is judged by its
// 2nd percentile: 98% of the pixels under that line give at least the ratio required. A light patch
// as wide as two or three letters is more than 2% of a line and fails it; a stray dot or a line
// crossing the text is not. Lines are judged one by one so that a patch under one word of a long
// paragraph is not averaged away by the paragraph's other lines.

const site = useSiteUnderTest()
const WIDTHS = [1280, 390]
/** WCAG 2 AA (1.4.3): 4.5:1, or 3:1 for large text (24 px, or 18.66 px bold). */
const NORMAL = 4.5
const LARGE = 3
const IGNORED_SHARE = 0.02

// One page of every kind, and every page with art behind its text (an image laid out of the flow,
// under the text, in its prerendered HTML): the art, and where a text's lines fall on it, differ
// from page to page of one kind.
const overArt = /<img\b[^>]*\bclass="[^"]*\babsolute\b/
const paths = [
  ...new Set([
    ...pageKinds.map((kind) => kind.path),
    ...pagePaths().filter((path) =>
      overArt.test(readFileSync(join('build/client', path, 'index.html'), 'utf8')),
    ),
  ]),
]

type Rect = { x: number; y: number; width: number; height: number }
type Text = { text: string; rgba: [number, number, number, number]; large: boolean; lines: Rect[] }

/**
 * The texts of the page's hero and of every box drawn over art, each with its colour (sRGB, its
 * opacity and its ancestors' folded into alpha), its size class and the boxes of its lines in page
 * coordinates; then hides them all, leaving their boxes and backgrounds in place.
 */
async function hideTexts(page: Page): Promise<{ texts: Text[]; clip: Rect }> {
  return page.evaluate(() => {
    window.scrollTo(0, 0)
    const h1 = document.querySelector('h1')
    // The hero: the band the h1 heads. Boxes with art behind their text: the parent of an image
    // taken out of the flow to lie under it.
    const regions = new Set<Element>()
    if (h1) regions.add(h1.closest('main > *, section, header') ?? h1.parentElement!)
    for (const image of document.querySelectorAll('main img')) {
      if (getComputedStyle(image).position === 'absolute') regions.add(image.parentElement!)
    }
    const canvas = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!
    const srgb = (color: string) => {
      canvas.clearRect(0, 0, 1, 1)
      canvas.fillStyle = color
      canvas.fillRect(0, 0, 1, 1)
      return [...canvas.getImageData(0, 0, 1, 1).data] as [number, number, number, number]
    }
    const byElement = new Map<HTMLElement, Text>()
    for (const region of regions) {
      const walker = document.createTreeWalker(region, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node.parentElement
        if (!element || !node.textContent?.trim()) continue
        if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue
        const range = document.createRange()
        range.selectNodeContents(node)
        const lines = [...range.getClientRects()]
          // Text clipped to nothing (a visually hidden label) is not seen.
          .filter((rect) => rect.width > 2 && rect.height > 2)
          .map((rect) => ({ x: rect.x, y: rect.y + window.scrollY, width: rect.width, height: rect.height }))
        if (lines.length === 0) continue
        const style = getComputedStyle(element)
        let opacity = 1
        for (let up: Element | null = element; up; up = up.parentElement) {
          opacity *= Number(getComputedStyle(up).opacity)
        }
        const [r, g, b, a] = srgb(style.color)
        const size = parseFloat(style.fontSize)
        const text = byElement.get(element) ?? {
          text: '',
          rgba: [r, g, b, (a / 255) * opacity] as Text['rgba'],
          large: size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700),
          lines: [],
        }
        text.text = `${text.text} ${node.textContent.trim()}`.trim()
        text.lines.push(...lines)
        byElement.set(element, text)
      }
    }
    for (const element of byElement.keys()) {
      // Not `visibility: hidden`, which would take the element's own background (a chip, a button)
      // with it: only the letters go.
      const hidden = {
        transition: 'none',
        color: 'transparent',
        '-webkit-text-fill-color': 'transparent',
        'text-decoration-color': 'transparent',
        'text-shadow': 'none',
      }
      for (const [property, value] of Object.entries(hidden)) {
        element.style.setProperty(property, value, 'important')
      }
    }
    const texts = [...byElement.values()]
    const all = texts.flatMap((text) => text.lines)
    const top = Math.floor(Math.min(...all.map((line) => line.y)))
    const bottom = Math.ceil(Math.max(...all.map((line) => line.y + line.height)))
    const clip = { x: 0, y: top, width: document.documentElement.clientWidth, height: bottom - top }
    return { texts, clip }
  })
}

const luminance = (r: number, g: number, b: number) => {
  const linear = (channel: number) => {
    const c = channel / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}
const ratio = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)

/** The contrast of each line of `text` over the pixels under it: the 2nd percentile of the line. */
function lineRatios(
  text: Text,
  pixels: { data: Buffer; width: number; height: number; channels: number },
  clip: Rect,
) {
  const [r, g, b, alpha] = text.rgba
  return text.lines.map((line) => {
    const ratios: number[] = []
    const x0 = Math.max(0, Math.ceil(line.x - clip.x))
    const x1 = Math.min(pixels.width, Math.floor(line.x + line.width - clip.x))
    const y0 = Math.max(0, Math.ceil(line.y - clip.y))
    const y1 = Math.min(pixels.height, Math.floor(line.y + line.height - clip.y))
    for (let y = y0; y < y1; y++) {
      for (let x = x0; x < x1; x++) {
        const i = (y * pixels.width + x) * pixels.channels
        const [br, bg, bb] = [pixels.data[i]!, pixels.data[i + 1]!, pixels.data[i + 2]!]
        // A translucent text colour lands on the background it is drawn over.
        const over = (fore: number, back: number) => fore * alpha + back * (1 - alpha)
        ratios.push(ratio(luminance(over(r, br), over(g, bg), over(b, bb)), luminance(br, bg, bb)))
      }
    }
    ratios.sort((p, q) => p - q)
    return ratios[Math.floor(ratios.length * IGNORED_SHARE)] ?? Infinity
  })
}

/** Each text of the page whose contrast over what lies under it is below what WCAG AA asks. */
async function lowContrastTexts(page: Page) {
  // Judge the settled hero, not a heading halfway through its entrance.
  await page.evaluate(() =>
    Promise.all(
      (document.querySelector('h1')?.closest('main > *, section, header') ?? document.body)
        .getAnimations({ subtree: true })
        .map((animation) => animation.finished),
    ),
  )
  // Art further down is loaded lazily: bring each into view, then wait for all of it. Bands off
  // screen are not rendered until scrolled to (content-visibility: auto): render them all.
  await page.evaluate(async () => {
    for (const element of document.querySelectorAll<HTMLElement>('main > section, body > footer')) {
      if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible'
    }
    const images = [...document.querySelectorAll<HTMLImageElement>('main img')].filter(
      (image) => getComputedStyle(image).position === 'absolute',
    )
    for (const image of images) {
      image.loading = 'eager'
      image.scrollIntoView({ block: 'center', behavior: 'instant' })
    }
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)))
  })
  const { texts, clip } = await hideTexts(page)
  // Beyond the first screen only when a text is: a screenshot of the whole page takes longer.
  const fullPage = clip.y + clip.height > page.viewportSize()!.height
  const shot = await page.screenshot({ clip, fullPage, animations: 'disabled' })
  const { data, info } = await sharp(shot).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const pixels = { data, width: info.width, height: info.height, channels: info.channels }
  return texts.flatMap((text) => {
    const worst = Math.min(...lineRatios(text, pixels, clip))
    const required = text.large ? LARGE : NORMAL
    return worst < required ? [`"${text.text.slice(0, 40)}": ${worst.toFixed(2)}:1, under ${required}:1`] : []
  })
}

describe.skipIf(!browserAvailable).each(WIDTHS)('text over art at %i px', (width) => {
  let page: Page
  let close: () => Promise<void>

  beforeAll(async () => {
    // Reduced motion: the carousel holds its first slide and nothing is caught mid-entrance.
    const opened = await site.open('/', { width, reducedMotion: true })
    page = opened.page
    close = () => opened.context.close()
  })
  afterAll(() => close?.())

  test.each(paths)('%s: the hero and every text over art reach WCAG AA contrast', async (path) => {
    await page.goto(new URL(path, site.origin).href)
    // The admin pages draw themselves in the browser: judge them once drawn, not their loading card.
    await page.locator('h1').first().waitFor()
    await page.waitForFunction(() => !document.querySelector('astro-island[client="only"][ssr]'))
    expect(await lowContrastTexts(page)).toEqual([])
  })
})
