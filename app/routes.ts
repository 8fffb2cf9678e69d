// The route table: each URL pattern and the thin route module (named by template) that renders it:
// the fixed pages, then each content collection's pages and the page that lists them, as
// content/collections.ts declares them.
// Astro prerenders every one of them at build time; the server answers any other path with /404.
import { collections } from '../content/collections.ts'

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
  route('/insights', 'insights-index'),
  route('/careers', 'collection-index'),
  route('/careers/[slug]', 'careers'),
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
  ...Object.values(collections).flatMap((collection) => [
    route(collection.route, collection.template),
    ...(collection.index ? [route(collection.index.path, 'collection-index')] : []),
  ]),
]
