import react from '@astrojs/react'
import tailwindcss from '@tailwindcss/vite'
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import type { AstroIntegration } from 'astro'
import { defineConfig, passthroughImageService } from 'astro/config'
import { minifySync, type Plugin } from 'vite'
import { siteRoutes } from './app/routes.ts'
import { serveImageVariants } from './writer/art-images.ts'
import { DEV_FONTS, devFonts } from './writer/fonts.ts'
import { contentRoot } from './content/load.ts'
import { loadSite } from './content/site.ts'

/**
 * `npm run dev`: the content files are read when content/index.ts loads, not imported, so Vite does
 * not see them change. On a change, drop every loaded module and reload the open pages.
 */
function reloadOnContentChange(): Plugin {
  const isContent = (file: string) => /[\\/]content[\\/].*\.(yaml|md)$/.test(file)
  return {
    name: 'northstar-content-reload',
    apply: 'serve',
    configureServer(server) {
      server.watcher.add(resolve('content'))
      server.watcher.on('all', (_event, file) => {
        if (!isContent(file)) return
        for (const environment of Object.values(server.environments)) environment.moduleGraph.invalidateAll()
        server.ws.send({ type: 'full-reload' })
      })
    },
  }
}

/**
 * `npm run dev`: the pages show drawn art and photographs as variants (app/lib/images.ts), which only
 * the build writes. Make each one when it is asked for, as the build does (writer/art-images.ts).
 */
function imageVariantsOnDemand(): Plugin {
  return {
    name: 'northstar-image-variants',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(serveImageVariants(server.config.publicDir, contentRoot()))
    },
  }
}

/**
 * `npm run dev`: the typefaces, which only the build cuts and puts in each page (writer/fonts.ts).
 * Cut once, when a page first asks, and served with their rules at DEV_FONTS. The layout links the
 * rules when `__DEV_FONTS_CSS__` names them, which only Vite's dev server does: `import.meta.env.DEV`
 * would not do, as Astro lets a DEV variable in the environment set it (Vitest sets one for every
 * process its tests start, a publish's build among them).
 */
function fontsInDev(): Plugin {
  let fonts: ReturnType<typeof devFonts> | undefined
  return {
    name: 'northstar-dev-fonts',
    config: (_config, { command }) => ({
      define: { __DEV_FONTS_CSS__: JSON.stringify(command === 'serve' ? `${DEV_FONTS}fonts.css` : null) },
    }),
    configureServer(server) {
      server.middlewares.use(DEV_FONTS, (request, response, next) => {
        fonts ??= devFonts()
        fonts
          .then((files) => {
            const file = files.get(`${DEV_FONTS}${request.url?.slice(1).split('?')[0]}`)
            if (file) response.setHeader('content-type', file.type).end(file.body)
            else next()
          })
          .catch(next)
      })
    },
  }
}

/** Astro's island loader, minified as a module for the site's browsers, and the file it is served as. */
function minifiedIslandLoader() {
  const astroDir = dirname(createRequire(import.meta.url).resolve('astro/package.json'))
  // As Astro's own build of it, for production: the timing kept for development goes.
  const source = readFileSync(join(astroDir, 'dist/runtime/server/astro-island.js'), 'utf8').replaceAll(
    'process.env.NODE_ENV',
    '"production"',
  )
  const { code, errors } = minifySync('astro-island.js', source, {
    compress: { target: 'es2022' },
    mangle: { toplevel: true },
  })
  if (errors.length > 0) throw new Error(`Astro's island loader did not minify: ${errors[0]!.message}`)
  const file = `assets/island-loader.${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`
  return { code, file }
}

/**
 * Astro puts its island loader inline in every page with an island, which is every page (the menu).
 * Astro 7's is 5.3 KB (1.8 KB in brotli, 0.5 KB more than Astro 5's): enough to put the pages with a
 * form, which are compressed for each request, past the first round trip. The build makes it a file
 * of its own, minified from Astro's source for the browsers the site supports and cached for a year,
 * and the page keeps one line that imports it. Islands wait for it as they wait for their trigger;
 * the markup never depends on it.
 */
