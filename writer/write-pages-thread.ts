// A helper thread of writer/write-pages.ts: the steps of the pages it is given, one batch at a time.
import { parentPort, workerData } from 'node:worker_threads'
import { pageSteps, type PageStep } from './write-pages.ts'

const { contentDir, buildDir } = workerData as { contentDir: string; buildDir: string }
const steps = pageSteps(contentDir, buildDir)

parentPort!.on('message', async (step: PageStep) => {
  try {
    const done = await (step.step === 'render'
      ? steps.render(step.pages)
      : steps.finish(step.pages, step.fonts))
    parentPort!.postMessage({ done })
  } catch (error) {
    parentPort!.postMessage({
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    })
  }
})
