import { LogoMark, MenuIcon, PhoneIcon } from '#app/components/ui/icons.tsx'
import { Container } from '#app/components/ui/container.tsx'
import { MenuPanel, MENU_ID } from './menu-panel.tsx'
import { SearchForm } from './search-form.tsx'
import { useMenuState } from './use-menu-state.ts'
import { site } from '#content/site.ts'

export function SiteHeader() {
  const { open, close, toggleRef, panelRef } = useMenuState()
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <Container className="flex h-16 items-center gap-4">
        {/* popovertarget opens the menu even before (or without) JavaScript. */}
        <button
          ref={toggleRef}
          type="button"
          popoverTarget={MENU_ID}
          aria-expanded={open}
          aria-controls={MENU_ID}
          className="-ml-2 inline-flex items-center gap-2 rounded-md p-2 text-navy hover:bg-slate-100"
        >
          <MenuIcon className="size-6" />
          <span className="text-sm font-semibold max-sm:sr-only">Menu</span>
        </button>
        <a href="/" className="flex items-center gap-2 text-navy" aria-label={`${site.name}, home`}>
          <LogoMark className="size-9" />
          <span className="text-lg leading-tight font-bold tracking-tight">
            {site.shortName}
            <span className="font-normal text-slate-600 max-sm:hidden"> Consulting Group</span>
          </span>
        </a>
        <div className="ml-auto flex items-center gap-2">
          <SearchForm variant="header" className="max-md:hidden" />
          <a href="/contact" aria-label="Contact us" className="rounded-md p-2 text-navy hover:bg-slate-100">
            <PhoneIcon className="size-6" />
          </a>
        </div>
      </Container>
      <MenuPanel panelRef={panelRef} onNavigate={close} />
    </header>
  )
}
