// `npm run content:check`: reads and checks every content file, as the build does, and lists the
// pages; or prints what is wrong, with the file, the line and the field, and fails.
import { ContentError } from '#content/load.ts'

try {
  const { collectionSizes, prerenderPaths } = await import('#content/index.ts')
  const paths = prerenderPaths()
  console.log(`Content is valid: ${paths.length} pages.`)
  console.log(
    Object.entries(collectionSizes())
      .map(([name, size]) => `${name}: ${size}`)
      .join(', '),
  )
  for (const path of paths) console.log(`  ${path}`)
} catch (error) {
  if (!(error instanceof ContentError)) throw error
  console.error(error.message)
  process.exitCode = 1
}
