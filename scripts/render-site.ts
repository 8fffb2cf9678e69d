// Writes the site into BUILD_DIR (build/client, or a release's folder) from the content of CONTENT_DIR
// (content/, or a release's), with the renderer `astro build` made (writer/write-site.ts). With
// BASE_BUILD_DIR and BASE_CONTENT_DIR (the live site, for a publish), renders only what changed.
// `npm run build` runs it after `astro build`, and each publish from the content editor.
import { contentRoot } from '#content/load.ts'
import { writeSite } from '#writer/write-site.ts'

// React's production build renders the pages (the renderer imports it when first asked): its
// development build checks every element, and takes twice as long.
process.env.NODE_ENV ??= 'production'
const { BUILD_DIR, BASE_BUILD_DIR, BASE_CONTENT_DIR, WRITE_SITE_HELPERS } = process.env
const written = await writeSite(
  { buildDir: BUILD_DIR ?? 'build/client', contentDir: contentRoot() },
  BASE_BUILD_DIR && BASE_CONTENT_DIR ? { buildDir: BASE_BUILD_DIR, contentDir: BASE_CONTENT_DIR } : undefined,
  // How many threads help this one render (by default, one per other core for a big site).
  { helpers: WRITE_SITE_HELPERS ? Number(WRITE_SITE_HELPERS) : undefined },
)
console.log(`write-site: ${written.summary}`)
