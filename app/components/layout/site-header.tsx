import { MenuIcon, PhoneIcon } from '#app/components/ui/icons.tsx'
import { Container } from '#app/components/ui/container.tsx'
import { MENU_ID, MENU_TOGGLE_ID } from './menu-ids.ts'
import { FirmLogo } from './firm-logo.tsx'
import { SearchForm } from './search-form.tsx'
import { fillIn } from '#content/fill-in.ts'
import type { FrameLabels, Language, Site } from '#content/schemas.ts'

/** A link of the language switcher: the page in that language, or that language's home page. */
export type LanguageLink = { language: Language; path: string }

type Props = {
  site: Site
  frame: FrameLabels
  /** Its language's home page, contact page and search page. */
  paths: { home: string; contact: string; search: string }
  languages: LanguageLink[]
}

/**
 * The sticky header: plain HTML, no island. Its Menu button opens the menu (`MenuPanel`, after the
 * page's main content) as a native popover, and the browser exposes whether it is expanded. The
 * language switcher is links: it works without JavaScript.
 */
export function SiteHeader({ site, frame, paths, languages }: Props) {
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
          <span className="text-sm font-semibold max-sm:sr-only">{frame.menu}</span>
        </button>
        <a
          href={paths.home}
          className="flex items-center gap-2 text-navy"
          aria-label={fillIn(frame.homeLink, { name: site.name })}
        >
          <FirmLogo logo={site.logo} className="size-9" />
          <span className="text-lg leading-tight font-bold tracking-tight">
            {site.shortName}
            {site.nameRest ? (
              <span className="font-normal text-slate-600 max-sm:hidden">{` ${site.nameRest}`}</span>
            ) : null}
          </span>
        </a>
        <div className="ml-auto flex items-center gap-2">
          <SearchForm variant="header" frame={frame} action={paths.search} className="max-md:hidden" />
          {languages.length > 0 ? (
            <nav aria-label={frame.languages}>
              <ul className="flex items-center">
                {languages.map(({ language, path }) => (
                  <li key={language.code}>
                    <a
                      href={path}
                      // Marks the link a mail link's page carries its token through (server/site/page-variants.ts).
                      data-language-switch=""
                      hrefLang={language.code}
                      lang={language.code}
                      className="block rounded-md px-2 py-2 text-sm font-semibold text-navy underline decoration-slate-300 underline-offset-4 hover:bg-slate-100 hover:decoration-navy"
                    >
                      <span aria-hidden="true" className="uppercase md:hidden">
                        {language.code.split('-')[0]}
                      </span>
                      <span className="max-md:sr-only">{language.name}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <a
            href={paths.contact}
            aria-label={frame.contact}
            className="rounded-md p-2 text-navy hover:bg-slate-100"
          >
            <PhoneIcon className="size-6" />
          </a>
        </div>
      </Container>
    </header>
  )
}
