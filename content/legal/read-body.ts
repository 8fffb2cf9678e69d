import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/** A legal page's Markdown body, read from the project root (see content/articles/read-body.ts). */
export const readBody = (file: string) => readFileSync(join(process.cwd(), 'content', 'legal', file), 'utf8')
