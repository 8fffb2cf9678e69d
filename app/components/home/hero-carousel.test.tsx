import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { getHome } from '#content/index.ts'
import { HeroCarousel } from './hero-carousel.tsx'

const slides = getHome().slides

test('the carousel shows a slide group each and its controls, counting to the number of slides', () => {
  const html = renderToStaticMarkup(<HeroCarousel slides={slides} />)
  expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(slides.length)
  expect(html).toContain('aria-label="Next slide"')
  expect(html).toContain(`1 of ${slides.length}`)
})

test('a single slide is a still hero: no controls that would do nothing', () => {
  const html = renderToStaticMarkup(<HeroCarousel slides={slides.slice(0, 1)} />)
  expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(1)
  expect(html).toContain('<h1')
  expect(html).not.toContain('Next slide')
  expect(html).not.toContain('Pause slideshow')
})
