import type { Site } from '#content/schemas.ts'
import { escapeHtml } from '#server/lib/html.ts'

/**
 * A mailbox as nodemailer takes it. Addresses are never written into a header as text: a name like
 * `third@party.example, Jane` stays a display name and cannot add a recipient.
 */
export type Mailbox = { name: string; address: string }

/** What the outbox stores and the transport sends: plain nodemailer message fields. */
export type OutgoingMail = {
  to: Mailbox
  subject: string
  text: string
  html: string
  replyTo?: Mailbox
  headers?: Record<string, string>
}

function layout(
  title: string,
  paragraphs: string[],
  button?: { label: string; href: string },
  footer?: string,
  /** A message answered, quoted under the footer: its words, and the line that introduces them. */
  quote?: { intro: string; text: string },
  /** The language it is written in. */
  language = 'en',
) {
  // A line break inside a paragraph stays one, as the writer typed it (an address, a signature).
  const lines = (text: string) => escapeHtml(text.trim()).replaceAll('\n', '<br>')
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${lines(p)}</p>`).join('')
  const cta = button
    ? `<p style="margin:24px 0"><a href="${escapeHtml(button.href)}" style="background:#b3202d;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(button.label)}</a></p>`
    : ''
  const foot = footer ? `<p style="margin:32px 0 0;font-size:13px;color:#475569">${footer}</p>` : ''
  const quoted = quote
    ? `<p style="margin:24px 0 8px;font-size:13px;color:#475569">${escapeHtml(quote.intro)}</p><blockquote style="margin:0;padding-left:12px;border-left:3px solid #cbd5e1;color:#475569">${quote.text
        .split(/\n{2,}/)
        .map((paragraph) => `<p style="margin:0 0 12px">${lines(paragraph)}</p>`)
        .join('')}</blockquote>`
    : ''
  return `<!doctype html><html lang="${escapeHtml(language)}"><body style="font-family:system-ui,sans-serif;color:#0f172a;line-height:1.5;max-width:560px;margin:0 auto;padding:24px"><h1 style="color:#00263e;font-size:22px">${escapeHtml(title)}</h1>${body}${cta}${foot}${quoted}</body></html>`
}

/** The words of the sign-up confirmation, in each language the mails are written in. */
const CONFIRMATION_WORDS = {
  en: {
    what: (topic: string) => `${topic} e-mails`,
    title: (topic: string) => `Please confirm your subscription to ${topic} e-mails`,
    asked: (what: string, firm: string) =>
      `Someone, hopefully you, asked to receive ${what} from ${firm} at this address.`,
    open: 'Open the link below and press the button to confirm. The link works once, for 24 hours.',
    ignore: 'If you did not ask for this, ignore this e-mail: you will not hear from us again.',
    subject: (firm: string) => `Confirm your ${firm} subscription`,
    button: 'Confirm my subscription',
    unsubscribe: 'Unsubscribe',
    unsubscribeAt: (url: string) => `Unsubscribe: ${url}`,
    notForYou: 'Not for you?',
  },
  fr: {
    what: (topic: string) => `les e-mails «\u00a0${topic}\u00a0»`,
    title: (topic: string) => `Merci de confirmer votre inscription aux e-mails «\u00a0${topic}\u00a0»`,
    asked: (what: string, firm: string) =>
      `Quelqu’un, vous sans doute, a demandé à recevoir ${what} de ${firm} à cette adresse.`,
    open: 'Ouvrez le lien ci-dessous et appuyez sur le bouton pour confirmer. Le lien fonctionne une fois, pendant 24 heures.',
    ignore: 'Si vous n’avez rien demandé, ignorez cet e-mail\u00a0: vous n’aurez plus de nouvelles de nous.',
    subject: (firm: string) => `Confirmez votre inscription à ${firm}`,
    button: 'Confirmer mon inscription',
    unsubscribe: 'Se désinscrire',
    unsubscribeAt: (url: string) => `Se désinscrire\u00a0: ${url}`,
    notForYou: 'Ce n’est pas pour vous ?',
  },
}

/** The words of a mail in `language`, where they are written in it; the default language's where not. */
export const wordsIn = <W>(table: Record<'en', W> & Partial<Record<string, W>>, language: string) =>
  table[language.split('-')[0]!] ?? table.en

