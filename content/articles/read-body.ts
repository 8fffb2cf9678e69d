import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The Markdown body of an article. Read from the project root (builds and tests run there), not
 * relative to this module, because the prerender step bundles content modules elsewhere.
 */
export const readBody = (file: string) =>
  readFileSync(join(process.cwd(), 'content', 'articles', file), 'utf8')
