import { useCallback, useEffect, useRef, useState } from 'react'

/**
 * The menu is a native popover, so it opens, closes on Esc and on the overlay without JavaScript.
 * Once hydrated we mirror its state for aria-expanded and move focus in and back out.
 */
export function useMenuState() {
  const [open, setOpen] = useState(false)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const panel = panelRef.current
    if (!panel) return
    const onToggle = (event: Event) => {
      const isOpen = (event as ToggleEvent).newState === 'open'
      setOpen(isOpen)
      if (isOpen) panel.querySelector<HTMLElement>('[data-autofocus]')?.focus()
      else if (panel.contains(document.activeElement) || document.activeElement === document.body) {
        toggleRef.current?.focus()
      }
    }
    panel.addEventListener('toggle', onToggle)
    return () => panel.removeEventListener('toggle', onToggle)
  }, [])

  const close = useCallback(() => panelRef.current?.hidePopover(), [])
  return { open, close, toggleRef, panelRef }
}

export type MenuState = ReturnType<typeof useMenuState>
