import { describe, expect, test } from 'vitest'
import { browserAvailable, waitForIsland } from '#tests/support/browser.ts'
import { useSiteUnderTest } from '#tests/support/site-under-test.ts'
import { full } from '#tests/support/tiers.ts'

const site = useSiteUnderTest()

describe.skipIf(!browserAvailable)('search in Chromium', () => {
  test('the header search box finds the smart-irrigation case study, with the results in the page', async () => {
    const { page, context } = await site.open('/')
    const indexRequests: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('search-index')) indexRequests.push(request.url())
    })
    await page.getByRole('button', { name: 'Next slide' }).waitFor()
    expect(indexRequests).toEqual([])
    const box = page.getByRole('searchbox', { name: 'Search the site' }).first()
    await box.fill('irrigation')
    await box.press('Enter')
    await page.waitForURL('**/search?q=irrigation')
    await page.getByRole('link', { name: 'Smart irrigation for a fruit growers’ cooperative' }).waitFor()
    await page
      .getByRole('status')
      .filter({ hasText: /pages? match “irrigation”/ })
      .waitFor()
    // The server puts the results in the page: the browser never downloads the whole index.
    expect(indexRequests).toEqual([])
    await context.close()
  })

  test('the menu search finds a job by its id', full, async () => {
    const { page, context } = await site.open('/')
    await page.getByRole('button', { name: 'Next slide' }).waitFor()
    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    const box = page.getByRole('dialog', { name: 'Menu' }).getByRole('searchbox')
    await box.fill('TECH-001')
    await box.press('Enter')
    await page.waitForURL('**/search?q=TECH-001')
    const result = page.locator('main ol a[href="/careers/jobs/TECH-001"]')
    await result.waitFor()
    await result.click()
    await page.getByRole('heading', { level: 1, name: 'Senior Data Engineer' }).waitFor()
    await context.close()
  })

  test('a search with no match says so', async () => {
    const { page, context } = await site.open('/search?q=zzqxj')
    await page.getByRole('status').filter({ hasText: 'No pages match “zzqxj”' }).waitFor()
    await context.close()
  })

  test('a category pressed while the job search is still waking up is not lost', full, async () => {
    const { page, context } = await site.open('/careers/searchjobs')
    // Hold the island's code back, as a slow connection would.
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800))
      await route.continue()
    })
    const finance = page.getByRole('button', { name: 'Finance' })
    await finance.click()
    await expect.poll(() => finance.getAttribute('aria-pressed'), { timeout: 10_000 }).toBe('true')
    await page.getByText('No featured jobs match your search').waitFor()
    await context.close()
  })

  test('job search filters the featured jobs by text and category, with a message for no results', async () => {
    const { page, context } = await site.open('/careers/searchjobs')
    const box = page.getByRole('searchbox', { name: 'Search for jobs' })
    await box.waitFor()
    await page.waitForLoadState('networkidle')
    const jobs = page.locator('main ul a[href^="/careers/jobs/"]')
    expect(await jobs.count()).toBe(3)
    await box.fill('TECH-001')
    await expect.poll(() => jobs.count()).toBe(1)
    await box.fill('')
    await page.getByRole('button', { name: 'Finance' }).click()
    expect(await page.getByRole('button', { name: 'Finance' }).getAttribute('aria-pressed')).toBe('true')
    await page.getByText('No featured jobs match your search').waitFor()
    await page.getByRole('button', { name: 'Finance' }).click()
    await page.getByRole('button', { name: 'Operations' }).click()
    await expect.poll(() => jobs.count()).toBe(1)
    expect(await jobs.first().getAttribute('href')).toBe('/careers/jobs/OPS-003')
    await context.close()
  })
  test(
    'without JavaScript the job search is a form: Enter sends the words, a category sends itself',
    full,
    async () => {
      const { page, context } = await site.open('/careers/searchjobs', { javaScript: false })
      const jobs = page.locator('main ul a[href^="/careers/jobs/"]')
      expect(await jobs.count()).toBe(3)
      const box = page.getByRole('searchbox', { name: 'Search for jobs' })
      await box.fill('data engineer')
      await box.press('Enter')
      await page.waitForURL('**/careers/searchjobs?q=data+engineer')
      expect(await jobs.count()).toBe(1)
      expect(await jobs.first().getAttribute('href')).toBe('/careers/jobs/TECH-001')
      await page.getByRole('status').filter({ hasText: '1 of 3 featured jobs' }).waitFor()
      expect(await box.inputValue()).toBe('data engineer')

      // A category narrows the same search; pressed again, it lets go.
      await box.fill('')
      await page.getByRole('button', { name: 'Operations' }).click()
      await page.waitForURL('**/careers/searchjobs?q=&category=Operations')
      expect(await jobs.count()).toBe(1)
      expect(await jobs.first().getAttribute('href')).toBe('/careers/jobs/OPS-003')
      expect(await page.getByRole('button', { name: 'Operations' }).getAttribute('aria-pressed')).toBe('true')
      await page.getByRole('button', { name: 'Operations' }).click()
      await page.waitForURL('**/careers/searchjobs?q=&category=')
      expect(await jobs.count()).toBe(3)

      // The Search button sends it too.
      await page.goto(new URL('/careers/searchjobs', site.origin).href)
      await box.fill('astronaut')
      await page.getByRole('button', { name: 'Search', exact: true }).last().click()
      await page.waitForURL('**/careers/searchjobs?q=astronaut')
      await page.getByText('No featured jobs match your search').waitFor()
      await context.close()
    },
  )

  test(
    'with JavaScript the job search starts from ?q= and ?category=, and keeps the address in step',
    full,
    async () => {
      const { page, context, errors } = await site.open('/careers/searchjobs?q=engineer&category=Technology')
      const jobs = page.locator('main ul a[href^="/careers/jobs/"]')
      const box = page.getByRole('searchbox', { name: 'Search for jobs' })
      expect(await jobs.count()).toBe(1)
      expect(await box.inputValue()).toBe('engineer')
      // Waking the island keeps the search it was opened with (hydrates the same markup, no error).
      await waitForIsland(box)
      expect(await jobs.count()).toBe(1)
      expect(await page.getByRole('button', { name: 'Technology' }).getAttribute('aria-pressed')).toBe('true')
      await page.getByRole('button', { name: 'Technology' }).click()
      await expect.poll(() => jobs.count()).toBe(1)
      await box.fill('')
      await expect.poll(() => jobs.count()).toBe(3)
      await box.fill('CONS-002')
      await box.press('Enter')
      await expect.poll(() => new URL(page.url()).search).toBe('?q=CONS-002')
      expect(await jobs.count()).toBe(1)
      await page.reload()
      expect(await jobs.count()).toBe(1)
      expect(await box.inputValue()).toBe('CONS-002')
      expect(errors).toEqual([])
      await context.close()
    },
  )
})
