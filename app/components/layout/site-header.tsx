import { MenuIcon, PhoneIcon } from '#app/components/ui/icons.tsx'
import { Container } from '#app/components/ui/container.tsx'
import { MENU_ID, MENU_TOGGLE_ID } from './menu-ids.ts'
import { FirmLogo } from './firm-logo.tsx'
import { SearchForm } from './search-form.tsx'
import type { Site } from '#content/schemas.ts'

/**
 * The sticky header: plain HTML, no island. Its Menu button opens the menu (`MenuPanel`, after the
 * page's main content) as a native popover, and the browser exposes whether it is expanded.
 */
export function SiteHeader({ site }: { site: Site }) {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <Container className="flex h-16 items-center gap-4">
        {/* popovertarget opens the menu without JavaScript, and gives the button its expanded state. */}
        <button
          id={MENU_TOGGLE_ID}
          type="button"
          popoverTarget={MENU_ID}
          className="-ml-2 inline-flex items-center gap-2 rounded-md p-2 text-navy hover:bg-slate-100"
        >
          <MenuIcon className="size-6" />
          <span className="text-sm font-semibold max-sm:sr-only">Menu</span>
        </button>
        <a href="/" className="flex items-center gap-2 text-navy" aria-label={`${site.name}, home`}>
          <FirmLogo logo={site.logo} className="size-9" />
          <span className="text-lg leading-tight font-bold tracking-tight">
            {site.shortName}
            {site.nameRest ? (
              <span className="font-normal text-slate-600 max-sm:hidden">{` ${site.nameRest}`}</span>
            ) : null}
          </span>
        </a>
        <div className="ml-auto flex items-center gap-2">
          <SearchForm variant="header" className="max-md:hidden" />
          <a href="/contact" aria-label="Contact us" className="rounded-md p-2 text-navy hover:bg-slate-100">
            <PhoneIcon className="size-6" />
          </a>
        </div>
      </Container>
    </header>
  )
}
