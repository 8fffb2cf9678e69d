import { useCallback, useState } from 'react'
import { auditApi } from '#app/lib/admin-api/audit.ts'
import { formatWhen } from '#app/lib/format.ts'
import { choiceLabelOf, labelOf } from '#contract/field-names.ts'
import type { SessionResponse } from '#contract/admin.ts'
import { AUDIT_ACTIONS, type AuditAction } from '#contract/audit-constants.ts'
import type { AuditEntry } from '#contract/audit.ts'
import { AdminLoading, AdminShell, SkeletonRows } from '../admin-shell.tsx'
import { StatusLine } from '../status-line.tsx'
import { ColumnHeads, TableScroller } from '../table-scroller.tsx'
import { useAdminSession } from '../use-admin-session.ts'
import { useLoad } from '../use-load.ts'
import { ChoiceField, SearchField } from '../search-field.tsx'
import { auditHelp } from './help.ts'

/** /superadmin/audit: who did what, when and from where; for owners, read only. */
export function AuditApp() {
  const session = useAdminSession()
  return session ? <Audit session={session} /> : <AdminLoading label="Loading the audit log" />
}

/** The details a reader has no use for: numbers of the site's own records. */
const INTERNAL = new Set(['release', 'id', 'messageId', 'campaignId'])

/** An entry's details in words: `redirectTo: /insights` is “Redirect to: /insights”. */
const detailText = (detail: AuditEntry['detail']) =>
  detail
    ? Object.entries(detail)
        .filter(([name, value]) => !INTERNAL.has(name) && value !== null && value !== '')
        .map(([name, value]) =>
          value === true
            ? labelOf(name)
            : `${labelOf(name)}: ${Array.isArray(value) ? value.join(', ') : choiceLabelOf(String(value))}`,
        )
        .join('; ')
    : ''

const LOAD_FAILED = 'The audit log could not be loaded.'

function Audit({ session }: { session: SessionResponse }) {
  const [action, setAction] = useState<AuditAction | ''>('')
  const [actor, setActor] = useState('')
  const load = useCallback(
    (cursor?: string) => auditApi.audit({ action: action || undefined, actor: actor || undefined, cursor }),
    [action, actor],
  )
  const { data: shown, error, loadMore } = useLoad(load, LOAD_FAILED)

  /** The entries before the oldest shown, with the same filters, added below them. */
  async function showOlder() {
    if (!shown?.nextCursor) return
    const older = load(shown.nextCursor)
    await loadMore(older, (newer, more) => ({ ...more, items: [...newer.items, ...more.items] }), LOAD_FAILED)
  }

  return (
    <AdminShell title="Audit log" session={session} help={auditHelp}>
      <form
        role="search"
        aria-label="Filter the audit log"
        className="flex flex-wrap items-end gap-4"
        onSubmit={(event) => event.preventDefault()}
      >
        <ChoiceField
          id="audit-action"
          label="Action"
          value={action}
          onChange={(value) => setAction(value as AuditAction | '')}
          choices={[
            { value: '', label: 'All actions' },
            ...Object.entries(AUDIT_ACTIONS).map(([value, label]) => ({ value, label })),
          ]}
        />
        <SearchField
          id="audit-actor"
          label="Member"
          placeholder="Part of an e-mail address"
          value={actor}
          onChange={setActor}
        />
      </form>
      <StatusLine notice={error ? { ok: false, text: error } : null} />
      {shown === null ? (
        <SkeletonRows />
      ) : shown.items.length === 0 ? (
        <p className="mt-6 text-slate-700">Nothing recorded matches these filters.</p>
      ) : (
        <TableScroller label="Audit log entries">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Audit log entries, newest first</caption>
            <ColumnHeads columns={['When', 'Who', 'What', 'Concerning', 'From']} />
            <tbody className="divide-y divide-slate-200">
              {shown.items.map((entry) => (
                <tr key={entry.id}>
                  <td className="py-2 pr-4 whitespace-nowrap">
                    <time dateTime={entry.at}>{formatWhen(entry.at)}</time>
                  </td>
                  <td className="py-2 pr-4">{entry.actor ?? 'Not signed in'}</td>
                  <td className="py-2 pr-4 font-medium text-slate-900">{AUDIT_ACTIONS[entry.action]}</td>
                  <td className="py-2 pr-4">
                    {entry.target}
                    {entry.detail ? (
                      <span className="block text-slate-600">{detailText(entry.detail)}</span>
                    ) : null}
                  </td>
                  <td className="py-2">{entry.ip}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      )}
      {shown?.nextCursor ? (
        <button
          type="button"
          onClick={() => void showOlder()}
          className="mt-6 rounded-md px-4 py-2 font-semibold text-navy ring-1 ring-slate-300 hover:bg-slate-100"
        >
          Show older entries
        </button>
      ) : null}
    </AdminShell>
  )
}
