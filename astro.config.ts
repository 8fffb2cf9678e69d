import react from '@astrojs/react'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'astro/config'
import { siteRoutes } from './app/routes.ts'
import { site } from './content/site.ts'

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`

// Every page is prerendered to static HTML from React templates; only the islands a page declares
// load React in the browser, each on its own trigger. Fastify serves the result (server/).
export default defineConfig({
  site: site.url,
  srcDir: './app',
  outDir: './build/client',
  trailingSlash: 'never',
  // `npm run dev` (scripts/dev.ts): the API beside it is told the site's origin is this one.
  server: { port: 5173 },
  // One stylesheet file; scripts/critical-css.ts inlines the part each page uses and defers the rest.
  build: { format: 'directory', assets: 'assets', inlineStylesheets: 'never' },
  integrations: [
    react(),
    {
      name: 'northstar-routes-and-directives',
      hooks: {
        'astro:config:setup': ({ injectRoute, addClientDirective }) => {
          for (const route of siteRoutes) injectRoute({ ...route, prerender: true })
          addClientDirective({ name: 'intent', entrypoint: './app/client-directives/intent.ts' })
          addClientDirective({ name: 'admin', entrypoint: './app/client-directives/admin.ts' })
        },
      },
    },
  ],
  vite: {
    plugins: [tailwindcss()],
    // In development the Fastify API runs beside Astro (see scripts/dev.ts).
    server: {
      proxy: { '/api': apiTarget, '/healthz': apiTarget, '/socket.io': { target: apiTarget, ws: true } },
    },
  },
})
