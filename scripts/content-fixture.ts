// A copy of content/ grown to a given number of pages with generated insights, for measuring builds
// and publishes at the size a firm reaches after years of writing:
//   npm run content:fixture -- DIR --pages 10000
// then `CONTENT_DIR=DIR BUILD_DIR=OUT npm run build`, or `npm run bench:publish -- --pages 10000`.
// Each insight is a copy of one of the site's own, under a new address and title, in one of a
// dozen topics, so listings, search and the sitemap grow as they would.
import { cpSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { loadContent } from '#content/content.ts'
import { readFields, writeFields } from '#content/files.ts'

const TOPICS = [
  'Agriculture',
  'Construction',
  'Data and Analytics',
  'Digital Transformation',
  'Economic Trends',
  'Education',
  'Energy',
  'Healthcare',
  'Logistics',
  'Public Sector',
  'Real Estate',
  'Sustainability',
]

/** Writes content/ into `dir` with generated insights added until the site has `pages` pages; returns how many were added. */
export function writeContentFixture(dir: string, pages: number, source = 'content') {
  cpSync(source, dir, { recursive: true })
  const present = loadContent(source).prerenderPaths().length
  const models = readdirSync(join(source, 'insights'))
    .filter((name) => name.endsWith('.yaml'))
    .map((name) => readFields(`insights/${name}`, source))
  const added = Math.max(0, pages - present)
  for (let n = 1; n <= added; n++) {
    const model = structuredClone(models[n % models.length]!)
    const hero = model.hero as Record<string, unknown>
    const topic = TOPICS[n % TOPICS.length]!
    const title = `${topic} note ${n}: ${String(hero.title)}`
    const day = String((n % 28) + 1).padStart(2, '0')
    const month = String((n % 12) + 1).padStart(2, '0')
    const insight = {
      ...model,
      category: topic,
      date: `2024-${month}-${day}`,
      updated: `2024-${month}-${day}`,
      hero: { ...hero, title },
      seo: { ...(model.seo as object), title: title.slice(0, 60) },
    }
    // Written as the content editor writes a file.
    writeFields(`insights/note-${String(n).padStart(5, '0')}.yaml`, insight, dir)
  }
  return added
}

if (process.argv[1]?.endsWith('content-fixture.ts')) {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { pages: { type: 'string', default: '1000' } },
  })
  const [dir] = positionals
  if (!dir) throw new Error('Name the folder to write: npm run content:fixture -- DIR --pages 1000')
  const added = writeContentFixture(dir, Number(values.pages))
  console.log(
    `${dir}: content/ with ${added} generated insights, ${loadContent(dir).prerenderPaths().length} pages`,
  )
}
