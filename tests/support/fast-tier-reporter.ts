// The fast tier's reporter (`npm test`): Vitest's default output, told from what the tier ran. The
// tests it leaves to `npm run test:all` (tagged `full`, or needing PostgreSQL, Redis or nginx) are
// counted once at the end as left to that tier, not listed as "skipped", which reads as broken.
import { styleText } from 'node:util'
import type { RunnerTask as Task, RunnerTestFile as File } from 'vitest'
import type { TestModule } from 'vitest/node'
import { DefaultReporter } from 'vitest/node'

const leftOut = (task: Task) => task.mode === 'skip'

/** The task tree without what the tier left out: the shape Vitest's summary counts. */
function ran<T extends Task>(task: T): T {
  return 'tasks' in task ? { ...task, tasks: task.tasks.filter((child) => !leftOut(child)).map(ran) } : task
}

function countTests(tasks: Task[]): number {
  return tasks.reduce((count, task) => count + ('tasks' in task ? countTests(task.tasks) : 1), 0)
}

export default class FastTierReporter extends DefaultReporter {
  constructor() {
    // No live window: its counts would show the left-out tests as skipped while the tier runs.
    super({ summary: false })
  }

  protected override printTestModule(module: TestModule) {
    const tests = [...module.children.allTests()].filter((test) => test.result().state !== 'skipped')
    if (tests.length === 0) return
    const failed = tests.filter((test) => test.result().state === 'failed')
    const mark = failed.length > 0 ? styleText('red', '❯') : styleText('green', '✓')
    const counts = `${tests.length} test${tests.length > 1 ? 's' : ''}${failed.length > 0 ? ` | ${failed.length} failed` : ''}`
    const time = `${Math.round(module.diagnostic().duration)}ms`
    this.log(
      ` ${mark} ${module.project.name} ${module.relativeModuleId} ${styleText('dim', `(${counts}) ${time}`)}`,
    )
    for (const test of failed) this.log(styleText('red', `   × ${test.fullName}`))
  }

  override reportTestSummary(files: File[], errors: unknown[], leakCount: number) {
    const kept = files.filter((file) => !leftOut(file)).map(ran)
    const left = countTests(files) - countTests(kept)
    super.reportTestSummary(kept, errors, leakCount)
    this.log(`Left to npm run test:all: ${left} tests (every page at two widths, PostgreSQL, Redis, nginx)`)
  }
}
