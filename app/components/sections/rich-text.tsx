import type { MarkedToken, Token, Tokens } from 'marked'
import { isAllowedAddress } from '#content/addresses.ts'
import { pictureOf, richTextTokens, wordsOf } from '#content/rich-text.ts'
import { ArtImage } from '#app/components/ui/art-image.tsx'
import { cn } from '#app/lib/cn.ts'
import { withPhotoVariants } from '#app/lib/images.ts'

// A formatted text (content/rich-text.ts) as elements, one for each construct the editor writes:
// whatever else a file might hold (HTML, code, a dividing line) is shown as its words, never as
// markup, so no element reaches a page that the editor could not show.

/** A token's words, each character reference read once (content/rich-text.ts): React escapes them for the page. */
const words = (text: string) => wordsOf({ type: 'text', text })

const inline = (tokens: Token[] = []): React.ReactNode[] => (tokens as MarkedToken[]).map(inlineToken)

function inlineToken(token: MarkedToken, key: number): React.ReactNode {
  switch (token.type) {
    case 'strong':
      return <strong key={key}>{inline(token.tokens)}</strong>
    case 'em':
      return <em key={key}>{inline(token.tokens)}</em>
    case 'br':
      return <br key={key} />
    case 'link':
      return isAllowedAddress(token.href) ? (
        <a key={key} href={token.href}>
          {inline(token.tokens)}
        </a>
      ) : (
        inline(token.tokens)
      )
    case 'image':
      return <Picture key={key} image={token} />
    case 'text':
      return token.tokens ? inline(token.tokens) : words(token.text)
    case 'escape':
    case 'codespan':
      return wordsOf(token)
    default:
      return 'tokens' in token && token.tokens ? inline(token.tokens) : token.raw
  }
}

/** A picture from the media library, in the sizes and formats of the image pipeline. */
function Picture({ image }: { image: Tokens.Image }) {
  const picture = pictureOf(image)
  if (!picture) return image.text
  return (
    <ArtImage
      image={withPhotoVariants(picture)}
      className="h-auto w-full rounded-lg"
      sizes="(min-width: 48rem) 48rem, 100vw"
    />
  )
}

const blocks = (tokens: Token[]): React.ReactNode[] => (tokens as MarkedToken[]).map(block)

function block(token: MarkedToken, key: number): React.ReactNode {
  switch (token.type) {
    case 'space':
      return null
    case 'paragraph':
      return <p key={key}>{inline(token.tokens)}</p>
    case 'heading': {
      const Heading = `h${Math.min(Math.max(token.depth, 2), 4)}` as 'h2'
      return <Heading key={key}>{inline(token.tokens)}</Heading>
    }
    case 'list': {
      const items = token.items.map((item, i) => <li key={i}>{blocks(item.tokens)}</li>)
      return token.ordered ? (
        <ol key={key} start={token.start === 1 || token.start === '' ? undefined : Number(token.start)}>
          {items}
        </ol>
      ) : (
        <ul key={key}>{items}</ul>
      )
    }
    case 'blockquote':
      return <blockquote key={key}>{blocks(token.tokens)}</blockquote>
    case 'table':
      return (
        <div key={key} className="overflow-x-auto">
          <table>
            <thead>
              <tr>
                {token.header.map((cell, i) => (
                  <th key={i} scope="col">
                    {inline(cell.tokens)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {token.rows.map((row, i) => (
                <tr key={i}>
                  {row.map((cell, j) => (
                    <td key={j}>{inline(cell.tokens)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )
    // A tight list item's words.
    case 'text':
      return token.tokens ? inline(token.tokens) : words(token.text)
    default:
      return <p key={key}>{words('text' in token ? token.text : token.raw)}</p>
  }
}

/** A formatted text of a page: an article's body, a section's text, an introduction. */
export function RichText({ text, className }: { text: string; className?: string }) {
  return (
    <div className={cn('rich-text', className ?? 'max-w-3xl text-lg')}>{blocks(richTextTokens(text))}</div>
  )
}
