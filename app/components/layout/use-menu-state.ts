import { useCallback, useEffect, useRef, useState } from 'react'

const FOCUSABLE = 'a[href], button, input'

/**
 * The menu is a native popover, so it opens, and closes on Esc and on the overlay, without
 * JavaScript. Once hydrated (when a pointer or the focus first reaches the header) we mirror its
 * state for aria-expanded, move focus in and back out, and keep Tab inside the open panel.
 */
export function useMenuState() {
  const [open, setOpen] = useState(false)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const panel = panelRef.current
    if (!panel) return
    const sync = (isOpen: boolean) => {
      setOpen(isOpen)
      if (isOpen) panel.querySelector<HTMLElement>('[data-autofocus]')?.focus()
      else if (panel.contains(document.activeElement) || document.activeElement === document.body) {
        toggleRef.current?.focus()
      }
    }
    const onToggle = (event: Event) => sync((event as ToggleEvent).newState === 'open')
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return
      const focusable = panel.querySelectorAll<HTMLElement>(FOCUSABLE)
      const first = focusable[0]
      const last = focusable[focusable.length - 1]
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault()
        last?.focus()
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault()
        first?.focus()
      }
    }
    panel.addEventListener('toggle', onToggle)
    panel.addEventListener('keydown', onKeyDown)
    // The menu hydrates when first reached; a click may have opened it (natively) just before.
    if (panel.matches(':popover-open')) sync(true)
    return () => {
      panel.removeEventListener('toggle', onToggle)
      panel.removeEventListener('keydown', onKeyDown)
    }
  }, [])

  const close = useCallback(() => panelRef.current?.hidePopover(), [])
  return { open, close, toggleRef, panelRef }
}
