import type { ClientDirective } from 'astro'

const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const

/**
 * `client:intent`: hydrates the island the first time a pointer, a touch or the keyboard focus
 * reaches it. For parts that work as plain HTML until then (the menu is a native popover, forms post
 * without JavaScript), so a page pays for React only when someone is about to use them. A button
 * pressed while React is still on its way is held and pressed again once the island can answer it.
 */
const intent: ClientDirective = (load, _options, island) => {
  const held: HTMLElement[] = []
  const hold = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null
    // Buttons that open a popover work without React; let them.
    if (!button || button.hasAttribute('popovertarget')) return
    event.preventDefault()
    event.stopPropagation()
    if (!held.includes(button)) held.push(button)
  }
  const wake = async () => {
    for (const type of INTENT_EVENTS) island.removeEventListener(type, wake)
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
}

export default intent
