import { CtaBand, SignupPanel } from '#app/components/sections/blocks.tsx'
import { ContentSections } from '#app/components/sections/content-sections.tsx'
import { PageHero } from '#app/components/sections/page-hero.tsx'
import { Container } from '#app/components/ui/container.tsx'
import type { CareersGeneralPage } from '#content/schemas.ts'
import type { SignupWords } from '#app/components/layout/newsletter-form.tsx'
import { RichText } from '#app/components/sections/rich-text.tsx'

/** A general page: hero, introduction, sections, an optional sign-up form and call to action. */
export function GeneralPage({ page, signup }: { page: CareersGeneralPage; signup: SignupWords }) {
  return (
    <>
      <PageHero hero={page.hero} />
      <Container className="pt-14">
        <RichText text={page.intro} className="max-w-3xl text-xl" />
      </Container>
      {page.signup ? (
        <Container className="pt-10">
          <SignupPanel id="signup-heading" {...page.signup} words={signup} />
        </Container>
      ) : null}
      <ContentSections sections={page.sections} idPrefix="page" />
      {page.cta ? <CtaBand cta={page.cta} /> : null}
    </>
  )
}
