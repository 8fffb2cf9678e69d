// `npm run content:check`: parses every content entry, as the build does, and lists the pages.
import { prerenderPaths } from '#content/index.ts'

const paths = prerenderPaths()
console.log(`Content is valid: ${paths.length} pages.`)
for (const path of paths) console.log(`  ${path}`)
