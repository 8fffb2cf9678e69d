import { useEffect } from 'react'
import { MENU_TOGGLE_ID } from './menu-ids.ts'

const FOCUSABLE = 'a[href], button, input'

/**
 * The menu is a native popover: it opens, and closes on Esc and on the overlay, without JavaScript,
 * and the browser tells assistive technology whether its toggle is expanded. Once hydrated (when it
 * opens, or a pointer or the focus first reaches it) this moves the focus in and back out to the
 * toggle, keeps Tab inside the open panel, and closes the menu when one of its links is followed
 * (a link to the page itself would otherwise leave it open).
 */
export function useMenuFocus(panelRef: React.RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const panel = panelRef.current
    if (!panel) return
    const sync = (isOpen: boolean) => {
      if (isOpen) panel.querySelector<HTMLElement>('[data-autofocus]')?.focus()
      else if (panel.contains(document.activeElement) || document.activeElement === document.body) {
        document.getElementById(MENU_TOGGLE_ID)?.focus()
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
    const onClick = (event: MouseEvent) => {
      if ((event.target as Element).closest('a')) panel.hidePopover()
    }
    panel.addEventListener('toggle', onToggle)
    panel.addEventListener('keydown', onKeyDown)
    panel.addEventListener('click', onClick)
    // The menu hydrates when it opens or is first reached; it may be open (natively) already.
    if (panel.matches(':popover-open')) sync(true)
    return () => {
      panel.removeEventListener('toggle', onToggle)
      panel.removeEventListener('keydown', onKeyDown)
      panel.removeEventListener('click', onClick)
    }
  }, [panelRef])
}
