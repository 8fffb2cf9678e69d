import { expect, test } from 'vitest'
import {
  ART_VARIANT_URL,
  artWidths,
  PHOTO_CARD_URL,
  PHOTO_VARIANT_URL,
  SOCIAL_CARD_URL,
  socialCardOf,
  variantWidths,
  withArtVariants,
} from './images.ts'

test('a photo is made at each standard width below its own, and at its own up to 2400', () => {
  expect(variantWidths(1600)).toEqual([480, 800, 1200, 1600])
  expect(variantWidths(800)).toEqual([480, 800])
  expect(variantWidths(160)).toEqual([160])
  expect(variantWidths(4000)).toEqual([480, 800, 1200, 1600, 2400])
})

test('drawn SVG art is shown as WebP named after the SVG, at a phone width and at its own', () => {
  expect(artWidths(1600)).toEqual([800, 1600])
  expect(artWidths(800)).toEqual([800])
  expect(artWidths(400)).toEqual([400])
  const hero = withArtVariants({ src: '/images/hero-education.svg', alt: '', width: 1600, height: 900 })
  expect(hero).toEqual({
    src: '/images/hero-education-1200w.webp',
    alt: '',
    width: 1600,
    height: 900,
    variants: { webp: '/images/hero-education-800w.webp 800w, /images/hero-education-1600w.webp 1600w' },
  })
  // Art no wider than a phone's variant is one file, with no srcset to repeat it.
  const card = withArtVariants({ src: '/images/case-1.svg', alt: 'A school', width: 800, height: 600 })
  expect(card).toEqual({ src: '/images/case-1-800w.webp', alt: 'A school', width: 800, height: 600 })
  // The build step finds every one of them in the page by the same pattern.
  expect(`${hero.src} ${hero.variants!.webp} ${card.src}`.match(ART_VARIANT_URL)).toHaveLength(4)
})

test('a photo, an image from elsewhere and one already made are left as they are', () => {
  const photo = { src: '/images/team.jpg', alt: 'The team', width: 4000, height: 3000 }
  expect(withArtVariants(photo)).toBe(photo)
  const logo = { src: '/favicon.svg', alt: '', width: 32, height: 32 }
  expect(withArtVariants(logo)).toBe(logo)
  const made = { ...photo, variants: { avif: 'a.avif 480w', webp: 'a.webp 480w' } }
  expect(withArtVariants(made)).toBe(made)
})

test('drawn art and photographs have a social card named after them, which the build finds by its address', () => {
  const card = socialCardOf({ src: '/images/hero-insights.svg', alt: '', width: 1600, height: 900 })
  expect(card).toBe('/images/hero-insights-card.jpg')
  expect(
    [...`https://www.northstar.example${card}`.matchAll(SOCIAL_CARD_URL)].map(([, name]) => name),
  ).toEqual(['hero-insights'])
  // The art's own variants are not taken for cards, nor cards for variants.
  expect('/images/hero-insights-1200w.webp'.match(SOCIAL_CARD_URL)).toBeNull()
  expect(card!.match(ART_VARIANT_URL)).toBeNull()
  const photoCard = socialCardOf({
    src: '/images/uploads/team-0a1b2c3d4e.jpg',
    alt: 'The team',
    width: 4000,
    height: 3000,
  })
  expect(photoCard).toBe('/images/uploads/team-0a1b2c3d4e.jpg.card.jpg')
  expect(
    [...`https://www.northstar.example${photoCard}`.matchAll(PHOTO_CARD_URL)].map(([, src]) => src),
  ).toEqual(['/images/uploads/team-0a1b2c3d4e.jpg'])
  expect(photoCard!.match(PHOTO_VARIANT_URL)).toBeNull()
  expect(socialCardOf({ src: '/favicon.svg', alt: '', width: 32, height: 32 })).toBeNull()
})
