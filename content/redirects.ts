import { site } from './site.ts'

/**
 * Old or misspelt addresses that links elsewhere still use, answered with 301 to the real page.
 * (Capitals and trailing slashes are handled for every page, e.g. /capabilities/Implementation.)
 */
export const redirects: Record<string, string> = {
  '/capabilities/growth-marketion': '/capabilities/growth-marketing',
  [`/careers/life_at_${site.slug}`]: `/careers/life-at-${site.slug}`,
  [`/careers/life-at-${site.slug}/`]: `/careers/life-at-${site.slug}`,
  // The old footer linked these under the labels of other sectors; they go where the label said.
  '/industries/healthcare': '/industries/social-sector',
  '/industries/finance': '/industries/logistics-infrastructure',
  '/industries/manufacturing': '/industries/agriculture',
  '/explore-careers/': '/explore-careers',
  '/home': '/',
  '/index.html': '/',
}
