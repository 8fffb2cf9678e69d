// `npm run content:export [-- --out <folder>]`: writes the content published in the content editor back
// as the files in content/ (or another folder), so that it can be reviewed and committed in git. Only
// the files the editor changed are written (and the entries it deleted removed): the others are what
// content/ holds already. A deploy of the commit then starts from them (decision 009).
import { existsSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { writeFields } from '#content/files.ts'
import { loadConfig } from '#server/config.ts'
import { createDb, migrateToLatest } from '#server/db/kysely.ts'
import { createContentRepository } from '#server/modules/content/content.repository.ts'

const { values } = parseArgs({ options: { out: { type: 'string', default: 'content' } } })
const out = resolve(values.out!)
const db = createDb(loadConfig().db)
try {
  await migrateToLatest(db)
  const latest = await createContentRepository(db).latestVersions()
  const edited = latest.filter((row) => row.fileHash === null)
  for (const { ref, data } of edited) {
    if (data) writeFields(ref, JSON.parse(data) as Record<string, unknown>, out)
    else if (existsSync(join(out, ref))) rmSync(join(out, ref))
  }
  const removed = edited.filter((row) => row.data === null).length
  console.log(
    `Content: ${edited.length - removed} file(s) written and ${removed} removed in ${values.out}/` +
      (edited.length
        ? `:\n${edited.map((row) => `  ${row.data ? 'wrote ' : 'removed'} ${row.ref}`).join('\n')}`
        : '; nothing was changed in the editor.'),
  )
} finally {
  await db.destroy()
}
