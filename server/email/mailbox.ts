/**
 * The inbox an address delivers to: lower case, without a `+tag`, and without the dots Gmail
 * ignores, so `A.da+news@gmail.com` and `ada@gmail.com` are one mailbox.
 */
export function mailboxOf(email: string) {
  const at = email.lastIndexOf('@')
  let local = email.slice(0, at).toLowerCase().split('+')[0]!
  let domain = email.slice(at + 1).toLowerCase()
  if (domain === 'googlemail.com') domain = 'gmail.com'
  if (domain === 'gmail.com') local = local.replaceAll('.', '')
  return `${local}@${domain}`
}

/**
 * A form mails the address a visitor typed, which nobody has shown to be theirs: one such mail per
 * inbox and purpose in this time at most, so the form cannot be used to flood someone else's inbox.
 */
export const UNVERIFIED_MAIL_GAP_MS = 10 * 60 * 1000
