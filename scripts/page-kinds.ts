// One page of every kind the site has: what the JavaScript budget and the Lighthouse benchmark measure.

const KB = 1024

/**
 * JavaScript a page may run while it loads (gzip). A public page runs only Astro's island loader and
 * our directives: its islands wake when used, when seen, or (the carousel) after load. The admin
 * pages are the app itself.
 */
export const JS_BUDGET = { content: 10 * KB, admin: 100 * KB } as const

/**
 * What a page's HTML response may weigh, headers included, as the server sends it (Brotli): TCP's
 * initial window of 10 segments. A page within it arrives in the first round trip of a new
 * connection; 1 byte more costs a whole round trip (150 ms on a slow mobile network) before any paint.
 */
export const FIRST_ROUND_TRIP = 10 * 1460

export type PageKind = { kind: string; path: string; budget: keyof typeof JS_BUDGET }

export const pageKinds: PageKind[] = [
  { kind: 'home', path: '/', budget: 'content' },
  { kind: 'contact', path: '/contact', budget: 'content' },
  { kind: 'industry', path: '/industries/education', budget: 'content' },
  { kind: 'insight', path: '/insights/sustainability', budget: 'content' },
  { kind: 'article', path: '/articles/insight/edu', budget: 'content' },
  { kind: 'capability', path: '/capabilities/digital', budget: 'content' },
  { kind: 'case study', path: '/case-studies/green-building', budget: 'content' },
  { kind: 'service detail', path: '/services/agriculture/smart-farming', budget: 'content' },
  { kind: 'careers', path: '/careers/students', budget: 'content' },
  { kind: 'job search', path: '/careers/searchjobs', budget: 'content' },
  { kind: 'job', path: '/careers/jobs/TECH-001', budget: 'content' },
  { kind: 'search', path: '/search?q=irrigation', budget: 'content' },
  { kind: 'legal', path: '/privacy', budget: 'content' },
  { kind: '404', path: '/no-such-page', budget: 'content' },
  { kind: 'about', path: '/about/ourhistory', budget: 'content' },
  { kind: 'services', path: '/services', budget: 'content' },
  { kind: 'collection index', path: '/case-studies', budget: 'content' },
  { kind: 'insights index', path: '/insights', budget: 'content' },
  { kind: 'careers detail', path: '/careers/students/graduate-program', budget: 'content' },
  { kind: 'notice', path: '/newsletter/check-your-inbox', budget: 'content' },
  { kind: 'newsletter link', path: '/newsletter/confirm', budget: 'content' },
  { kind: 'admin sign-in', path: '/superadmin/login', budget: 'admin' },
]
