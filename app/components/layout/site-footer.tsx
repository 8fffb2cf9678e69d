import { Link } from 'react-router'
import { Container } from '#app/components/ui/container.tsx'
import { SocialIcon } from '#app/components/ui/icons.tsx'
import { NewsletterForm } from './newsletter-form.tsx'
import { footerColumns } from '#content/navigation.ts'
import { site } from '#content/site.ts'

export function SiteFooter() {
  return (
    <footer className="bg-navy-deep text-slate-200">
      <Container className="grid gap-10 py-14 md:grid-cols-5">
        <div className="md:col-span-1">
          <Link to="/" aria-label={`${site.name}, home`} className="inline-block">
            <svg
              width="250"
              height="100"
              viewBox="0 0 250 100"
              role="img"
              aria-label={site.name}
              className="h-auto max-w-full"
            >
              <rect x="0" y="22" width="56" height="56" rx="12" fill="#00263e" stroke="#ffffff33" />
              <path d="M28 30l4.5 13.5L46 50l-13.5 4.5L28 70l-4.5-15.5L10 50l13.5-6.5z" fill="#e63946" />
              <text
                x="68"
                y="50"
                fill="#fff"
                fontSize="24"
                fontWeight="700"
                fontFamily="system-ui, sans-serif"
              >
                {site.shortName}
              </text>
              <text x="68" y="74" fill="#cbd5e1" fontSize="14" fontFamily="system-ui, sans-serif">
                Consulting Group
              </text>
            </svg>
          </Link>
          <p className="mt-4 text-sm leading-relaxed text-slate-300">{site.tagline}</p>
          <ul className="mt-5 flex gap-2" aria-label="Social media">
            {site.socials.map((social) => (
              <li key={social.label}>
                <a
                  href={social.href}
                  rel="noopener noreferrer"
                  target="_blank"
                  aria-label={`${site.shortName} on ${social.label} (opens in a new tab)`}
                  className="inline-flex size-10 items-center justify-center rounded-full border border-white/20 hover:bg-white/10"
                >
                  <SocialIcon name={social.label} className="size-4" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        {footerColumns.map((column) => (
          <nav key={column.heading} aria-labelledby={column.id}>
            <h2 id={column.id} className="text-sm font-semibold tracking-widest text-white uppercase">
              {column.heading}
            </h2>
            <ul className="mt-4 space-y-2 text-sm">
              {column.links.map((link) => (
                <li key={link.href}>
                  <Link to={link.href} className="text-slate-300 hover:text-white hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <section aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter" className="text-sm font-semibold tracking-widest text-white uppercase">
            {site.newsletter.heading}
          </h2>
          <p className="mt-4 mb-4 text-sm text-slate-300">{site.newsletter.pitch}</p>
          <NewsletterForm />
        </section>
      </Container>
      <div className="border-t border-white/10">
        <Container className="py-5 text-sm text-slate-400">
          {/* The year is baked in at build and refreshed in the browser. */}
          <span suppressHydrationWarning>© {new Date().getFullYear()}</span> {site.name}. All rights reserved.
        </Container>
      </div>
    </footer>
  )
}
