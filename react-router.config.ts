import type { Config } from '@react-router/dev/config'

// Every public page is prerendered to static HTML; no React Router server runs in production.
export default {
  ssr: false,
  async prerender() {
    const { prerenderPaths } = await import('./content/index.ts')
    return prerenderPaths()
  },
} satisfies Config
