/**
 * Runs a worker's pass now and then: when kicked, and every `pollMs` for work nobody announced. One
 * pass at a time; a kick during a pass queues one more. `stop` waits for the pass in hand.
 */
export function createPassRunner({
  pass,
  pollMs,
  onError,
}: {
  pass: () => Promise<void>
  pollMs: number
  onError: (error: unknown) => void
}) {
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | undefined
  let again = false
  let stopped = false

  function kick() {
    if (stopped) return
    if (running) {
      again = true
      return
    }
    running = pass()
      .catch(onError)
      .finally(() => {
        running = undefined
        if (again) {
          again = false
          kick()
        }
      })
  }

  return {
    kick,
    /** Whether `stop` was called: a long pass checks it between steps. */
    stopped: () => stopped,
    start() {
      stopped = false
      timer = setInterval(kick, pollMs)
      timer.unref()
      kick()
    },
    async stop() {
      stopped = true
      clearInterval(timer)
      await running
    },
  }
}
