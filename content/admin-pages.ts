import { mayUse, type MemberAccess, type Permission } from '#contract/roles-constants.ts'

/** An admin page: an empty shell that its module's React app fills in the browser. */
function admin<R extends string, A extends Permission | 'anyone'>(
  route: R,
  module: string,
  access: A,
  /** Its label in the admin's navigation; none: reached from another page (an entry from the list). */
  nav?: string,
) {
  return { route, module: `admin/${module}`, audience: 'admin', kind: 'admin', access, nav } as const
}

/**
 * The admin's pages (content/pages.ts lists them with the site's), those in its navigation in the
 * navigation's order. The browser reads this table too: it imports nothing heavier than the roles.
 */
export const adminPages = {
  // The sign-in page first: the one page of the admin app that opens without a session.
  adminLogin: admin('/superadmin/login', 'login', 'anyone'),
  adminSetup: admin('/superadmin/setup', 'setup', 'anyone'),
  adminInvitation: admin('/superadmin/invitation', 'invitation', 'anyone'),
  adminReset: admin('/superadmin/reset', 'reset', 'anyone'),
  adminInbox: admin('/superadmin', 'inbox', 'inbox', 'Messages'),
  adminSubscribers: admin('/superadmin/subscribers', 'subscribers', 'subscribers', 'Subscribers'),
  adminNewsletter: admin('/superadmin/newsletter', 'newsletter', 'newsletter', 'Newsletter'),
  adminContent: admin('/superadmin/content', 'content', 'content', 'Content'),
  adminContentEdit: admin('/superadmin/content/edit', 'content-edit', 'content'),
  adminContentLibrary: admin('/superadmin/content/library', 'content-library', 'content'),
  adminAnalytics: admin('/superadmin/analytics', 'analytics', 'analytics', 'Analytics'),
  adminTeam: admin('/superadmin/team', 'team', 'team', 'Team'),
  adminAudit: admin('/superadmin/audit', 'audit', 'team', 'Audit log'),
  adminAccount: admin('/superadmin/account', 'account', 'member', 'Your account'),
  adminGuide: admin('/superadmin/guide', 'guide', 'member', 'Guide'),
} as const

/** The query a page refused to a member carries to where they land: the address they asked for. */
export const REFUSED_PAGE_PARAM = 'not-yours'

/** What an admin page is called, by its address: its label in the navigation, or its address. */
export const adminPageName = (route: string) =>
  Object.values(adminPages).find((page) => page.route === route)?.nav ?? route

/** The admin's navigation: each page with a label, and who may use it. */
export const adminNav = Object.values(adminPages).flatMap((page) =>
  page.nav && page.access !== 'anyone'
    ? [{ href: page.route, label: page.nav, permission: page.access }]
    : [],
)

/** The pages a member may start on, in order: the inbox for those who read it, the content for editors. */
const LANDINGS = [adminPages.adminInbox, adminPages.adminContent, adminPages.adminAccount]

/** The admin page a member starts on: the first of LANDINGS they may use (their account, at least). */
export const adminLanding = (member: MemberAccess) =>
  LANDINGS.find((page) => mayUse(member, page.access))!.route
