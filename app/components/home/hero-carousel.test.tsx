import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { content, getHome, labels } from '#content/index.ts'
import { contentIn } from '#content/content.ts'
import { HeroCarousel } from './hero-carousel.tsx'

const slides = getHome().slides

test('the carousel shows a slide group each and its controls, counting to the number of slides', () => {
  const html = renderToStaticMarkup(<HeroCarousel slides={slides} labels={labels.home.carousel} />)
  expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(slides.length)
  expect(html).toContain('aria-label="Featured insights"')
  expect(html).toContain('aria-label="Next slide"')
  expect(html).toContain(`aria-label="1 of ${slides.length}"`)
})

test('a single slide is a still hero: no controls that would do nothing', () => {
  const html = renderToStaticMarkup(
    <HeroCarousel slides={slides.slice(0, 1)} labels={labels.home.carousel} />,
  )
  expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(1)
  expect(html).toContain('<h1')
  expect(html).not.toContain('Next slide')
  expect(html).not.toContain('Pause slideshow')
})

test('on a page in French the slideshow and its buttons are named in French', () => {
  const french = contentIn(content, 'fr')
  const html = renderToStaticMarkup(
    <HeroCarousel slides={french.getHome().slides} labels={french.labels.home.carousel} />,
  )
  expect(html).toContain('aria-label="Analyses à la une"')
  expect(html).toContain('aria-label="Diapositive suivante"')
  expect(html).toContain('aria-label="Mettre le diaporama en pause"')
  expect(html).toContain(`aria-label="1 sur ${french.getHome().slides.length}"`)
  expect(html).not.toMatch(/(Next|Previous) slide"|slideshow"| of \d/)
})
