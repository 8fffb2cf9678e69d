import type { ContentEntryResponse } from '#contract/content.ts'
import { thumbnailOf } from './library-picker.tsx'
import type { Fields } from './json-schema.ts'

type Picture = { src?: unknown; alt?: unknown }

/** The entry's own picture, where its page takes it from: the hero's, or its hero image. */
function pictureOf(data: Fields) {
  const hero = data.hero as { image?: Picture } | undefined
  const picture =
    hero?.image ?? (data.heroImage as Picture | undefined) ?? (data.image as Picture | undefined)
  return typeof picture?.src === 'string' && picture.src ? picture.src : null
}

/** A text cut at about `length` characters, as search results cut it. */
const cut = (text: string, length: number) =>
  text.length > length ? `${text.slice(0, length).replace(/\s+\S*$/, '')} …` : text

/**
 * How the entry shows in a search result and in a shared link, following the form as it is typed:
 * its search title and description, its address and its own picture (or the firm's card).
 */
export function SharePreview(props: { data: Fields; path: string; site: ContentEntryResponse['site'] }) {
  const seo = props.data.seo as { title?: string; description?: string } | undefined
  if (!seo) return null
  const host = new URL(props.site.url).host
  // The texts keep the firm's facts as tokens (`{shortName}`); the page shows them filled in.
  const withFacts = (text: string) =>
    text.replace(/\{(\w+)\}/g, (token, name: string) => props.site.facts[name] ?? token)
  const title = `${withFacts(seo.title || '(no title yet)')} | ${props.site.shortName}`
  const description = withFacts(seo.description || '(no description yet)')
  const picture = pictureOf(props.data)
  return (
    <section aria-labelledby="share-preview-heading" className="mt-8 rounded-lg border border-slate-200 p-4">
      <h2 id="share-preview-heading" className="font-semibold text-navy">
        How it shows in search results and shared links
      </h2>
      <p className="text-sm text-slate-600">From “Search and sharing” and the page’s picture, as you type.</p>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        <figure>
          <figcaption className="text-sm font-semibold text-slate-700">In a search result</figcaption>
          <div className="mt-2 rounded-md bg-white p-3 ring-1 ring-slate-200">
            <p className="text-sm text-slate-700">
              {host}
              {props.path.replaceAll('/', ' › ').replace(/^ › $/, '')}
            </p>
            <p className="text-lg text-navy">{cut(title, 60)}</p>
            <p className="text-sm text-slate-700">{cut(description, 160)}</p>
          </div>
        </figure>
        <figure>
          <figcaption className="text-sm font-semibold text-slate-700">In a shared link</figcaption>
          <div className="mt-2 max-w-sm overflow-hidden rounded-md ring-1 ring-slate-200">
            {picture ? (
              <img src={thumbnailOf(picture)} alt="" className="aspect-[1200/630] w-full object-cover" />
            ) : (
              <div className="flex aspect-[1200/630] items-center justify-center bg-navy text-white">
                {props.site.shortName}
              </div>
            )}
            <div className="bg-slate-50 p-3">
              <p className="text-xs text-slate-700 uppercase">{host}</p>
              <p className="font-semibold text-slate-900">{cut(title, 70)}</p>
              <p className="line-clamp-2 text-sm text-slate-700">{description}</p>
            </div>
          </div>
        </figure>
      </div>
    </section>
  )
}
