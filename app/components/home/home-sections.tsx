import { ActionLink } from '#app/components/ui/action-link.tsx'
import { ArtImage } from '#app/components/ui/art-image.tsx'
import { Container } from '#app/components/ui/container.tsx'
import { ArrowRightIcon } from '#app/components/ui/icons.tsx'
import { cn } from '#app/lib/cn.ts'
import { riseIn } from '#app/lib/motion.ts'
import type { HomePage } from '#content/content.ts'

function SectionHeading({
  id,
  eyebrow,
  children,
}: {
  id: string
  eyebrow?: string
  children: React.ReactNode
}) {
  return (
    <div>
      {eyebrow ? (
        <p className="text-sm font-semibold tracking-widest text-red-strong uppercase">{eyebrow}</p>
      ) : null}
      <h2 id={id} className="mt-2 text-3xl font-bold text-balance text-navy sm:text-4xl">
        {children}
      </h2>
    </div>
  )
}

export function NewsSection({ news }: { news: HomePage['news'] }) {
  const { story } = news
  return (
    <section aria-labelledby="news-heading" className="py-16 sm:py-24">
      <Container className="grid items-center gap-10 lg:grid-cols-12">
        <div className="lg:col-span-5">
          <SectionHeading id="news-heading" eyebrow={news.heading}>
            {story.title}
          </SectionHeading>
          <p className="mt-2 text-sm font-semibold text-slate-600">{story.category}</p>
          <p className="mt-5 text-lg leading-relaxed text-slate-700">{story.summary}</p>
          <ActionLink to={news.cta.href} className="mt-8">
            {news.cta.label}
          </ActionLink>
        </div>
        <ArtImage image={story.image} className="aspect-[3/2] w-full rounded-xl lg:col-span-7" />
      </Container>
    </section>
  )
}

export function TrendingSection({ trending }: { trending: HomePage['trending'] }) {
  return (
    <section aria-labelledby="trending-heading" className="bg-slate-50 py-16 sm:py-24">
      <Container>
        <SectionHeading id="trending-heading">{trending.heading}</SectionHeading>
        <ul className="mt-10 grid gap-8 md:grid-cols-3">
          {trending.items.map((item, i) => (
            <li key={item.href} className={riseIn(i)}>
              <article className="group relative flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
                <ArtImage image={item.image} className="aspect-[4/3] w-full" />
                <div className="flex flex-1 flex-col p-6">
                  <p className="text-sm font-semibold text-red-strong">{item.category}</p>
                  <h3 className="mt-2 text-xl font-bold text-navy">
                    <a href={item.href} className="group-hover:underline after:absolute after:inset-0">
                      {item.title}
                    </a>
                  </h3>
                  <p className="mt-3 text-slate-700">{item.summary}</p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}

export function DataSection({ data }: { data: HomePage['data'] }) {
  return (
    <section aria-labelledby="data-heading" className="bg-navy py-16 text-white sm:py-24">
      <Container>
        <div className="grid items-center gap-10 lg:grid-cols-2">
          <div>
            <p className="text-sm font-semibold tracking-widest text-red-300 uppercase">{data.heading}</p>
            <h2 id="data-heading" className="mt-2 text-3xl font-bold sm:text-4xl">
              {data.title}
            </h2>
            <p className="mt-5 text-lg leading-relaxed text-slate-200">{data.summary}</p>
            <ActionLink to={data.cta.href} variant="light" className="mt-8">
              {data.cta.label}
            </ActionLink>
          </div>
          <ArtImage image={data.image} className="aspect-[3/2] w-full rounded-xl" />
        </div>
        <ul className="mt-14 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {data.tiles.map((tile, i) => (
            <li key={tile.title} className={riseIn(i)}>
              <a
                href={tile.href}
                className="flex h-full flex-col rounded-lg border border-white/15 bg-white/5 p-6 transition-colors hover:bg-white/10"
              >
                <span className="flex items-center justify-between text-lg font-semibold">
                  {tile.title}
                  <ArrowRightIcon className="size-4" />
                </span>
                <span className="mt-2 text-slate-300">{tile.description}</span>
              </a>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}

export function CapabilitiesSection({ capabilities }: { capabilities: HomePage['capabilities'] }) {
  return (
    <section aria-labelledby="capabilities-heading" className="py-16 sm:py-24">
      <Container className="grid gap-10 lg:grid-cols-12">
        <div className="lg:col-span-4">
          <SectionHeading id="capabilities-heading">{capabilities.heading}</SectionHeading>
          <p className="mt-5 text-lg text-slate-700">{capabilities.intro}</p>
          <ActionLink to={capabilities.all.href} variant="secondary" className="mt-8">
            {capabilities.all.label}
          </ActionLink>
        </div>
        <ul className="divide-y divide-slate-200 border-y border-slate-200 lg:col-span-8">
          {capabilities.items.map((item) => (
            <li key={item.href}>
              <a href={item.href} className="group flex items-center gap-6 py-6">
                <span className="flex-1">
                  <span className="block text-xl font-bold text-navy group-hover:underline">
                    {item.title}
                  </span>
                  <span className="mt-1 block text-slate-700">{item.description}</span>
                </span>
                <ArrowRightIcon className="size-5 text-red-strong transition-transform group-hover:translate-x-1" />
              </a>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}

export function AboutSection({ about }: { about: HomePage['about'] }) {
  return (
    <section aria-labelledby="about-heading" className="bg-slate-50 py-16 sm:py-24">
      <Container className="grid items-center gap-10 lg:grid-cols-2">
        <ArtImage image={about.image} className="aspect-[3/2] w-full rounded-xl" />
        <div>
          <SectionHeading id="about-heading" eyebrow={about.heading}>
            {about.title}
          </SectionHeading>
          <p className="mt-5 text-lg leading-relaxed text-slate-700">{about.body}</p>
          <ul className="mt-8 flex flex-wrap gap-3">
            {about.links.map((link, i) => (
              <li key={link.href}>
                <ActionLink to={link.href} variant={i === 0 ? 'primary' : 'secondary'}>
                  {link.label}
                </ActionLink>
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </section>
  )
}

export function CareerBanners({ banners, name }: { banners: HomePage['careers']; name: string }) {
  return (
    <section aria-label={name} className="py-16 sm:py-24">
      {/* Two to a row; a single banner takes the row. */}
      <Container className={cn('grid gap-8', banners.length > 1 && 'lg:grid-cols-2')}>
        {banners.map((banner) => (
          <article
            key={banner.cta.href}
            className="relative isolate flex min-h-80 flex-col justify-end overflow-hidden rounded-xl bg-navy p-8 text-white"
          >
            <ArtImage image={banner.image} className="absolute inset-0 -z-10 size-full opacity-60" />
            {/* The hero's navy wash, so light art reads as deep blue rather than grey. */}
            <div className="absolute inset-0 -z-10 bg-gradient-to-t from-navy-deep via-navy-deep/85 to-navy-deep/20" />
            {/* On a solid chip: legible over any art; positioned above the art, so axe can measure it. */}
            <p className="relative self-start rounded bg-navy-deep px-2 py-1 text-sm font-semibold tracking-widest text-red-300 uppercase">
              {banner.eyebrow}
            </p>
            <h2 className="mt-2 text-2xl font-bold sm:text-3xl">{banner.title}</h2>
            <p className="mt-3 max-w-lg text-slate-200">{banner.body}</p>
            <ActionLink to={banner.cta.href} variant="light" className="mt-6 self-start">
              {banner.cta.label}
            </ActionLink>
          </article>
        ))}
      </Container>
    </section>
  )
}
