// `npm run content:check`: parses every content entry, as the build does, and lists the pages.
import { collectionSizes, prerenderPaths } from '#content/index.ts'

const paths = prerenderPaths()
console.log(`Content is valid: ${paths.length} pages.`)
console.log(
  Object.entries(collectionSizes())
    .map(([name, size]) => `${name}: ${size}`)
    .join(', '),
)
for (const path of paths) console.log(`  ${path}`)
