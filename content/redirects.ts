import { site } from './site.ts'

/**
 * Old or misspelt addresses that links elsewhere still use, answered with 301 to the real page.
 * Matched whatever the case and trailing slashes, as every page is (/capabilities/Implementation is
 * /capabilities/implementation).
 */
export const redirects: Record<string, string> = {
  '/capabilities/growth-marketion': '/capabilities/growth-marketing',
  [`/careers/life_at_${site.slug}`]: `/careers/life-at-${site.slug}`,
  // The old footer linked these under the labels of other sectors; they go where the label said.
  '/industries/healthcare': '/industries/social-sector',
  '/industries/finance': '/industries/logistics-infrastructure',
  '/industries/manufacturing': '/industries/agriculture',
  // The spec's second addresses of three pages; one URL per page, so they redirect.
  '/more-about-us': '/about',
  '/contact-us': '/contact',
  '/explore-careers': '/careers/searchjobs',
  // A step up from a page's address that has no page of its own goes to the page that lists what
  // is under it: the jobs, the stories, a sector's services, the articles.
  '/careers/jobs': '/careers/searchjobs',
  '/careers/stories': `/careers/life-at-${site.slug}`,
  '/services/agriculture': '/industries/agriculture',
  '/services/building-construction': '/industries/building-construction',
  '/services/infrastructure': '/industries/logistics-infrastructure',
  '/services/logistics': '/industries/logistics-infrastructure',
  '/services/real-estate': '/industries/real-estate',
  '/services/social': '/industries/social-sector',
  '/services/technology': '/industries/technology',
  '/articles/data': '/articles',
  '/articles/insight': '/articles',
  '/articles/news': '/articles',
  '/articles/trending': '/articles',
  '/home': '/',
  '/index.html': '/',
}
