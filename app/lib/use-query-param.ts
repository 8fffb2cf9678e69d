import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/** A parameter of the page's query string: '' in the prerendered HTML and while hydrating. */
export function useQueryParam(name: string) {
  return useSyncExternalStore(
    noSubscription,
    () => new URLSearchParams(location.search).get(name) ?? '',
    () => '',
  )
}
