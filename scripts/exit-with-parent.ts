// Loaded first (`node --import`) into each step of a release's build that the server runs: the step
// ends when the server that started it is gone. A server killed at once (kill -9, a crash of the
// machine's memory) cannot stop its children, and a build left running would go on writing a
// release nobody will serve, holding a core and memory.
const startedBy = process.ppid
setInterval(() => {
  // An orphan is adopted by another process (init, or a subreaper): its parent's id changes.
  if (process.ppid !== startedBy) process.exit(1)
}, 1000).unref()
export {}
