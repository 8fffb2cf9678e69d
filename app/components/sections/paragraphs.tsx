import type { Token } from 'marked'
import { richTextTokens } from '#content/rich-text.ts'
import { cn } from '#app/lib/cn.ts'

/** A paragraph's emphasis and links as elements: a text's HTML, were any to pass the content check, stays text. */
function inline(token: Token, key: number): React.ReactNode {
  const inner = () => ('tokens' in token && token.tokens ? token.tokens.map(inline) : token.raw)
  switch (token.type) {
    case 'strong':
      return <strong key={key}>{inner()}</strong>
    case 'em':
      return <em key={key}>{inner()}</em>
    case 'del':
      return <s key={key}>{inner()}</s>
    case 'codespan':
      return <code key={key}>{token.text}</code>
    case 'br':
      return <br key={key} />
    case 'link':
      return (
        <a
          key={key}
          href={token.href}
          className="font-medium text-red-strong underline underline-offset-4 hover:text-navy"
        >
          {inner()}
        </a>
      )
    case 'text':
    case 'escape':
      return token.text
    default:
      return token.raw
  }
}

/** One paragraph's words, with their **bold**, *italic* and [links](/page) (content/rich-text.ts). */
export const RichText = ({ text }: { text: string }) => <>{richTextTokens(text).map(inline)}</>

/** The paragraphs of a page's text, in the reading measure. */
export function Paragraphs({ items, className }: { items: string[]; className?: string }) {
  return (
    <div className={cn('space-y-5 leading-relaxed text-slate-700', className ?? 'max-w-3xl text-lg')}>
      {items.map((paragraph) => (
        <p key={paragraph}>
          <RichText text={paragraph} />
        </p>
      ))}
    </div>
  )
}
