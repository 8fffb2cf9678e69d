import { data } from 'react-router'
import { renderMarkdown } from '#app/lib/markdown.server.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { ArticlePage } from '#app/templates/article-page.tsx'
import { getArticle } from '#content/index.ts'
import { site } from '#content/site.ts'
import type { Route } from './+types/article'

export function loader({ params }: Route.LoaderArgs) {
  const found = getArticle(`${params.group}/${params.name}`)
  if (!found) throw data('Not found', { status: 404 })
  const { body, ...article } = found
  return { article, html: renderMarkdown(body), url: new URL(`/articles/${article.path}`, site.url).href }
}

export const meta: Route.MetaFunction = ({ data, location }) =>
  data
    ? pageMeta(location.pathname, {
        ...data.article.seo,
        type: 'article',
        jsonLd: {
          '@context': 'https://schema.org',
          '@type': 'Article',
          headline: data.article.title,
          datePublished: data.article.date,
          author: { '@type': 'Person', name: data.article.author.name },
          publisher: { '@type': 'Organization', name: site.name },
        },
      })
    : []

export default function ArticleRoute({ loaderData }: Route.ComponentProps) {
  return <ArticlePage article={loaderData.article} html={loaderData.html} url={loaderData.url} />
}
