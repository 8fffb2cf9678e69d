import { useRef } from 'react'
import type { FrameLabels, NavColumn } from '#content/schemas.ts'
import { CloseIcon } from '#app/components/ui/icons.tsx'
import { SearchForm, type SearchWords } from './search-form.tsx'
import { Container } from '#app/components/ui/container.tsx'
import { MENU_ID } from './menu-ids.ts'
import { useMenuFocus } from './use-menu-focus.ts'

/**
 * The site menu: a native popover opened by the header's Menu button, so it opens, and closes on
 * Esc and on the overlay, without JavaScript. It comes after the page's main content in the document
 * (it shows in the top layer wherever it sits), so its headings follow the page's own h1. An island
 * of its own; React adds focus handling once it wakes.
 */
export function MenuPanel({
  children,
  frame,
  search,
}: {
  children: React.ReactNode
  frame: Pick<FrameLabels, 'menu' | 'closeMenu' | SearchWords>
  /** Where the search form sends its query. */
  search: string
}) {
  const panelRef = useRef<HTMLDivElement>(null)
  useMenuFocus(panelRef)
  return (
    <div
      ref={panelRef}
      id={MENU_ID}
      popover="auto"
      role="dialog"
      aria-modal="true"
      aria-labelledby={`${MENU_ID}-title`}
      className="menu-panel overflow-y-auto bg-navy text-white"
    >
      <Container className="py-6 sm:py-10">
        <div className="flex items-center justify-between gap-4">
          <h2 id={`${MENU_ID}-title`} className="text-sm font-semibold tracking-widest uppercase">
            {frame.menu}
          </h2>
          <button
            type="button"
            data-autofocus
            popoverTarget={MENU_ID}
            popoverTargetAction="hide"
            className="rounded-md p-2 hover:bg-white/10"
            aria-label={frame.closeMenu}
          >
            <CloseIcon className="size-7" />
          </button>
        </div>
        <SearchForm variant="menu" frame={frame} action={search} />
        {children}
      </Container>
    </div>
  )
}

/** The menu's links, rendered at build time and passed into the island as its static children. */
export function MenuLinks({ columns, label }: { columns: NavColumn[]; label: string }) {
  return (
    <nav aria-label={label} className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
      {columns.map((column) => (
        <div key={column.heading}>
          <h3 className="border-b border-white/20 pb-2 text-xs font-semibold tracking-widest text-slate-300 uppercase">
            {column.heading}
          </h3>
          <ul className="mt-3 space-y-1">
            {column.links.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  className="block rounded py-1.5 text-lg hover:text-red-200 hover:underline"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  )
}
