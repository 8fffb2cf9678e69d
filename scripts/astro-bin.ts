// Astro's command-line entry, read from its package.json: the file has moved between majors.
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

const require = createRequire(import.meta.url)
const manifest = require.resolve('astro/package.json')
const { bin } = require(manifest) as { bin: { astro: string } }

export const astroBin = join(dirname(manifest), bin.astro)
