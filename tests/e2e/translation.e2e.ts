// A translation as an editor makes it: from the content list's untranslated insights, the original
// beside the form, a French title and address, saved, published; then a visitor finds it through the
// English page's language switcher and through the French search, typed without its accents.
import { describe, expect } from 'vitest'
import { axeViolations, browserAvailable } from '#tests/support/browser.ts'
import { useSiteUnderTest } from '#tests/support/site-under-test.ts'
import { atWidths } from '#tests/support/tiers.ts'

const site = useSiteUnderTest()

/** An insight not translated yet for each width, and the French words it is given. */
const INSIGHTS = {
  1280: {
    slug: 'digital-trends',
    address: 'analyses/tendances-numeriques',
    title: 'Les tendances numériques qui comptent en 2025',
    search: 'tendances numeriques',
  },
  390: {
    slug: 'economic-trends',
    address: 'analyses/conjoncture-economique',
    title: 'Conjoncture économique : ce qui change pour les décideurs',
    search: 'conjoncture economique decideurs',
  },
} as const

describe.skipIf(!browserAvailable)('a translation in Chromium', () => {
  atWidths(
    [1280, 390],
    'at %i px, an editor translates an insight beside its original and publishes it; the switcher and the French search find it',
    { timeout: 240_000 },
    async (width) => {
      const insight = INSIGHTS[width as keyof typeof INSIGHTS]
      const { page, context, errors } = await site.signedIn(
        `translator-${width}@example.com`,
        '/superadmin/content',
        {
          width,
        },
      )
      await page.getByLabel('Translation into').selectOption('fr')
      await page.getByLabel('Translation state').selectOption('missing')
      const ref = `fr%2Finsights%2F${insight.slug}.yaml`
      await page.locator(`a[href="/superadmin/content/edit?ref=${ref}"]`).click()
      await page.waitForURL(`**/superadmin/content/edit?ref=${ref}`)

      // The original beside the form (above it on a phone), the form prefilled with its words.
      const original = page.getByRole('complementary', { name: 'The original' })
      await original.waitFor()
      const englishTitle = await page.locator('#field-hero-title').inputValue()
      expect(await original.innerText()).toContain(englishTitle)
      expect(await axeViolations(page), `the translation's editor at ${width}px`).toEqual([])

      await page.getByLabel(/^Address in this language/).fill(insight.address)
      await page.locator('#field-hero-title').fill(insight.title)
      await page.getByRole('button', { name: 'Save draft' }).click()
      await page.getByText(/^Draft saved\./).waitFor()
      await page.getByRole('button', { name: 'Publish', exact: true }).click()
      await page.getByText(/^Live since/).waitFor({ timeout: 120_000 })
      expect(errors).toEqual([])
      await context.close()

      // The English page's switcher leads to the translation.
      const visitor = await site.open(`/insights/${insight.slug}`, { width })
      await visitor.page.getByRole('navigation', { name: 'Languages' }).getByRole('link').click()
      await visitor.page.waitForURL(`**/fr/${insight.address}`)
      expect(await visitor.page.getAttribute('html', 'lang')).toBe('fr')
      await visitor.page.getByRole('heading', { level: 1, name: insight.title }).waitFor()

      // The French search finds it by words typed without their accents.
      await visitor.page.goto(`${site.origin}/fr/recherche?q=${encodeURIComponent(insight.search)}`)
      await visitor.page.locator(`main a[href="/fr/${insight.address}"]`).first().waitFor()
      await visitor.context.close()
    },
  )
})
