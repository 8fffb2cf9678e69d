// Loaded first (`node --import`) into each step of a measured build (scripts/bench-publish.ts): at
// exit, the process's peak resident memory in bytes is added as a line to PEAK_MEMORY_FILE.
import { appendFileSync } from 'node:fs'

const file = process.env.PEAK_MEMORY_FILE
if (file) process.on('exit', () => appendFileSync(file, `${process.resourceUsage().maxRSS * 1024}\n`))
