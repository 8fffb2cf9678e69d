import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/** A parameter of the address the browser shows, read now: for an event handler. */
export const queryParam = (name: string) => new URLSearchParams(location.search).get(name) ?? ''

/**
 * A parameter of the page's query string, for rendering: '' in the prerendered HTML and while
 * hydrating. A handler that may run during hydration (a click held until React came) reads
 * `queryParam` instead, or it would send the ''.
 */
export function useQueryParam(name: string) {
  return useSyncExternalStore(
    noSubscription,
    () => queryParam(name),
    () => '',
  )
}
