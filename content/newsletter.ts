import type { z } from 'zod'
import type { NoticePageSchema, SeoSchema } from './schemas.ts'

type Notice = z.input<typeof NoticePageSchema>
const home = { label: 'Back to the home page', href: '/' }

/** Pages that say what happened to a newsletter form sent without JavaScript, or a link from a mail. */
export const newsletterNotices = [
  {
    path: '/newsletter/check-your-inbox',
    seo: {
      title: 'Check your inbox | Northstar newsletter',
      description:
        'We have sent you an e-mail with a link to confirm your newsletter subscription. The link works for 24 hours.',
    },
    heading: 'Check your inbox',
    body: 'If the address can receive our newsletter, a confirmation e-mail is on its way. Open the link in it within 24 hours to start your subscription. Nothing arrives? Look in your spam folder, or sign up again in ten minutes.',
    tone: 'success',
    cta: home,
  },
  {
    path: '/newsletter/invalid-email',
    seo: {
      title: 'That address did not look right | Northstar newsletter',
      description:
        'The e-mail address given for the Northstar newsletter was not valid. Go back and enter an address like name@example.com.',
    },
    heading: 'That address did not look right',
    body: 'We could not sign you up because the e-mail address was empty or not valid. Go back and enter an address like name@example.com.',
    tone: 'error',
    cta: home,
  },
  {
    path: '/newsletter/try-again-later',
    seo: {
      title: 'Too many attempts | Northstar newsletter',
      description:
        'There were too many newsletter sign-ups from your network in a short time. Please wait a few minutes and try again.',
    },
    heading: 'Too many attempts',
    body: 'We received too many sign-ups from your network in a short time. Please wait a few minutes, then try again.',
    tone: 'error',
    cta: home,
  },
  {
    path: '/newsletter/confirmed',
    seo: {
      title: 'Subscription confirmed | Northstar newsletter',
      description:
        'Your Northstar newsletter subscription is confirmed. Expect insights and event invitations about once a month.',
    },
    heading: 'You are subscribed',
    body: 'Thank you for confirming. Expect our insights and event invitations about once a month. Every e-mail has a link to leave with one click.',
    tone: 'success',
    cta: home,
  },
  {
    path: '/newsletter/link-expired',
    seo: {
      title: 'This link has expired | Northstar newsletter',
      description:
        'This newsletter confirmation link has already been used or is more than 24 hours old. Sign up again to get a new one.',
    },
    heading: 'This link has expired',
    body: 'Confirmation links work once and for 24 hours. If you have already confirmed, there is nothing more to do. Otherwise, sign up again in the form at the foot of any page to get a new link.',
    tone: 'error',
    cta: home,
  },
  {
    path: '/newsletter/unsubscribed',
    seo: {
      title: 'You have been unsubscribed | Northstar newsletter',
      description:
        'You will receive no more Northstar newsletter e-mails. You can subscribe again at any time from the foot of any page.',
    },
    heading: 'You have been unsubscribed',
    body: 'You will receive no more newsletter e-mails from us. Changed your mind? Subscribe again at any time from the foot of any page.',
    tone: 'success',
    cta: home,
  },
] satisfies Notice[]

/** Pages that say what happened to a contact form sent without JavaScript. */
export const contactNotices = [
  {
    path: '/contact/sent',
    seo: {
      title: 'Message sent | Northstar Consulting Group',
      description:
        'Thank you for your message. It has reached our team and a sector lead will reply by e-mail within two working days.',
    },
    heading: 'Message Sent!',
    body: 'Thank you. Your message has reached our team, and a sector lead will reply by e-mail, usually within two working days. Please check your email for a response.',
    tone: 'success',
    cta: home,
  },
  {
    path: '/contact/not-sent',
    seo: {
      title: 'Message not sent | Northstar Consulting Group',
      description:
        'Your message could not be sent. Go back to the contact form, check each field and try again, or e-mail us directly.',
    },
    heading: 'Your message was not sent',
    body: 'Something in the form was missing or not valid, or there were too many messages from your network in a short time. Go back to the contact form, check each field and send it again in a few minutes, or e-mail hello@northstar.example.',
    tone: 'error',
    cta: { label: 'Back to the contact form', href: '/contact' },
  },
] satisfies Notice[]

/** The two pages that mail links open. A GET shows a button; only the button's POST changes anything. */
export const tokenActions = {
  confirm: {
    seo: {
      title: 'Confirm your subscription | Northstar newsletter',
      description:
        'Confirm your Northstar newsletter subscription with one click. We only send insights and event invitations you asked for.',
    },
    heading: 'Confirm your subscription',
    body: 'One click and you will receive our monthly insights and event invitations. If you did not ask for this, close this page and nothing will happen.',
    button: 'Confirm subscription',
    pending: 'Confirming...',
    endpoint: '/api/newsletter/confirm',
  },
  unsubscribe: {
    seo: {
      title: 'Unsubscribe | Northstar newsletter',
      description:
        'Stop receiving the Northstar newsletter with one click. You can subscribe again at any time from any page.',
    },
    heading: 'Unsubscribe from our newsletter',
    body: 'Click the button below and we will stop sending you newsletter e-mails straight away.',
    button: 'Unsubscribe',
    pending: 'Unsubscribing...',
    endpoint: '/api/newsletter/unsubscribe',
  },
} satisfies Record<string, { seo: z.input<typeof SeoSchema>; [key: string]: unknown }>

export type TokenAction = keyof typeof tokenActions
