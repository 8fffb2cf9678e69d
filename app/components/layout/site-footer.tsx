import { sectionId } from '#app/components/sections/section.tsx'
import { Container } from '#app/components/ui/container.tsx'
import { SocialIcon } from '#app/components/ui/icons.tsx'
import { FirmLogo } from './firm-logo.tsx'
import { fillIn } from '#content/fill-in.ts'
import {
  type FrameLabels,
  type NavColumn,
  type Site,
  SOCIAL_NETWORKS,
  type SocialProfile,
} from '#content/schemas.ts'

type Props = {
  /** The firm: its name, words and profiles. */
  site: Site
  frame: FrameLabels
  /** Its language's home page. */
  home: string
  /** The newsletter's archive in its language; none where it is not translated. */
  archive?: string | null
  /** The footer's columns of links (navigation.yaml). */
  columns: NavColumn[]
  /** The sign-up form, an island of its own. */
  newsletter?: React.ReactNode
  /** The firm's social profiles; an icon link is shown for each, and no list when there is none. */
  socials?: readonly SocialProfile[]
  /** The last line alone (the admin pages): no links, no sign-up form. */
  minimal?: boolean
}

/** The line that ends every page: the firm's name and the year. */
function Copyright({ site, frame }: { site: Site; frame: FrameLabels }) {
  return (
    <div className="border-t border-white/10">
      <Container className="py-5 text-sm text-slate-400">
        {/* The year of the build: every deploy rebuilds the pages. */}© {new Date().getFullYear()}{' '}
        {site.name}. {frame.rights}
      </Container>
    </div>
  )
}

/** The site footer. */
export function SiteFooter({
  site,
  frame,
  home,
  archive = null,
  columns,
  newsletter,
  socials = site.socials,
  minimal = false,
}: Props) {
  if (minimal) {
    return (
      <footer className="bg-navy-deep text-slate-200">
        <Copyright site={site} frame={frame} />
      </footer>
    )
  }
  return (
    <footer className="bg-navy-deep text-slate-200">
      <Container className="grid grid-cols-2 gap-10 py-14 md:grid-cols-5">
        <div className="col-span-2 md:col-span-1">
          {/* The footer logo: 250x100, the mark beside the name set in HTML so it reads as text. */}
          <a href={home} className="flex h-[100px] w-[250px] max-w-full items-center gap-4 text-white">
            <FirmLogo logo={site.logo} className="size-16 shrink-0" onDark />
            <span className="leading-tight">
              <span className="block font-sans text-2xl font-bold">{site.shortName}</span>
              {site.nameRest ? <span className="block text-sm text-slate-300">{site.nameRest}</span> : null}
            </span>
          </a>
          <p className="mt-4 text-sm leading-relaxed text-slate-300">{site.tagline}</p>
          {socials.length > 0 ? (
            <ul className="mt-5 flex gap-2" aria-label={frame.socialProfiles}>
              {socials.map((social) => (
                <li key={social.network}>
                  <a
                    href={social.url}
                    rel="noopener noreferrer"
                    target="_blank"
                    aria-label={fillIn(frame.socialLink, {
                      shortName: site.shortName,
                      network: SOCIAL_NETWORKS[social.network].label,
                    })}
                    className="inline-flex size-10 items-center justify-center rounded-full border border-white/20 hover:bg-white/10"
                  >
                    <SocialIcon network={social.network} className="size-4" />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {columns.map((column) => {
          const id = column.id ?? sectionId('footer', column.heading)
          return (
            <nav key={column.heading} aria-labelledby={id}>
              <h2 id={id} className="text-sm font-semibold tracking-widest text-white uppercase">
                {column.heading}
              </h2>
              <ul className="mt-4 space-y-2 text-sm">
                {column.links.map((link) => (
                  <li key={link.href}>
                    <a href={link.href} className="text-slate-300 hover:text-white hover:underline">
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          )
        })}
        <section aria-labelledby="footer-newsletter" className="col-span-2 md:col-span-1">
          <h2 id="footer-newsletter" className="text-sm font-semibold tracking-widest text-white uppercase">
            {site.newsletter.heading}
          </h2>
          <p className="mt-4 mb-4 text-sm text-slate-300">{site.newsletter.pitch}</p>
          {newsletter}
          {archive ? (
            <p className="mt-3 text-sm">
              <a href={archive} className="text-slate-300 hover:text-white hover:underline">
                {frame.pastIssues}
              </a>
            </p>
          ) : null}
        </section>
      </Container>
      <Copyright site={site} frame={frame} />
    </footer>
  )
}
