import { z } from 'zod'

const InternalHref = z.string().regex(/^\/[^\s]*$/, 'must be a site path starting with "/"')
const Text = z.string().trim().min(1)

export const ImageSchema = z.object({
  src: InternalHref,
  /** Empty alt marks the image as decorative. */
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
})
export type Image = z.output<typeof ImageSchema>

export const SeoSchema = z.object({
  title: Text.max(70),
  description: Text.min(50).max(170),
})
export type Seo = z.output<typeof SeoSchema>

export const LinkSchema = z.object({ label: Text, href: InternalHref })
export type Link = z.output<typeof LinkSchema>

export const SlideSchema = z.object({
  subtitle: Text,
  title: Text,
  description: Text,
  insight: Text,
  href: InternalHref,
  image: ImageSchema,
})
export type Slide = z.output<typeof SlideSchema>

export const TeaserSchema = z.object({
  category: Text,
  title: Text,
  summary: Text,
  href: InternalHref,
  image: ImageSchema,
})
export type Teaser = z.output<typeof TeaserSchema>

export const TileSchema = z.object({ title: Text, description: Text, href: InternalHref })
export type Tile = z.output<typeof TileSchema>

export const BannerSchema = z.object({
  eyebrow: Text,
  title: Text,
  body: Text,
  cta: LinkSchema,
  image: ImageSchema,
})
export type Banner = z.output<typeof BannerSchema>

export const HomeSchema = z.object({
  seo: SeoSchema,
  slides: z.array(SlideSchema).length(3),
  news: z.object({ heading: Text, story: TeaserSchema, cta: LinkSchema }),
  trending: z.object({ heading: Text, items: z.array(TeaserSchema).length(3) }),
  data: z.object({
    heading: Text,
    title: Text,
    summary: Text,
    cta: LinkSchema,
    image: ImageSchema,
    tiles: z.array(TileSchema).length(6),
  }),
  capabilities: z.object({
    heading: Text,
    intro: Text,
    all: LinkSchema,
    items: z.array(TileSchema).length(5),
  }),
  about: z.object({
    heading: Text,
    title: Text,
    body: Text,
    image: ImageSchema,
    links: z.array(LinkSchema).length(3),
  }),
  careers: z.array(BannerSchema).length(2),
})
export type Home = z.output<typeof HomeSchema>

/** A short page that reports the outcome of a form sent without JavaScript. */
export const NoticePageSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  seo: SeoSchema,
  heading: Text,
  body: Text,
  tone: z.enum(['success', 'error']),
  cta: LinkSchema,
})
export type NoticePage = z.output<typeof NoticePageSchema>
