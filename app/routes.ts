import { type RouteConfig, index, route } from '@react-router/dev/routes'

// Route modules are named by template, not by URL.
export default [
  index('routes/home.tsx'),
  route('about', 'routes/about.tsx'),
  route('more-about-us', 'routes/about.tsx', { id: 'more-about-us' }),
  route('about/:slug', 'routes/about-section.tsx'),
  route('services', 'routes/services.tsx'),
  route('industries/:slug', 'routes/industry.tsx'),
  route('insights', 'routes/insights-index.tsx'),
  route('insights/:slug', 'routes/insight.tsx'),
  route('capabilities/:slug', 'routes/capability.tsx'),
  route('articles/:group/:name', 'routes/article.tsx'),
  route('careers/:slug', 'routes/careers.tsx'),
  route('explore-careers', 'routes/careers.tsx', { id: 'explore-careers' }),
  route('contact', 'routes/contact.tsx'),
  route('contact-us', 'routes/contact.tsx', { id: 'contact-us' }),
  route('superadmin', 'routes/admin/inbox.tsx'),
  route('superadmin/login', 'routes/admin/login.tsx'),
  route('superadmin/setup', 'routes/admin/setup.tsx'),
  route('superadmin/subscribers', 'routes/admin/subscribers.tsx'),
  route('newsletter/confirm', 'routes/newsletter-token.tsx', { id: 'newsletter-confirm' }),
  route('newsletter/unsubscribe', 'routes/newsletter-token.tsx', { id: 'newsletter-unsubscribe' }),
  route('newsletter/:slug', 'routes/notice.tsx', { id: 'newsletter-notice' }),
  route('contact/:slug', 'routes/notice.tsx', { id: 'contact-notice' }),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
