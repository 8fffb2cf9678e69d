import { useState } from 'react'
import { teamApi } from '#app/lib/admin-api/team.ts'
import { cn } from '#app/lib/cn.ts'
import type { SessionResponse } from '#contract/admin.ts'
import { ROLE_DESCRIPTIONS, ROLE_LABELS, ROLES, type Role } from '#contract/roles-constants.ts'
import { Field } from '#app/components/ui/field.tsx'
import { SubmitButton } from '#app/components/ui/submit-button.tsx'
import { formatWhen } from '#app/lib/format.ts'
import { AdminLoading, AdminShell, SkeletonRows } from '../admin-shell.tsx'
import { useConfirm } from '../confirm-dialog.tsx'
import { StatusLine } from '../status-line.tsx'
import { ColumnHeads, stacked, TableScroller } from '../table-scroller.tsx'
import { useAdminSession } from '../use-admin-session.ts'
import { useLoad } from '../use-load.ts'
import { teamHelp } from './help.ts'

/** /superadmin/team: the members, their roles and sessions, for owners. */
export function TeamApp() {
  const session = useAdminSession()
  return session ? <Team session={session} /> : <AdminLoading label="Loading the team" />
}

function Team({ session }: { session: SessionResponse }) {
  const team = useLoad(teamApi.team, 'The team could not be loaded. Reload the page.')
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null)
  const [ask, confirmDialog] = useConfirm()

  async function act(call: Promise<{ ok: boolean; error?: string; data?: { message: string } }>) {
    const result = await call
    setNotice(
      result.ok
        ? { ok: true, text: result.data!.message }
        : { ok: false, text: result.error ?? 'That did not work. Try again.' },
    )
    await team.reload()
  }

  const { csrfToken } = session
  const members = team.data?.members ?? null
  return (
    <AdminShell title="Team" session={session} help={teamHelp}>
      <StatusLine notice={team.error ? { ok: false, text: team.error } : notice} />
      {members === null ? (
        <SkeletonRows />
      ) : (
        <TableScroller label="Members of the team">
          <table className={cn('w-full text-left text-sm', stacked.table)}>
            <caption className="sr-only">Members of the team</caption>
            <ColumnHeads
              className={stacked.head}
              columns={['Member', 'Role', 'Two-step sign-in', 'Last active', { hidden: 'Actions' }]}
            />
            <tbody className={cn('divide-y divide-slate-200', stacked.body)}>
              {members.map((member) => {
                const you = member.email === session.admin.email
                return (
                  <tr key={member.id} className={stacked.row}>
                    <th scope="row" className={cn('py-3 pr-4 font-medium text-slate-900', stacked.cell)}>
                      {member.email}
                      {you ? <span className="ml-2 text-slate-600">(you)</span> : null}
                    </th>
                    <td data-label="Role" className={cn('py-3 pr-4', stacked.cell)}>
                      <label htmlFor={`role-${member.id}`} className="sr-only">
                        Role of {member.email}
                      </label>
                      <select
                        id={`role-${member.id}`}
                        value={member.role}
                        onChange={(event) =>
                          void act(teamApi.changeRole(member.id, event.target.value as Role, csrfToken))
                        }
                        className="rounded-md border border-slate-300 px-2 py-1.5"
                      >
                        {ROLES.map((role) => (
                          <option key={role} value={role}>
                            {ROLE_LABELS[role]}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td
                      data-label="Two-step sign-in"
                      className={cn('py-3 pr-4 whitespace-nowrap', stacked.cell)}
                    >
                      {member.twoFactor ? 'On' : 'Off'}
                      {member.twoFactor && !you ? (
                        <button
                          type="button"
                          onClick={() =>
                            ask({
                              title: `Reset two-step sign-in of ${member.email}?`,
                              body: 'For a member who lost both their phone and their recovery codes: they sign in with their password alone until they set it up again.',
                              confirm: 'Reset',
                              action: () => act(teamApi.resetTwoFactor(member.id, csrfToken)),
                            })
                          }
                          className="ml-2 font-semibold text-navy underline"
                        >
                          Reset<span className="sr-only"> two-step sign-in of {member.email}</span>
                        </button>
                      ) : null}
                    </td>
                    <td data-label="Last active" className={cn('py-3 pr-4', stacked.cell)}>
                      {member.lastSeenAt ? formatWhen(member.lastSeenAt) : 'Not signed in'}
                      {member.sessions > 1 ? ` (${member.sessions} sessions)` : null}
                    </td>
                    <td className={cn('py-3 text-right whitespace-nowrap', stacked.cell, 'max-sm:pt-2')}>
                      <button
                        type="button"
                        disabled={member.sessions === 0}
                        onClick={() => void act(teamApi.endMemberSessions(member.id, csrfToken))}
                        className="rounded-md px-3 py-1.5 font-semibold text-navy ring-1 ring-slate-300 hover:bg-slate-100 disabled:opacity-50"
                      >
                        Sign out everywhere<span className="sr-only"> ({member.email})</span>
                      </button>
                      <button
                        type="button"
                        onClick={() =>
                          ask({
                            title: `Remove ${member.email}?`,
                            body: you
                              ? 'You will be signed out and will not be able to sign in again.'
                              : 'They are signed out at once and can no longer sign in. Their past actions stay in the audit log.',
                            confirm: 'Remove',
                            action: () => act(teamApi.removeMember(member.id, csrfToken)),
                          })
                        }
                        className="ml-2 rounded-md px-3 py-1.5 font-semibold text-red-strong ring-1 ring-slate-300 hover:bg-slate-100"
                      >
                        Remove<span className="sr-only"> {member.email}</span>
                      </button>
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </TableScroller>
      )}
      <TeamSetting
        id="require-two-factor"
        label="Require two-step sign-in of everyone"
        hint="A member who has not set it up can open only their account until they do. Turn it on for yourself first."
        checked={team.data?.requireTwoFactor ?? false}
        disabled={members === null}
        onChange={(checked) => {
          team.setData((current) => ({ ...current, requireTwoFactor: checked }))
          void act(teamApi.requireTwoFactor(checked, csrfToken))
        }}
      />
      <TeamSetting
        id="require-review"
        label="Review editors’ changes before they go live"
        hint="An editor’s publish becomes a request: an owner or admin sees the change, then approves it (it is published) or sends it back with a note."
        checked={team.data?.requireReview ?? false}
        disabled={members === null}
        onChange={(checked) => {
          team.setData((current) => ({ ...current, requireReview: checked }))
          void act(teamApi.requireReview(checked, csrfToken))
        }}
      />
      <InviteForm
        csrfToken={csrfToken}
        onInvited={(text) => act(Promise.resolve({ ok: true, data: { message: text } }))}
      />
      {team.data && team.data.invitations.length > 0 ? (
        <>
          <h2 className="mt-10 text-xl font-bold text-navy">Open invitations</h2>
          <ul className="mt-3 divide-y divide-slate-200">
            {team.data.invitations.map((invitation) => {
              return (
                <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <p>
                    <span className="font-medium text-slate-900">{invitation.email}</span> as{' '}
                    {ROLE_LABELS[invitation.role]}
                    <span className="block text-sm text-slate-600">
                      {invitation.expired ? 'Expired' : 'Works until'} {formatWhen(invitation.expiresAt)}
                      {invitation.invitedBy ? ` · invited by ${invitation.invitedBy}` : null}
                    </span>
                  </p>
                  <span className="flex gap-2">
                    <button
                      type="button"
                      onClick={() => void act(teamApi.resendInvitation(invitation.id, csrfToken))}
                      className="rounded-md px-3 py-1.5 font-semibold text-navy ring-1 ring-slate-300 hover:bg-slate-100"
                    >
                      Send again<span className="sr-only"> to {invitation.email}</span>
                    </button>
                    <button
                      type="button"
                      onClick={() => void act(teamApi.revokeInvitation(invitation.id, csrfToken))}
                      className="rounded-md px-3 py-1.5 font-semibold text-red-strong ring-1 ring-slate-300 hover:bg-slate-100"
                    >
                      Revoke<span className="sr-only"> the invitation to {invitation.email}</span>
                    </button>
                  </span>
                </li>
              )
            })}
          </ul>
        </>
      ) : null}
      <h2 className="mt-10 text-xl font-bold text-navy">Roles</h2>
      <dl className="mt-3 grid gap-3 sm:grid-cols-3">
        {ROLES.map((role) => (
          <div key={role} className="rounded-lg bg-slate-50 p-4">
            <dt className="font-semibold text-navy">{ROLE_LABELS[role]}</dt>
            <dd className="mt-1 text-sm text-slate-700">{ROLE_DESCRIPTIONS[role]}</dd>
          </div>
        ))}
      </dl>
      {confirmDialog}
    </AdminShell>
  )
}

function InviteForm({
  csrfToken,
  onInvited,
}: {
  csrfToken: string
  onInvited: (message: string) => Promise<void>
}) {
  const [email, setEmail] = useState('')
  const [role, setRole] = useState<Role>('editor')
  const [error, setError] = useState<string | undefined>()
  const [pending, setPending] = useState(false)

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault()
    setPending(true)
    const result = await teamApi.invite({ email, role }, csrfToken)
    setPending(false)
    if (!result.ok)
      return setError(result.fields?.email ?? result.error ?? 'The invitation could not be sent.')
    setError(undefined)
    setEmail('')
    await onInvited(result.data.message)
  }

  return (
    <form onSubmit={onSubmit} aria-labelledby="invite-heading" className="mt-10">
      <h2 id="invite-heading" className="text-xl font-bold text-navy">
        Invite someone
      </h2>
      <p className="mt-1 text-slate-700">
        They get an e-mail with a link to choose their password, good for 72 hours.
      </p>
      <div className="mt-4 flex flex-wrap items-end gap-4">
        <Field id="invite-email" label="E-mail" error={error}>
          <input
            id="invite-email"
            type="email"
            required
            value={email}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'invite-email-error' : undefined}
            onChange={(event) => setEmail(event.target.value)}
            className="mt-2 block w-72 max-w-full rounded-md border border-slate-300 px-3 py-2"
          />
        </Field>
        <Field id="invite-role" label="Role">
          <select
            id="invite-role"
            value={role}
            onChange={(event) => setRole(event.target.value as Role)}
            className="mt-2 block rounded-md border border-slate-300 px-3 py-2"
          >
            {ROLES.map((option) => (
              <option key={option} value={option}>
                {ROLE_LABELS[option]}
              </option>
            ))}
          </select>
        </Field>
        <SubmitButton pending={pending} pendingLabel="Sending..." variant="navy" className="py-2">
          Send invitation
        </SubmitButton>
      </div>
    </form>
  )
}

/** A rule of the team's, on or off, with what it does under its label. */
function TeamSetting(props: {
  id: string
  label: string
  hint: string
  checked: boolean
  disabled: boolean
  onChange: (checked: boolean) => void
}) {
  return (
    <div className="mt-6 flex max-w-prose items-start gap-3">
      <input
        id={props.id}
        type="checkbox"
        checked={props.checked}
        disabled={props.disabled}
        aria-describedby={`${props.id}-hint`}
        onChange={(event) => props.onChange(event.target.checked)}
        className="mt-1 size-4"
      />
      <div>
        <label htmlFor={props.id} className="font-semibold text-navy">
          {props.label}
        </label>
        <p id={`${props.id}-hint`} className="text-sm text-slate-600">
          {props.hint}
        </p>
      </div>
    </div>
  )
}
