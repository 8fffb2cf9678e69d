import { CtaBand } from '#app/components/sections/blocks.tsx'
import { CardGrid } from '#app/components/sections/card-grid.tsx'
import { PageHeader, countedFigures } from '#app/components/sections/page-header.tsx'
import { Section } from '#app/components/sections/section.tsx'
import { Container } from '#app/components/ui/container.tsx'
import { ArrowRightIcon } from '#app/components/ui/icons.tsx'
import { ServiceIcon } from '#app/components/ui/service-icon.tsx'
import { riseIn } from '#app/lib/motion.ts'
import type { Labels, Services } from '#content/schemas.ts'

/** /services: the eight-entry catalogue in a three-column grid. */
type Props = {
  services: Services & { capabilities: { title: string; description: string; href: string }[] }
  labels: Labels['services']
}

export function ServicesPage({ services, labels }: Props) {
  return (
    <>
      <PageHeader
        title={services.heading}
        tagline={services.tagline}
        intro={services.intro}
        figures={countedFigures(
          [services.items.length, services.countLabels?.services],
          [services.capabilities.length, services.countLabels?.capabilities],
        )}
      />
      <Container className="py-16">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {services.items.map((service, i) => (
            <li key={service.title} className={riseIn(i)}>
              <a
                href={service.href}
                className="group flex h-full flex-col rounded-xl bg-white p-7 shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md hover:ring-navy"
              >
                <span className="flex size-12 items-center justify-center rounded-lg bg-navy text-white">
                  <ServiceIcon name={service.icon} />
                </span>
                <span className="mt-5 text-xl font-bold text-navy group-hover:underline">
                  {service.title}
                </span>
                <span className="mt-3 flex-1 text-slate-700">{service.description}</span>
                <ArrowRightIcon className="mt-5 size-5 text-red-strong" />
              </a>
            </li>
          ))}
        </ul>
      </Container>
      <Section
        id="capabilities"
        heading={labels.capabilitiesHeading}
        tone="grey"
        intro={labels.capabilitiesIntro}
      >
        <CardGrid
          items={services.capabilities.map((capability) => ({
            ...capability,
            linkLabel: labels.capabilityLink,
          }))}
        />
      </Section>
      <CtaBand cta={services.cta} />
    </>
  )
}