export function newsletterConfirmationMail(args: {
  /** The firm, as the live site names it. */
  firm: Site
  to: string
  /** The topic the reader chose (content/newsletter-links.yaml). */
  topic: { key: string; label: string }
  publicUrl: string
  confirmToken: string
  unsubscribeToken: string
  /** The reader's language: the one of the page they signed up on. */
  language: string
  /** The addresses of the pages its links open, in the reader's language. */
  paths: { confirm: string; unsubscribe: string }
}): OutgoingMail {
  const words = wordsIn(CONFIRMATION_WORDS, args.language)
  const what = words.what(args.topic.label)
  // The topic tells the page which one is chosen already; the token alone says what is confirmed.
  const confirmUrl = `${args.publicUrl}${args.paths.confirm}?token=${args.confirmToken}&topic=${args.topic.key}`
  const unsubscribeUrl = `${args.publicUrl}${args.paths.unsubscribe}?token=${args.unsubscribeToken}`
  const oneClickUrl = `${args.publicUrl}/api/newsletter/unsubscribe?token=${args.unsubscribeToken}`
  const title = words.title(args.topic.label)
  const lines = [words.asked(what, args.firm.name), words.open]
  return {
    to: { name: '', address: args.to },
    subject: words.subject(args.firm.shortName),
    text: [
      title,
      '',
      ...lines,
      '',
      confirmUrl,
      '',
      words.ignore,
      '',
      words.unsubscribeAt(unsubscribeUrl),
    ].join('\n'),
    html: layout(
      title,
      [...lines, words.ignore],
      { label: words.button, href: confirmUrl },
      `${words.notForYou} <a href="${escapeHtml(unsubscribeUrl)}">${words.unsubscribe}</a>.`,
      undefined,
      args.language,
    ),
    headers: {
      // RFC 8058 one-click unsubscribe: mail clients POST to this URL, no cookies, no page.
      'List-Unsubscribe': `<${oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}

/** To the firm: a visitor wrote. Reply-To is the visitor, so "Reply" in any mail program answers them. */
export function contactNotificationMail(args: {
  to: string
  publicUrl: string
  message: { id: string; name: string; email: string; subject: string; message: string }
}): OutgoingMail {
  const { message } = args
  const inboxUrl = `${args.publicUrl}/superadmin`
  const header = `New message from ${message.name} <${message.email}>`
  return {
    to: { name: '', address: args.to },
    replyTo: { name: message.name, address: message.email },
    subject: `Website message: ${message.subject}`.replace(/[\r\n]+/g, ' ').slice(0, 250),
    text: [
      header,
      `Subject: ${message.subject}`,
      '',
      message.message,
      '',
      `Open the inbox: ${inboxUrl}`,
    ].join('\n'),
    html: layout(header, [`Subject: ${message.subject}`, ...message.message.split(/\n{2,}/)], {
      label: 'Open the inbox',
      href: inboxUrl,
    }),
  }
}

/** A day as a mail names it: 28 November 2026. */
export const dayOf = (iso: string, locale = 'en-GB') =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso))

/** To the visitor, written by an admin in the inbox, with their message quoted below it. */
export function replyMail(args: {
  firm: Site
  to: string
  subject: string
  reply: string
  original: { message: string; createdAt: string }
}): OutgoingMail {
  const subject = `Re: ${args.subject}`.replace(/[\r\n]+/g, ' ').slice(0, 250)
  const wrote = `On ${dayOf(args.original.createdAt)}, you wrote:`
  const quoted = args.original.message.split('\n').map((line) => `> ${line}`.trimEnd())
  return {
    to: { name: '', address: args.to },
    subject,
    text: [args.reply, '', '--', args.firm.name, '', wrote, ...quoted].join('\n'),
    html: layout(subject, args.reply.split(/\n{2,}/), undefined, escapeHtml(args.firm.name), {
      intro: wrote,
      text: args.original.message,
    }),
  }
}

/**
 * To a visitor who sent the contact form: their message arrived, and when the firm replies. It holds
 * none of their words (not even their name): the address is only what they typed, and a form that
 * mailed a visitor's text to any address would relay spam.
 */
/** The words of the acknowledgement of a message, in each language the mails are written in. */
const ACKNOWLEDGEMENT_WORDS = {
  en: {
    title: 'We have your message',
    thanks: (firm: string) => `Thank you for writing to ${firm}. Your message has reached our team.`,
    notYou:
      'If you did not write to us, someone typed your address by mistake: you can ignore this e-mail, and you will not hear from us again.',
    subject: (firm: string) => `${firm}: we have your message`,
  },
  fr: {
    title: 'Nous avons bien reçu votre message',
    thanks: (firm: string) => `Merci d’avoir écrit à ${firm}. Votre message est bien arrivé à notre équipe.`,
    notYou:
      'Si vous ne nous avez pas écrit, quelqu’un a saisi votre adresse par erreur : vous pouvez ignorer cet e-mail, vous n’aurez plus de nouvelles de nous.',
    subject: (firm: string) => `${firm} : nous avons bien reçu votre message`,
  },
}

export function contactAcknowledgementMail(args: {
  firm: Site
  to: string
  /** When the firm replies, in the contact page's words in the visitor's language. */
  replyTime: string
  /** The language of the page the visitor wrote from. */
  language: string
}): OutgoingMail {
  const words = wordsIn(ACKNOWLEDGEMENT_WORDS, args.language)
  const lines = [words.thanks(args.firm.name), args.replyTime, words.notYou]
  return {
    to: { name: '', address: args.to },
    subject: words.subject(args.firm.shortName),
    text: [words.title, '', ...lines, '', '--', args.firm.name].join('\n'),
    html: layout(words.title, lines, undefined, escapeHtml(args.firm.name), undefined, args.language),
  }
}

/** To someone an owner invited to the team: a link to choose their password, good for 72 hours. */
export function invitationMail(args: {
  firm: Site
  to: string
  invitedBy: string
  role: string
  link: string
  expiresAt: string
}): OutgoingMail {
  const title = `You are invited to the ${args.firm.shortName} website team`
  const lines = [
    `${args.invitedBy} invited you to manage the ${args.firm.name} website as ${args.role}.`,
    `Open the link below to choose your password. It works once, until ${args.expiresAt.slice(0, 16).replace('T', ' ')} UTC.`,
  ]
  const ignore = 'If you did not expect this, ignore this e-mail: no account is made without you.'
  return {
    to: { name: '', address: args.to },
    subject: `Join the ${args.firm.shortName} website team`,
    text: [title, '', ...lines, '', args.link, '', ignore].join('\n'),
    html: layout(title, [...lines, ignore], { label: 'Choose my password', href: args.link }),
  }
}

/** To the member who set work for a time that could not be done: what, and why (nothing changed). */
export function scheduleFailedMail(args: {
  firm: Site
  to: string
  /** What was set: 'Publish “AI in business”'. */
  what: string
  /** When, on the firm's clock, as people read it. */
  when: string
  reason: string
  link: string
}): OutgoingMail {
  const title = `${args.what} did not happen`
  const lines = [
    `You set it for ${args.when}. It could not be done, and nothing changed on the ${args.firm.name} website:`,
    args.reason,
    'Open the admin to mend it, then set it again or do it by hand.',
  ]
  return {
    to: { name: '', address: args.to },
    subject: `Not done: ${args.what}`,
    text: [title, '', ...lines, '', args.link].join('\n'),
    html: layout(title, lines, { label: 'Open the admin', href: args.link }),
  }
}

/**
 * Review before publish: to the owners and admins when an editor asks (`asked`), and to the editor
 * when their change went live (`approved`) or was sent back with a note (`returned`).
 */
export function reviewMail(args: {
  firm: Site
  to: string
  step: 'asked' | 'approved' | 'returned'
  /** The entry's name: 'AI in business'. */
  title: string
  /** Who asked, or who decided. */
  by: string
  /** The editor's message when asking; the reviewer's note when sending back. */
  words: string | null
  link: string
}): OutgoingMail {
  const site = `the ${args.firm.name} website`
  const { subject, title, lines, label } = {
    asked: {
      subject: `To review: “${args.title}”`,
      title: `${args.by} asks you to review “${args.title}”`,
      lines: [
        `The change waits for an owner or admin before it goes live on ${site}.`,
        ...(args.words ? [`They wrote: ${args.words}`] : []),
        'Open it to see what changed, then approve it (it is published) or send it back with a note.',
      ],
      label: 'Review the change',
    },
    approved: {
      subject: `Live: “${args.title}”`,
      title: `Your change to “${args.title}” is live`,
      lines: [`${args.by} approved it, and it is published on ${site}.`],
      label: 'Open the admin',
    },
    returned: {
      subject: `Sent back: “${args.title}”`,
      title: `Your change to “${args.title}” was sent back`,
      lines: [
        `${args.by} did not publish it yet, and wrote: ${args.words ?? ''}`,
        'Your draft is kept as it was. Change it, save it, and ask for review again.',
      ],
      label: 'Open your draft',
    },
  }[args.step]
  return {
    to: { name: '', address: args.to },
    subject,
    text: [title, '', ...lines, '', args.link].join('\n'),
    html: layout(title, lines, { label, href: args.link }),
  }
}

/** To a member who asked to reset their password: a link good once, for 30 minutes. */
export function passwordResetMail(args: { firm: Site; to: string; link: string }): OutgoingMail {
  const title = 'Reset your password'
  const lines = [
    `Someone, hopefully you, asked to reset the password of your ${args.firm.name} website account.`,
    'Open the link below to choose a new one. It works once, for 30 minutes, and signs you out everywhere else.',
  ]
  const ignore = 'If you did not ask for this, ignore this e-mail: your password stays as it is.'
  return {
    to: { name: '', address: args.to },
    subject: `Reset your ${args.firm.shortName} password`,
    text: [title, '', ...lines, '', args.link, '', ignore].join('\n'),
    html: layout(title, [...lines, ignore], { label: 'Choose a new password', href: args.link }),
  }
}
