// The renderer kept warm for the server (server/modules/content/site-writer.ts): a thread that loads
// the renderer and the content's schemas once, then writes each site it is asked for with
// writer/write-site.ts, one at a time. A publish then costs its pages, not a process's start.
import { parentPort } from 'node:worker_threads'
import { forgetContent, keepOnlyContent, loadContent } from '#content/content.ts'
import type { ContentChange } from '#content/dependencies.ts'
import { preparePhoto } from './art-images.ts'
import { loadRenderer } from './renderer.ts'
import { readyToFollow, writeSite, type BuildFolders } from './write-site.ts'

/**
 * A site to write; or, with `warm`, the live site's content and record to load (with the renderer)
 * before any is asked; or, with `content`, a content folder to load, for a site still being written;
 * or, with `photo`, an uploaded photograph's variants to make before a page asks for them.
 */
export type WriteJob =
  | { site: BuildFolders; base?: BuildFolders; changes?: ContentChange[] | null }
  | { warm: BuildFolders }
  | { content: string }
  | { photo: Uint8Array; width: number }
export type WriteOutcome = { summary: string } | { error: string }

async function perform(job: WriteJob) {
  if ('warm' in job) {
    await loadRenderer()
    loadContent(job.warm.contentDir)
    // The sites before it are not written from again.
    keepOnlyContent(job.warm.contentDir)
    readyToFollow(job.warm)
    return 'ready'
  }
  if ('content' in job) {
    loadContent(job.content)
    return 'read'
  }
  if ('photo' in job) {
    const made = await preparePhoto(Buffer.from(job.photo), job.width)
    return `${made} photograph files made`
  }
  // The folder may hold an earlier attempt of the same name: its files are written anew.
  forgetContent(job.site.contentDir)
  return (await writeSite(job.site, job.base, { changes: job.changes ?? null })).summary
}

parentPort!.on('message', async (job: WriteJob) => {
  let outcome: WriteOutcome
  try {
    outcome = { summary: await perform(job) }
  } catch (error) {
    outcome = { error: error instanceof Error ? (error.stack ?? error.message) : String(error) }
  }
  parentPort!.postMessage(outcome)
})
