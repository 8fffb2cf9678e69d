import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
} from 'react-router'
import { LiveNotice } from '#app/components/admin/live-notice.tsx'
import { SiteFooter } from '#app/components/layout/site-footer.tsx'
import { SiteHeader } from '#app/components/layout/site-header.tsx'
import { Container } from '#app/components/ui/container.tsx'
import stylesheet from '#app/styles/app.css?url'
import { site } from '#content/site.ts'
import type { Route } from './+types/root'

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'manifest', href: '/site.webmanifest' },
]

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#00263e" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col font-sans antialiased">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-navy focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        <LiveNotice />
        <SiteHeader />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <SiteFooter />
        {/* Scrolls to the top on every new path and restores the position on back/forward. */}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

export default function App() {
  return <Outlet />
}

export function ErrorBoundary() {
  const error = useRouteError()
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null
  return (
    <Container className="py-24">
      <title>{`Unexpected Application Error! | ${site.shortName}`}</title>
      <h1 className="text-3xl font-bold text-navy">Unexpected Application Error!</h1>
      <p className="mt-4 text-lg text-slate-700">
        Something went wrong while showing this page. Please reload it, or go back to the{' '}
        <a href="/" className="text-red-strong underline">
          home page
        </a>
        .
      </p>
      {detail ? <p className="mt-2 text-slate-600">{detail}</p> : null}
    </Container>
  )
}
