import { CtaBand, SignupPanel, StatsRow } from '#app/components/sections/blocks.tsx'
import type { SignupWords } from '#app/components/layout/newsletter-form.tsx'
import { CardGrid } from '#app/components/sections/card-grid.tsx'
import { QuoteBand } from '#app/components/sections/content-sections.tsx'
import { PageHero } from '#app/components/sections/page-hero.tsx'
import { RichText } from '#app/components/sections/rich-text.tsx'
import { Section, sectionId } from '#app/components/sections/section.tsx'
import { ArtImage } from '#app/components/ui/art-image.tsx'
import { Container } from '#app/components/ui/container.tsx'
import type { Block, Card, Hero, Link } from '#content/schemas.ts'

/**
 * A block as the page shows it: a row of cards and the newest entries with the cards they make
 * (a card of a page has that page's words and picture, app/templates/entry-pages.server.ts).
 */
export type ShownBlock =
  | Exclude<Block, { kind: 'cards' | 'newest' }>
  | (Omit<Extract<Block, { kind: 'cards' }>, 'cards'> & { cards: Card[] })
  | (Omit<Extract<Block, { kind: 'newest' }>, 'of' | 'count'> & { cards: Card[]; all?: Link })

type Props = {
  hero: Hero
  blocks: ShownBlock[]
  /** The words of a sign-up block's form. */
  signup: SignupWords
  /** The contact form, an island of its own, where the page has a contact block. */
  contactForm?: React.ReactNode
}

/**
 * The background of each block's band: white and grey in turn, from white again after a block of
 * its own colour (a quote, a call to action).
 */
function bandTones(blocks: ShownBlock[]) {
  let band = 0
  return blocks.map((block) => {
    if (block.kind === 'quote' || block.kind === 'action') {
      band = 0
      return 'white' as const
    }
    return band++ % 2 === 1 ? ('grey' as const) : ('white' as const)
  })
}

/** A page the firm makes from blocks (content/landing-pages/): the top of the page, then each block. */
export function LandingPage({ hero, blocks, contactForm, signup }: Props) {
  const tones = bandTones(blocks)
  return (
    <>
      <PageHero hero={hero} />
      {blocks.map((block, i) => {
        const id = `block-${i + 1}`
        const tone = tones[i]
        switch (block.kind) {
          case 'text':
            return block.heading ? (
              <Section key={id} id={sectionId(id, block.heading)} heading={block.heading} tone={tone}>
                <RichText text={block.text} className="max-w-3xl text-lg" />
              </Section>
            ) : (
              <Container key={id} className="py-14">
                <RichText text={block.text} className="max-w-3xl text-lg" />
              </Container>
            )
          case 'cards':
            return (
              <Section
                key={id}
                id={sectionId(id, block.heading)}
                heading={block.heading}
                intro={block.intro}
                tone={tone}
              >
                <CardGrid items={block.cards} columns={block.columns} />
              </Section>
            )
          case 'newest':
            return (
              <Section key={id} id={sectionId(id, block.heading)} heading={block.heading} tone={tone}>
                <CardGrid items={block.cards} columns={3} />
                {block.all ? (
                  <p className="mt-8">
                    <a
                      href={block.all.href}
                      className="inline-flex min-h-12 items-center font-semibold text-red-strong underline"
                    >
                      {block.all.label}
                    </a>
                  </p>
                ) : null}
              </Section>
            )
          case 'figures':
            return (
              <Section key={id} id={sectionId(id, block.heading)} heading={block.heading} tone={tone}>
                <StatsRow items={block.figures} />
              </Section>
            )
          case 'quote':
            return <QuoteBand key={id} quote={block} />
          case 'action':
            return <CtaBand key={id} id={`${id}-heading`} cta={block} />
          case 'picture':
            return (
              <Container key={id} className="py-14">
                <figure className="mx-auto max-w-5xl">
                  <ArtImage
                    image={block.image}
                    className="h-auto w-full rounded-xl"
                    sizes="(min-width: 1024px) 64rem, 100vw"
                  />
                  {block.caption ? (
                    <figcaption className="mt-3 text-center text-slate-600">{block.caption}</figcaption>
                  ) : null}
                </figure>
              </Container>
            )
          case 'contact':
            return (
              <Section key={id} id={sectionId(id, block.heading)} heading={block.heading} tone={tone}>
                {block.text ? (
                  <p className="-mt-4 mb-8 max-w-3xl text-lg text-slate-700">{block.text}</p>
                ) : null}
                <div className="max-w-2xl">{contactForm}</div>
              </Section>
            )
          case 'signup':
            return (
              <Container key={id} className="py-14">
                <SignupPanel id={`${id}-heading`} {...block} words={signup} />
              </Container>
            )
        }
      })}
    </>
  )
}
