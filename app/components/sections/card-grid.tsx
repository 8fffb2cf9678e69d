import { ArtImage } from '#app/components/ui/art-image.tsx'
import { ArrowRightIcon } from '#app/components/ui/icons.tsx'
import { cn } from '#app/lib/cn.ts'
import { riseIn } from '#app/lib/motion.ts'
import type { Card } from '#content/schemas.ts'

const columnClasses = {
  2: 'md:grid-cols-2',
  3: 'md:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
}

/** A card of a page in another language than the one it is shown on: its code, and its name in this one. */
type ShownCard = Card & { language?: { code: string; name: string } | undefined }

/** Cards in a grid; a card with a link is one big click target whose name is its title. */
export function CardGrid({ items, columns = 3 }: { items: ShownCard[]; columns?: 2 | 3 | 4 }) {
  return (
    <ul className={cn('grid gap-6', columnClasses[columns])}>
      {items.map((card, i) => (
        <li key={card.title} className={riseIn(i)}>
          <article className="group relative flex h-full flex-col overflow-hidden rounded-xl bg-white text-slate-900 shadow-sm ring-1 ring-slate-200">
            {card.image ? <ArtImage image={card.image} className="aspect-[4/3] w-full" /> : null}
            <div className="flex flex-1 flex-col p-6">
              <h3 className="text-xl font-bold text-navy">
                {card.href ? (
                  <a
                    href={card.href}
                    hrefLang={card.language?.code}
                    className="group-hover:underline after:absolute after:inset-0"
                  >
                    {card.language ? (
                      <>
                        <span lang={card.language.code}>{card.title}</span>
                        <span className="font-normal text-slate-600">{` (${card.language.name})`}</span>
                      </>
                    ) : (
                      card.title
                    )}
                  </a>
                ) : (
                  card.title
                )}
              </h3>
              <p lang={card.language?.code} className="mt-3 flex-1 text-slate-700">
                {card.description}
              </p>
              {card.href ? (
                <span
                  aria-hidden="true"
                  className="mt-5 inline-flex items-center gap-2 font-semibold text-red-strong"
                >
                  {card.linkLabel ?? 'Learn More'} <ArrowRightIcon className="size-4" />
                </span>
              ) : null}
            </div>
          </article>
        </li>
      ))}
    </ul>
  )
}
