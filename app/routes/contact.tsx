import { pageMeta } from '#app/lib/seo.ts'
import { ContactPage } from '#app/templates/contact-page.tsx'
import { getContact } from '#content/index.ts'
import type { Route } from './+types/contact'

// Serves /contact and /contact-us: one page under two addresses.
export function loader({ request }: Route.LoaderArgs) {
  const contact = getContact()
  const seo = new URL(request.url).pathname === '/contact-us' ? contact.contactUsSeo : contact.seo
  return { contact, seo }
}

export const meta: Route.MetaFunction = ({ data, location }) =>
  data ? pageMeta(location.pathname, data.seo) : []

export default function ContactRoute({ loaderData }: Route.ComponentProps) {
  return <ContactPage contact={loaderData.contact} />
}
