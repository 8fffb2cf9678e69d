import { useEffect, useState } from 'react'
import { NoticeCard } from '#app/components/sections/notice-card.tsx'
import { SubmitButton } from '#app/components/ui/submit-button.tsx'
import { teamApi } from '#app/lib/admin-api/team.ts'
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from '#contract/roles-constants.ts'
import { adminLanding } from '#content/admin-pages.ts'
import type { InvitationLookupResponse } from '#contract/team.ts'
import { NewPasswordField, tokenFromLink } from '../new-password-field.tsx'

/** /superadmin/invitation#token=…: the invitee sees what they are invited to and chooses a password. */
export function InvitationApp() {
  const [invitation, setInvitation] = useState<InvitationLookupResponse | null>(null)
  const [gone, setGone] = useState<string | null>(null)
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [pending, setPending] = useState(false)

  useEffect(() => {
    void teamApi.lookupInvitation(tokenFromLink()).then((result) => {
      if (result.ok) setInvitation(result.data)
      else setGone(result.error ?? 'This invitation link is not valid.')
    })
  }, [])

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault()
    setPending(true)
    const result = await teamApi.acceptInvitation({ token: tokenFromLink(), password })
    setPending(false)
    if (result.ok) return location.assign(adminLanding(result.data.admin))
    if (result.status === 410) return setGone(result.error ?? 'This invitation no longer works.')
    setError(result.fields?.password ?? result.error ?? 'Your account could not be made. Try again.')
  }

  if (gone)
    return (
      <NoticeCard heading="This invitation no longer works">
        <p role="alert">{gone}</p>
      </NoticeCard>
    )
  if (!invitation)
    return (
      <NoticeCard heading="Join the team">
        <p role="status">Checking your invitation…</p>
      </NoticeCard>
    )
  return (
    <NoticeCard heading="Join the team">
      <p>
        You are invited as <strong>{ROLE_LABELS[invitation.role]}</strong> (
        {ROLE_DESCRIPTIONS[invitation.role]}) with the address <strong>{invitation.email}</strong>. Choose
        your password to finish.
      </p>
      <form onSubmit={onSubmit} className="space-y-5">
        {/* For password managers: the account the new password belongs to. */}
        <input type="email" autoComplete="username" value={invitation.email} readOnly hidden />
        <NewPasswordField
          id="invitation-password"
          label="Password"
          value={password}
          error={error}
          onChange={setPassword}
        />
        <SubmitButton pending={pending} pendingLabel="Joining..." variant="navy">
          Join and sign in
        </SubmitButton>
      </form>
    </NoticeCard>
  )
}
