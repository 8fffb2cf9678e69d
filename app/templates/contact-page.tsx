import { PageHeader } from '#app/components/sections/page-header.tsx'
import { Container } from '#app/components/ui/container.tsx'
import type { Contact, Site } from '#content/schemas.ts'

/** /contact; `form` is the contact form, an island of its own. */
export function ContactPage({
  site,
  contact,
  form,
}: {
  site: Site
  contact: Contact
  form?: React.ReactNode
}) {
  return (
    <>
      <PageHeader title={contact.heading} intro={contact.intro} figures={contact.figures} />
      <Container className="grid gap-12 py-16 lg:grid-cols-12">
        <section aria-labelledby="contact-form-heading" className="lg:col-span-7">
          <h2 id="contact-form-heading" className="text-2xl font-bold text-navy">
            {contact.form.heading}
          </h2>
          <div className="mt-6">{form}</div>
        </section>
        <div className="space-y-8 lg:col-span-5">
          <section
            aria-labelledby="office-heading"
            className="rounded-xl bg-slate-50 p-7 ring-1 ring-slate-200"
          >
            <h2 id="office-heading" className="text-xl font-bold text-navy">
              {contact.office.heading}
            </h2>
            <address className="mt-3 text-slate-700 not-italic">
              {[site.name, ...site.addressLines].map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
            <p className="mt-3 text-slate-700">{contact.office.hours}</p>
          </section>
          <section
            aria-labelledby="info-heading"
            className="rounded-xl bg-slate-50 p-7 ring-1 ring-slate-200"
          >
            <h2 id="info-heading" className="text-xl font-bold text-navy">
              {contact.info.heading}
            </h2>
            <dl className="mt-3 space-y-2 text-slate-700">
              <div>
                <dt className="inline font-semibold">{contact.info.emailLabel} </dt>
                <dd className="inline">
                  <a href={`mailto:${site.contact.email}`} className="text-red-strong underline">
                    {site.contact.email}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="inline font-semibold">{contact.info.phoneLabel} </dt>
                <dd className="inline">
                  <a href={site.contact.phoneHref} className="text-red-strong underline">
                    {site.contact.phone}
                  </a>
                </dd>
              </div>
            </dl>
            <p className="mt-3 text-slate-700">{contact.info.responseTime}</p>
          </section>
        </div>
      </Container>
    </>
  )
}
