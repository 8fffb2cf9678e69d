// `npm run content:check`: reads and checks every content file, as the build does, then every link
// to an address of the site that the content holds. Prints one line when all is well (and the pages
// too with `-- --list`); or each problem, with the file, the line and the field, and fails.
import { ContentError } from '#content/load.ts'
import { contentLinks, linkProblems } from '#content/links.ts'

function fail(report: string) {
  const count = Math.max(1, report.match(/^content\//gm)?.length ?? 0)
  console.error(report)
  console.error(`content: ${count} ${count === 1 ? 'problem' : 'problems'}`)
  process.exitCode = 1
}

try {
  const { collectionSizes, pagePaths, prerenderPaths, redirects, siteTokens } =
    await import('#content/index.ts')
  const links = contentLinks(undefined, siteTokens)
  const problems = linkProblems(links, {
    pages: prerenderPaths(),
    redirects: Object.keys(redirects),
    fileDirs: ['public', 'content'],
  })
  if (process.argv.includes('--list')) {
    for (const path of prerenderPaths()) console.log(`  ${path}`)
    console.log(
      Object.entries(collectionSizes())
        .map(([name, size]) => `${name}: ${size}`)
        .join(', '),
    )
  }
  if (problems.length > 0) fail(problems.join('\n'))
  else console.log(`content: ${pagePaths().length} pages, ${links.length} internal links, 0 problems`)
} catch (error) {
  if (!(error instanceof ContentError)) throw error
  // The loader stops at the first broken file, and names each mistake in it on a line of its own.
  fail(error.message.replace(/^Invalid content:\n/, ''))
}