function islandLoaderFile(): Plugin {
  const prebuilt = /[\\/]astro[\\/]dist[\\/]runtime[\\/]server[\\/]astro-island\.prebuilt\.js$/
  // Made when a build first asks, not each time the config is read (`npm run dev` never needs it).
  let loader: ReturnType<typeof minifiedIslandLoader> | undefined
  const made = () => (loader ??= minifiedIslandLoader())
  let replaced = false
  return {
    name: 'northstar-island-loader-file',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (!prebuilt.test(id)) return
      replaced = true
      return `export default ${JSON.stringify(`import("/${made().file}")`)}`
    },
    generateBundle() {
      if (this.environment.name !== 'client') return
      const { file, code } = made()
      this.emitFile({ type: 'asset', fileName: file, source: code })
    },
    buildEnd() {
      if (this.environment.name === 'ssr' && !replaced) {
        this.error(
          "Astro's inline island loader was not found: islandLoaderFile() in astro.config.ts needs its new place.",
        )
      }
    },
  }
}

/**
 * Astro builds the site as a renderer, once per deploy: a module whose `render(request, locals)`
 * renders any page from the content in `locals` (app/renderer/entry.ts). writer/write-site.ts
 * writes every page with it, for `npm run build` and for each publish from the content editor.
 */
function renderer(): AstroIntegration {
  return {
    name: 'northstar-renderer',
    hooks: {
      'astro:config:done': ({ setAdapter }) =>
        setAdapter({
          name: 'northstar-renderer',
          serverEntrypoint: resolve('app/renderer/entry.ts'),
          entrypointResolution: 'auto',
          supportedAstroFeatures: { serverOutput: 'stable' },
        }),
    },
  }
}

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`

// Every page is prerendered to static HTML from React templates (through the renderer above); only
// the islands a page declares load React in the browser, each on its own trigger. Fastify serves the
// result (server/).
export default defineConfig({
  site: loadSite(contentRoot()).url,
  srcDir: './app',
  // The renderer: build/renderer/server, and the files the pages load, build/renderer/client.
  outDir: './build/renderer',
  trailingSlash: 'never',
  // HTML's whitespace rules, as the layouts are written for: a space between inline elements stays.
  compressHTML: true,
  // The pictures' variants are made by the writer (writer/art-images.ts), not by Astro.
  image: { service: passthroughImageService() },
  output: 'server',
  adapter: renderer(),
  // `npm run dev` (scripts/dev.ts): the API beside it is told the site's origin is this one.
  server: { port: 5173 },
  // One stylesheet file; writer/critical-css.ts inlines the part each page uses and defers the rest.
  build: { format: 'directory', assets: 'assets', inlineStylesheets: 'never' },
  integrations: [
    react(),
    {
      name: 'northstar-routes-and-directives',
      hooks: {
        'astro:config:setup': ({ injectRoute, addClientDirective }) => {
          for (const route of siteRoutes) injectRoute({ ...route, prerender: false })
          addClientDirective({ name: 'intent', entrypoint: './app/client-directives/intent.ts' })
          addClientDirective({ name: 'admin', entrypoint: './app/client-directives/admin.ts' })
        },
      },
    },
  ],
  vite: {
    plugins: [
      tailwindcss(),
      islandLoaderFile(),
      reloadOnContentChange(),
      imageVariantsOnDemand(),
      fontsInDev(),
    ],
    build: { cssMinify: 'esbuild' },
    // In development the Fastify API runs beside Astro (see scripts/dev.ts).
    server: {
      proxy: { '/api': apiTarget, '/healthz': apiTarget, '/socket.io': { target: apiTarget, ws: true } },
    },
  },
})
