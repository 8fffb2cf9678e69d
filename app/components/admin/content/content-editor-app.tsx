import { useState } from 'react'
import type { SessionResponse } from '#contract/admin.ts'
import { AdminLoading, AdminShell } from '../admin-shell.tsx'
import { useAdminSession } from '../use-admin-session.ts'
import { EntryEditor } from './entry-editor.tsx'
import { NewEntry } from './new-entry.tsx'

/** /superadmin/content/edit?ref=…: one content file's form, its draft, publishing and history. */
export function ContentEditorApp() {
  const session = useAdminSession()
  return session ? <Editor session={session} /> : <AdminLoading label="Loading the editor" />
}

function Editor({ session }: { session: SessionResponse }) {
  const params = new URLSearchParams(location.search)
  const [ref, setRef] = useState(params.get('ref'))
  const newIn = params.get('new')
  return ref ? (
    <EntryEditor session={session} entryRef={ref} />
  ) : newIn ? (
    <NewEntry session={session} collection={newIn} onChosen={setRef} />
  ) : (
    <AdminShell title="Content" session={session}>
      <p>
        No entry was named. <a href="/superadmin/content">Back to the content</a>.
      </p>
    </AdminShell>
  )
}
