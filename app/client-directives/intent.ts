import type { ClientDirective } from 'astro'

const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const

/**
 * `client:intent`: hydrates the island the first time a pointer or the keyboard focus reaches it.
 * For parts that work as plain HTML until then (the menu is a native popover), so a page pays for
 * React only when someone is about to use them.
 */
const intent: ClientDirective = (load, _options, island) => {
  const wake = async () => {
    for (const type of INTENT_EVENTS) island.removeEventListener(type, wake)
    const hydrate = await load()
    await hydrate()
  }
  for (const type of INTENT_EVENTS) island.addEventListener(type, wake, { once: true, passive: true })
}

export default intent
