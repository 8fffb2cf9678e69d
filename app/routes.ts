import { type RouteConfig, index, route } from '@react-router/dev/routes'

// Route modules are named by template, not by URL.
export default [
  index('routes/home.tsx'),
  route('newsletter/confirm', 'routes/newsletter-token.tsx', { id: 'newsletter-confirm' }),
  route('newsletter/unsubscribe', 'routes/newsletter-token.tsx', { id: 'newsletter-unsubscribe' }),
  route('newsletter/:slug', 'routes/newsletter-notice.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
