// Builds a release of the site from given content: the content files written into a folder of their
// own, then the step `npm run build` runs after Astro has built the renderer (scripts/render-site.ts)
// with that folder as its content and another as its output, in a child process, from the live site:
// only the pages the change touches are rendered again. The live site is not touched.
import { execFile } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { buffer } from 'node:stream/consumers'
import { promisify, stripVTControlCharacters } from 'node:util'
import { create as createTar, extract as extractTar } from 'tar'
import { collectionNames, collections } from '#content/collections.ts'
import { forgetContent } from '#content/content.ts'
import { writeFields } from '#content/files.ts'
import type { BuildSource } from '#server/site/live-site.ts'

const run = promisify(execFile)

/** What each page of a release read, beside its folders (scripts/write-site.ts). */
const SITE_RECORD = 'site-record.json'

/** A build that failed: what it said, for the person who published. */
export class BuildFailed extends Error {}

/** The lines of the build's output that say what went wrong: the content check's own, if it gave any. */
function reasonOf(output: string) {
  const lines = stripVTControlCharacters(output).split('\n')
  const content = lines.findIndex(
    (line) => line.includes('Invalid content') || /content\/\S+:\d*:? /.test(line),
  )
  const picked = content >= 0 ? lines.slice(content, content + 12) : lines.filter(Boolean).slice(-12)
  return picked.join('\n').trim()
}

export function createReleaseBuilder({
  releasesDir,
  projectRoot,
  environment,
  writeUploads,
  keep = 3,
}: {
  releasesDir: string
  projectRoot: string
  /** The environment the build runs in: the server's own (its PATH, its Node). */
  environment: Record<string, string | undefined>
  /** Writes the uploaded photographs into a folder (the files not there yet). */
  writeUploads: (dir: string) => Promise<void>
  /** How many releases to keep on disk beside the one being built (for a quick switch back). */
  keep?: number
}) {
  /** A release's folder is its number; a preview's is `preview-<number>`. */
  const sourceOf = (name: number | string): BuildSource => ({
    buildDir: join(releasesDir, String(name), 'client'),
    contentDir: join(releasesDir, String(name), 'content'),
  })

  /** Removes all but the newest `keep` folders of releases, and of previews. */
  function prune() {
    if (!existsSync(releasesDir)) return
    const names = readdirSync(releasesDir)
    for (const prefix of ['', 'preview-']) {
      const ids = names
        .filter((name) => new RegExp(`^${prefix}\\d+$`).test(name))
        .map((name) => Number(name.slice(prefix.length)))
        .sort((a, b) => b - a)
      for (const id of ids.slice(keep))
        rmSync(join(releasesDir, `${prefix}${id}`), { recursive: true, force: true })
    }
  }

  // Stops a build in progress when the server closes: its release is marked failed at the next start.
  let stopping = new AbortController()

  return {
    sourceOf,
    stop() {
      stopping.abort()
      stopping = new AbortController()
    },
    /**
     * A release's folder (its build, its content, and the record of what each page read) as a
     * compressed archive, for the other instances.
     */
    pack: (name: number | string) =>
      buffer(
        createTar({ gzip: true, cwd: join(releasesDir, String(name)) }, [
          'client',
          'content',
          ...(existsSync(join(releasesDir, String(name), SITE_RECORD)) ? [SITE_RECORD] : []),
        ]),
      ),

    /** Unpacks a release another instance built, beside the others; a half-unpacked one is removed. */
    async unpack(name: number | string, archive: Buffer) {
      const dir = join(releasesDir, String(name))
      forgetContent(sourceOf(name).contentDir)
      rmSync(dir, { recursive: true, force: true })
      mkdirSync(dir, { recursive: true })
      try {
        await pipeline(Readable.from(archive), extractTar({ cwd: dir }))
      } catch (error) {
        rmSync(dir, { recursive: true, force: true })
        throw error
      }
      prune()
    },

    /** Whether a finished build of release (or preview) `name` is on disk. */
    has: (name: number | string) => existsSync(join(sourceOf(name).buildDir, 'index.html')),

    /**
     * Builds release `name` from `files` (every content file, by its place in content/), rendering
     * again only the pages of `base` (the live site) that the change touches.
     */
    async build(
      name: number | string,
      files: { ref: string; data: Record<string, unknown> }[],
      base?: BuildSource,
    ) {
      const source = sourceOf(name)
      forgetContent(source.contentDir)
      rmSync(join(releasesDir, String(name)), { recursive: true, force: true })
      // Every collection's folder, even an empty one: the build lists each.
      for (const name of collectionNames)
        mkdirSync(join(source.contentDir, collections[name].folder), { recursive: true })
      for (const { ref, data } of files) writeFields(ref, data, source.contentDir)
      // Photographs that ship with the code, and those uploaded in the editor (kept between builds).
      const images = join(projectRoot, 'content', 'images')
      if (existsSync(images)) cpSync(images, join(source.contentDir, 'images'), { recursive: true })
      const uploads = join(releasesDir, 'uploads')
      await writeUploads(uploads)
      cpSync(uploads, join(source.contentDir, 'images', 'uploads'), { recursive: true })
      const env = {
        ...environment,
        NODE_ENV: 'production',
        CONTENT_DIR: source.contentDir,
        BUILD_DIR: source.buildDir,
        // The step ends when this process does (scripts/exit-with-parent.ts).
        BUILD_PARENT_PID: String(process.pid),
        ...(base ? { BASE_BUILD_DIR: base.buildDir, BASE_CONTENT_DIR: base.contentDir } : {}),
        // The compressed copies of pages, kept between releases: most pages of a publish are unchanged.
        COMPRESSION_CACHE_DIR: join(releasesDir, 'compressed'),
      }
      // A build that hangs is stopped: a whole site builds in well under a minute here.
      const options = {
        cwd: projectRoot,
        env,
        maxBuffer: 64 * 1024 * 1024,
        signal: stopping.signal,
        timeout: 8 * 60_000,
      }
      // Each step ends itself should this server be killed without a chance to stop it.
      const withParent = ['--import', join(projectRoot, 'scripts/exit-with-parent.ts')]
      try {
        await run(
          process.execPath,
          [...withParent, '--import', 'tsx', join(projectRoot, 'scripts/render-site.ts')],
          options,
        )
      } catch (error) {
        const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string }
        rmSync(join(releasesDir, String(name)), { recursive: true, force: true })
        throw new BuildFailed(reasonOf(`${stderr}\n${stdout}`) || String(error))
      }
      prune()
      return source
    },
  }
}

export type ReleaseBuilder = ReturnType<typeof createReleaseBuilder>
