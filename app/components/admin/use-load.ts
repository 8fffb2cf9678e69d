import { useEffect } from 'react'

/**
 * Loads a screen's data when it opens, and again when `load` changes (a `useCallback` whose inputs,
 * a filter or a page, changed). `load` sets its state once the fetch resolves.
 */
export function useLoad(load: () => Promise<unknown>) {
  useEffect(() => {
    void load()
  }, [load])
}
