import type { ClientDirective } from 'astro'
import { ADMIN_HINT_COOKIE } from '#contract/admin-constants.ts'

/**
 * `client:admin`: hydrates the island only in the browser of a signed-in admin (the non-secret hint
 * cookie says so), so visitors never download the code behind it.
 */
const admin: ClientDirective = async (load) => {
  if (!document.cookie.split('; ').includes(`${ADMIN_HINT_COOKIE}=1`)) return
  const hydrate = await load()
  await hydrate()
}

export default admin
