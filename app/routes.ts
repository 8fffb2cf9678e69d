// The route table: each URL pattern and the thin route module (named by template) that renders it.
// Astro prerenders every one of them at build time; the server answers any other path with /404.
type SiteRoute = { pattern: string; entrypoint: string }

const route = (pattern: string, module: string): SiteRoute => ({
  pattern,
  entrypoint: `./app/routes/${module}.astro`,
})

export const siteRoutes: SiteRoute[] = [
  route('/', 'home'),
  route('/about', 'about'),
  route('/about/[slug]', 'about-section'),
  route('/services', 'services'),
  route('/services/[group]/[slug]', 'service-detail'),
  route('/industries', 'collection-index'),
  route('/industries/[slug]', 'industry'),
  route('/insights', 'insights-index'),
  route('/insights/[slug]', 'insight'),
  route('/capabilities', 'collection-index'),
  route('/capabilities/[slug]', 'capability'),
  route('/articles', 'collection-index'),
  route('/articles/[group]/[name]', 'article'),
  route('/careers', 'collection-index'),
  route('/careers/[slug]', 'careers'),
  route('/careers/jobs/[id]', 'job'),
  // Careers details, job alerts and the other general pages, each at its own path.
  route('/careers/[...path]', 'page'),
  route('/case-studies', 'collection-index'),
  route('/case-studies/[slug]', 'case-study'),
  route('/[legal]', 'legal'),
  route('/search', 'search'),
  route('/contact', 'contact'),
  route('/newsletter/confirm', 'newsletter-token'),
  route('/newsletter/unsubscribe', 'newsletter-token'),
  route('/newsletter/[slug]', 'notice'),
  route('/contact/[slug]', 'notice'),
  route('/superadmin', 'admin/inbox'),
  route('/superadmin/login', 'admin/login'),
  route('/superadmin/setup', 'admin/setup'),
  route('/superadmin/subscribers', 'admin/subscribers'),
  route('/404', 'not-found'),
]
