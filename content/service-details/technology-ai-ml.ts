import type { z } from 'zod'
import type { ServiceDetailSchema } from '../schemas.ts'

export const technologyAiMl = {
  path: 'technology/ai-ml',
  seo: {
    title: 'AI and Machine Learning Consulting | Northstar',
    description:
      'We find the tasks where AI can save time safely, build and test models on your own data and put governance in place before anything reaches customers.',
  },
  hero: {
    eyebrow: 'Technology services',
    title: 'AI & Machine Learning',
    subtitle:
      'Identifying the tasks where AI can save time safely, building and testing models on your own data and putting governance in place before anything reaches customers.',
    image: { src: '/images/hero-technology.svg', alt: '', width: 1600, height: 900 },
    size: 'regular',
  },
  intro: [
    'AI can take time out of routine work such as sorting documents, drafting replies, forecasting demand and flagging cases for review. It can also make confident mistakes, expose sensitive data and leave no record of why a decision was made. We help organisations find the tasks where AI saves time safely and put the right controls around it.',
    'We work with technology and operations leaders in health, the public sector, logistics, education and other regulated settings. Every model is built and tested on your own data, with people reviewing its outputs, and governance is agreed before anything reaches customers or the public.',
    'A first project usually takes three to four months from choosing the task to a supervised trial. We would rather deliver one well-governed use that staff trust than several pilots that never leave the lab.',
  ],
  offerings: {
    heading: 'What we do',
    items: [
      {
        title: 'Use-case assessment',
        description:
          'A review of where staff time goes and which tasks AI could help with, ranked by value, risk and the state of the data.',
      },
      {
        title: 'Model development',
        description:
          'Models built and tuned on your own data, from classification and forecasting to document processing and language tools.',
      },
      {
        title: 'Testing and validation',
        description:
          'Tests for accuracy, bias and failure cases on realistic data, reviewed with the staff who will rely on the results.',
      },
      {
        title: 'AI governance',
        description:
          'Policies, approval steps, audit trails and monitoring that make clear who is accountable for each system.',
      },
    ],
  },
  approach: {
    heading: 'How we work',
    items: [
      {
        title: 'Find the right task',
        description:
          'We look at the work itself and agree one or two tasks where AI could save time with manageable risk.',
      },
      {
        title: 'Check the data',
        description:
          'We assess whether your data is good enough, lawful to use and representative of the cases the model will meet.',
      },
      {
        title: 'Build and test',
        description:
          'We build the model, test it against agreed measures and run it alongside staff before it influences any decision.',
      },
      {
        title: 'Govern and extend',
        description:
          'Governance and monitoring are in place before go-live, and we extend to further tasks only when the results justify it.',
      },
    ],
  },
  outcomes: {
    heading: 'What clients get',
    items: [
      'AI used where it saves measurable time',
      'Models tested on your own data before they are used',
      'Clear accountability and an audit trail for each system',
      'Staff who understand what the model does and where it can fail',
      'A repeatable way to assess the next use case',
    ],
  },
  related: [
    { label: 'Technology', href: '/industries/technology' },
    { label: 'AI-assisted referral triage in a hospital network', href: '/case-studies/ai-healthcare' },
  ],
  cta: {
    headline: 'Find where AI can help safely',
    description:
      'Tell us about the work that takes your teams the most time. We will tell you whether AI is the right answer and how to test it.',
    button: { label: 'Contact Us', href: '/contact' },
  },
} satisfies z.input<typeof ServiceDetailSchema>
