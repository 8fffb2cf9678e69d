import { useCallback, useEffect, useRef, useState } from 'react'
import type { ApiResult } from '#app/lib/api-client.ts'

/**
 * A screen's data from the API: asked for when the screen opens, and again when `load` changes (a
 * `useCallback` whose inputs, a filter or a search, changed) or `reload` is called after a change.
 * Until the first answer `data` is null (the screen shows its placeholder rows); a failed load keeps
 * what was shown and says why in `error`, the server's words or `failure`, until a load succeeds.
 * Only the newest load's answer counts: one overtaken by a later load (a search typed on) is dropped.
 */
export function useLoad<T>(load: () => Promise<ApiResult<T>>, failure: string) {
  const [state, setState] = useState<{ data: T | null; error: string | null }>({ data: null, error: null })
  const latest = useRef(0)

  const reload = useCallback(async () => {
    const request = ++latest.current
    const result = await load()
    if (request !== latest.current) return
    setState((current) =>
      result.ok ? { data: result.data, error: null } : { ...current, error: result.error ?? failure },
    )
  }, [load, failure])

  useEffect(() => {
    void reload()
  }, [reload])

  /** Changes what is shown without asking the server: a page appended, a setting already switched. */
  const setData = useCallback(
    (change: (data: T) => T) =>
      setState((current) => (current.data === null ? current : { ...current, data: change(current.data) })),
    [],
  )

  /**
   * A further page of what was loaded ("Show more"), merged in as it arrives; a failure is said in
   * `error`. Dropped if a load began meanwhile: it belongs to what was shown before.
   */
  const loadMore = useCallback(
    async <U>(request: Promise<ApiResult<U>>, merge: (data: T, more: U) => T, moreFailure: string) => {
      const started = latest.current
      const result = await request
      if (started !== latest.current) return
      setState((current) =>
        !result.ok
          ? { ...current, error: result.error ?? moreFailure }
          : { data: current.data === null ? null : merge(current.data, result.data), error: null },
      )
    },
    [],
  )

  return { data: state.data, error: state.error, reload, setData, loadMore }
}
