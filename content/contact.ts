import type { z } from 'zod'
import type { ContactSchema } from './schemas.ts'

export const contact = {
  seo: {
    title: 'Contact Northstar Consulting Group | Office, email and phone',
    description:
      'Contact Northstar by email, phone or the enquiry form. Find our office address and opening hours, and expect a reply from our team within two working days.',
  },
  heading: 'Contact Us',
  intro:
    'Tell us a little about your organisation and the decision you are facing. Your message goes to the sector lead best placed to help, and a first conversation is free of charge. For job applications, please use our careers pages instead.',
  form: {
    heading: 'Send us a message',
    subjectPlaceholder: 'What your message is about',
    messagePlaceholder:
      'Tell us about your organisation, what you would like help with and any timescales we should know about.',
  },
  office: {
    heading: 'Our Office',
    lines: ['Northstar Consulting Group', '100 Example Avenue, Suite 400', 'Springfield, ST 00000'],
    hours: 'Monday to Friday, 9:00 to 17:30 (closed on public holidays)',
  },
  info: {
    heading: 'Contact Info',
    email: 'hello@northstar.example',
    phone: '+1 (555) 010-2030',
    responseTime: 'We reply to every enquiry within two working days.',
  },
} satisfies z.input<typeof ContactSchema>
