// The steps of each page of a site (writer/write-site.ts), spread over the machine's cores: a big
// site's pages go in small batches to whichever is free, this thread or a helper thread of each
// other core (writer/write-pages-thread.ts), which loads the renderer and the content itself.
import { statSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import { setImmediate } from 'node:timers/promises'
import { type ResourceLimits, Worker } from 'node:worker_threads'
import { contentIn, loadContent } from '#content/content.ts'
import { recording } from '#content/dependencies.ts'
import { filesIn } from './file-tree.ts'
import { createPageStyler, finishPage, type Fonts, type RenderedPage } from './finishing.ts'
import { loadRenderer } from './renderer.ts'

/** What rendering a page found: the content it read, and the characters it shows. */
export type PageRendered = { path: string; reads: string[]; characters: string }
export type PageFinished = ReturnType<typeof finishPage> & { path: string }

export type PageStep =
  { step: 'render'; pages: RenderedPage[] } | { step: 'finish'; pages: RenderedPage[]; fonts: Fonts }

/** The steps of a page, from the content of `contentDir`, into `buildDir`. */
export function pageSteps(contentDir: string, buildDir: string) {
  const content = loadContent(contentDir)
  let style: ReturnType<typeof createPageStyler> | undefined
  return {
    /** Renders each page (with a record of what it read), then inlines its critical CSS. */
    async render(pages: RenderedPage[]): Promise<PageRendered[]> {
      const { render } = await loadRenderer()
      style ??= createPageStyler()
      const done: PageRendered[] = []
      for (const page of pages) {
        const keys = new Set<string>()
        // A translation renders by the route of the page it translates, from its language's content.
        const response = await render(new Request(new URL(page.render, content.site.url)), {
          content: recording(contentIn(content, page.language), keys),
          path: page.path,
        })
        // Page Not Found (in every language) is rendered as any page; its status is the server's to give.
        if (response.status !== 200 && !(page.render === '/404' && response.status === 404))
          throw new Error(`${page.path}: the renderer answered ${response.status}`)
        done.push({
          path: page.path,
          reads: [...keys].sort(),
          characters: style(page, await response.text()),
        })
        // A page's rendering never waits for the event loop: let the helpers' answers in, and each
        // its next batch, between pages.
        await setImmediate()
      }
      return done
    },
    /** Gives each page its fonts and its compressed copies; and its entry in the search index. */
    async finish(pages: RenderedPage[], fonts: Fonts): Promise<PageFinished[]> {
      const done: PageFinished[] = []
      for (const page of pages) {
        done.push({ path: page.path, ...finishPage(page, buildDir, fonts) })
        await setImmediate()
      }
      return done
    },
  }
}

/** Below this many pages, helper threads cost more to start than they save. */
const MANY_PAGES = 200
/** Pages per batch: small enough that the cores finish together. */
const BATCH = 20

type Helper = { run: <R>(step: PageStep) => Promise<R[]>; end: () => Promise<number> }

/**
 * What a helper thread may hold. Unbounded on a large machine, V8 let a helper's heap reach 800 MB
 * while 150 MB of it was in use (a 10,000-page site): bounded, it collects sooner, in the same time.
 * Its content's values take about twice their files' bytes; the rest is the renderer and a batch.
 */
function helperLimits(contentDir: string) {
  const contentBytes = filesIn(contentDir).reduce((sum, file) => sum + statSync(file).size, 0)
  return {
    maxOldGenerationSizeMb: 256 + Math.ceil((4 * contentBytes) / 2 ** 20),
    maxYoungGenerationSizeMb: 48,
  }
}

function startHelper(contentDir: string, buildDir: string, resourceLimits: ResourceLimits): Helper {
  const thread = new Worker(join(import.meta.dirname, 'write-pages-thread.ts'), {
    workerData: { contentDir, buildDir },
    resourceLimits,
  })
  return {
    run: <R>(step: PageStep) =>
      new Promise<R[]>((resolve, reject) => {
        // A thread that fails or ends (out of memory) fails the step, rather than leave it waiting.
        const failed = (error: Error) => settle({ error: error.stack ?? error.message })
        const ended = (code: number) => settle({ error: `A page helper thread ended (exit code ${code}).` })
        const settle = (answer: { done: R[] } | { error: string }) => {
          thread.off('message', settle).off('error', failed).off('exit', ended)
          if ('error' in answer) reject(new Error(answer.error))
          else resolve(answer.done)
        }
        thread.on('message', settle).on('error', failed).on('exit', ended)
        thread.postMessage(step)
      }),
    end: () => thread.terminate(),
  }
}

/** How many helper threads a step over `pageCount` pages is worth: one per other core, for many. */
export const helpersFor = (pageCount: number) => (pageCount < MANY_PAGES ? 0 : availableParallelism() - 1)

/**
 * The steps of the pages of a site, on this thread and `helpers` more (which start at once, loading
 * the renderer and the content): `run` takes a step over pages and gives what each page's step
 * gave, in no particular order. `end` stops the helper threads.
 */
export function pagesAcrossCores(contentDir: string, buildDir: string, helpers: number) {
  const limits = helpers > 0 ? helperLimits(contentDir) : {}
  const threads = Array.from({ length: helpers }, () => startHelper(contentDir, buildDir, limits))
  let here: ReturnType<typeof pageSteps> | undefined
  const runHere = <R>(step: PageStep) => {
    here ??= pageSteps(contentDir, buildDir)
    return (
      step.step === 'render' ? here.render(step.pages) : here.finish(step.pages, step.fonts)
    ) as Promise<R[]>
  }
  const lanes = [runHere, ...threads.map((thread) => thread.run)]
  return {
    /** How many threads work: this one and its helpers. */
    lanes: lanes.length,
    async run<R>(step: PageStep): Promise<R[]> {
      const batches: PageStep[] = []
      for (let i = 0; i < step.pages.length; i += BATCH)
        batches.push({ ...step, pages: step.pages.slice(i, i + BATCH) })
      const done: R[] = []
      await Promise.all(
        lanes.map(async (lane) => {
          for (let batch = batches.shift(); batch; batch = batches.shift())
            done.push(...(await lane<R>(batch)))
        }),
      )
      return done
    },
    end: () => Promise.all(threads.map((thread) => thread.end())),
  }
}
