import type {
  AccountResponse,
  PasswordChangeBody,
  PasswordConfirmBody,
  RecoveryCodesResponse,
  TwoFactorEnableBody,
  TwoFactorSetupResponse,
} from '#contract/team.ts'
import { getJson } from '#app/lib/api-client.ts'
import { change } from './change.ts'

/** A member's own account: sessions, password, two-step sign-in, mail about new messages. */
export const accountApi = {
  account: () => getJson<AccountResponse>('/api/account'),
  endSession: (id: string, csrfToken: string) =>
    change(`/api/account/sessions/${encodeURIComponent(id)}/end`, {}, csrfToken),
  changePassword: (body: PasswordChangeBody, csrfToken: string) =>
    change('/api/account/password', body, csrfToken),
  setMessageMail: (on: boolean, csrfToken: string) =>
    change(`/api/account/message-mail/${on ? 'on' : 'off'}`, {}, csrfToken),
  beginTwoFactor: (csrfToken: string) =>
    change<TwoFactorSetupResponse>('/api/account/two-factor/setup', {}, csrfToken),
  enableTwoFactor: (body: TwoFactorEnableBody, csrfToken: string) =>
    change<RecoveryCodesResponse>('/api/account/two-factor/enable', body, csrfToken),
  disableTwoFactor: (body: PasswordConfirmBody, csrfToken: string) =>
    change('/api/account/two-factor/disable', body, csrfToken),
  renewRecoveryCodes: (body: PasswordConfirmBody, csrfToken: string) =>
    change<RecoveryCodesResponse>('/api/account/two-factor/recovery-codes', body, csrfToken),
}
