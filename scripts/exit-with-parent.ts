// Loaded first (`node --import`) into each step of a release's build that the server runs: the step
// ends when the server that started it is gone. A server killed at once (kill -9, a crash of the
// machine's memory) cannot stop its children, and a build left running would go on writing a
// release nobody will serve, holding a core and memory.
import { Worker } from 'node:worker_threads'

// The server names itself: a server killed before this line runs has already left the step to
// another parent, which the step would otherwise take for its own.
const startedBy = Number(process.env.BUILD_PARENT_PID ?? process.ppid)

// The watch runs on a thread of its own: a step's long synchronous work (critical CSS, fonts) would
// hold a timer on the main thread for many seconds. An orphan is adopted by another process (init,
// or a subreaper): its parent's id changes.
new Worker(
  `const watch = () => { if (process.ppid !== ${startedBy}) process.kill(process.pid, 'SIGKILL') }
  watch()
  setInterval(watch, 500)`,
  // Not this file's own `--import`s: each thread would start another watch.
  { eval: true, execArgv: [] },
).unref()
