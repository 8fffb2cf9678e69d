import { AdminLoading, AdminShell } from '../admin-shell.tsx'
import { useAdminSession } from '../use-admin-session.ts'

/** /superadmin/guide: how to run the site from the admin, screen by screen (docs/editors-guide.md). */
export function GuideApp({ html }: { html: string }) {
  const session = useAdminSession()
  return session ? (
    <AdminShell title="Editors’ guide" session={session}>
      {/* Our own Markdown, rendered at build time. */}
      <div
        className="rich-text max-w-3xl text-lg leading-[1.75]"
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </AdminShell>
  ) : (
    <AdminLoading label="Loading the guide" />
  )
}
