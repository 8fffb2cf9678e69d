import type { ClientDirective } from 'astro'

const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const

/** `client:intent={{ idleAfterLoadMs }}`: also wake, unasked, once the page has loaded and then this long has passed, at an idle moment. */
export type IntentOptions = { idleAfterLoadMs?: number }

/**
 * `client:intent`: hydrates the island the first time a pointer, a touch or the keyboard focus
 * reaches it, or a popover in it opens. For parts that work as plain HTML until then (the menu is a native popover, forms post
 * without JavaScript), so a page pays for React only when someone is about to use them. A button
 * pressed while React is still on its way is held and pressed again once the island can answer it.
 *
 * A part that must come alive by itself (the carousel turns every 9 s) names a delay after load: its
 * framework then never competes with the page's first paint, load or the visitor's first seconds.
 */
const intent: ClientDirective = (load, options, island) => {
  const held: HTMLElement[] = []
  const hold = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null
    // Buttons that open a popover work without React; let them.
    if (!button || button.hasAttribute('popovertarget')) return
    event.preventDefault()
    event.stopPropagation()
    if (!held.includes(button)) held.push(button)
  }
  let woken = false
  const wake = async () => {
    if (woken) return
    woken = true
    for (const type of INTENT_EVENTS) island.removeEventListener(type, wake)
    island.removeEventListener('toggle', wake, true)
    island.addEventListener('click', hold, true)
    try {
      const hydrate = await load()
      await hydrate()
    } finally {
      island.removeEventListener('click', hold, true)
      for (const button of held) button.click()
    }
  }
  for (const type of INTENT_EVENTS) island.addEventListener(type, wake, { once: true, passive: true })
  // A popover of the island opening (the menu, from its button elsewhere) is intent too; toggle does
  // not bubble, so it is caught on its way down.
  island.addEventListener('toggle', wake, { once: true, capture: true })

  const { idleAfterLoadMs } = (options.value ?? {}) as IntentOptions
  if (idleAfterLoadMs === undefined) return
  const wakeWhenIdle = () =>
    setTimeout(() => {
      if ('requestIdleCallback' in window) requestIdleCallback(wake, { timeout: 1000 })
      else void wake()
    }, idleAfterLoadMs)
  if (document.readyState === 'complete') wakeWhenIdle()
  else addEventListener('load', wakeWhenIdle, { once: true })
}

export default intent
