// The renderer kept warm for the server (server/modules/content/site-writer.ts): a thread that loads
// the renderer and the content's schemas once, then writes each site it is asked for with
// scripts/write-site.ts, one at a time. A publish then costs its pages, not a process's start.
import { parentPort } from 'node:worker_threads'
import { forgetContent } from '#content/content.ts'
import { writeSite, type SiteSource } from './write-site.ts'

export type WriteJob = { site: SiteSource; base?: SiteSource }
export type WriteOutcome = { summary: string } | { error: string }

parentPort!.on('message', async ({ site, base }: WriteJob) => {
  // The folder may hold an earlier attempt of the same name: its files are written anew.
  forgetContent(site.contentDir)
  let outcome: WriteOutcome
  try {
    outcome = { summary: (await writeSite(site, base)).summary }
  } catch (error) {
    outcome = { error: error instanceof Error ? (error.stack ?? error.message) : String(error) }
  }
  parentPort!.postMessage(outcome)
})
