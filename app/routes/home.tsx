import {
  AboutSection,
  CapabilitiesSection,
  CareerBanners,
  DataSection,
  NewsSection,
  TrendingSection,
} from '#app/components/home/home-sections.tsx'
import { HeroCarousel } from '#app/components/home/hero-carousel.tsx'
import { organizationJsonLd, pageMeta } from '#app/lib/seo.ts'
import { getHome } from '#content/index.ts'
import type { Route } from './+types/home'

export function loader() {
  return { home: getHome() }
}

export const meta: Route.MetaFunction = ({ data, location }) =>
  data ? pageMeta(location.pathname, { ...data.home.seo, jsonLd: organizationJsonLd }) : []

export default function HomePage({ loaderData: { home } }: Route.ComponentProps) {
  return (
    <>
      <HeroCarousel slides={home.slides} />
      <NewsSection news={home.news} />
      <TrendingSection trending={home.trending} />
      <DataSection data={home.data} />
      <CapabilitiesSection capabilities={home.capabilities} />
      <AboutSection about={home.about} />
      <CareerBanners banners={home.careers} />
    </>
  )
}
