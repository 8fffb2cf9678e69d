import type { z } from 'zod'
import type { InsightSchema } from '../schemas.ts'

export const aiInBusiness = {
  slug: 'ai-in-business',
  seo: {
    title: 'Practical AI in Business: Choosing First Uses and Setting Rules',
    description:
      'Which AI uses return value first, how to run a 90-day trial with real measures, and the data and governance rules to set before anything reaches customers.',
  },
  category: 'Artificial Intelligence',
  date: '2025-06-10',
  updated: '2025-06-10',
  hero: {
    eyebrow: 'Insights',
    title: 'AI in business: the practical uses that pay off first',
    subtitle:
      'The organisations seeing real returns from AI did not start with a strategy document. They started with a frequent, well-understood task, a clear measure and a person checking the output.',
    image: { src: '/images/hero-technology.svg', alt: '', width: 1600, height: 900 },
    size: 'regular',
  },
  author: { name: 'Nadia Kowalczyk', role: 'Partner, Technology and AI' },
  sections: [
    {
      kind: 'prose',
      heading: 'Begin With Tasks, Not Tools',
      paragraphs: [
        'Most leadership teams now face a stream of AI proposals, from software vendors adding assistants to existing products and from staff who are already using public tools on their own. The risk is not that the organisation does nothing, but that it does a little of everything, with no measure of what works and no control over where its data goes.',
        'The uses that pay off first share three features. The task happens often, so small time savings add up. The output is mostly text or a classification that a person can check quickly. And there is a clear way to tell a good result from a bad one. Drafting routine correspondence qualifies; setting prices or deciding eligibility for a service, without human review, does not.',
      ],
    },
    {
      kind: 'cards',
      heading: 'Uses That Tend to Pay Off First',
      columns: 2,
      items: [
        {
          title: 'Drafting and Summarising',
          description:
            'First drafts of letters, reports, meeting notes and bid responses, edited by staff. Teams typically save 20-30% of the time spent on routine writing once prompts and templates are agreed.',
        },
        {
          title: 'Finding Answers in Your Own Documents',
          description:
            'Search across policies, contracts, technical manuals and past projects that returns an answer with the source attached, so staff can check it before relying on it.',
        },
        {
          title: 'Sorting Inbound Requests',
          description:
            'Classifying emails, forms and tickets by topic and urgency, and routing them to the right team, so that the people answering spend their time on answers rather than sorting.',
        },
        {
          title: 'Forecasting and Spotting Anomalies',
          description:
            'Demand forecasts, unusual payments and early signs of equipment failure. These use more established machine learning and depend on clean historical data.',
        },
      ],
    },
    {
      kind: 'steps',
      heading: 'A 90-Day Trial That Produces an Answer',
      items: [
        {
          title: 'Pick One Process and Measure It Now',
          description:
            'Record how long the task takes, how many errors occur and how staff rate the work today. Without a baseline, every trial looks like a success.',
        },
        {
          title: 'Trial With a Real Team',
          description:
            'Give the tool to 20-50 people who do the task daily, with short training and a named person to collect problems.',
        },
        {
          title: 'Measure Time, Quality and Risk',
          description:
            'Compare time taken and error rates against the baseline each fortnight, and log every output that would have caused harm without review.',
        },
        {
          title: 'Decide to Scale, Adjust or Stop',
          description:
            'At day 90, make a decision on the evidence. Stopping a trial that did not work is a useful result, not a failure.',
        },
      ],
    },
    {
      kind: 'list',
      heading: 'Rules to Set Before You Start',
      items: [
        'Which kinds of data may be entered into which tools, with personal and commercially sensitive data treated separately.',
        'A named person reviews anything that goes to a customer, pupil, patient or regulator.',
        'Contract terms that prevent vendors using your data to train their models without consent.',
        'A simple register of where AI is used, who owns each use and how it is monitored.',
        'Plain guidance for staff on approved tools, so that unofficial use comes into the open.',
      ],
    },
  ],
  related: {
    heading: 'Related Reading',
    items: [
      { label: 'Technology', href: '/industries/technology' },
      { label: 'Cybersecurity trends to plan for', href: '/insights/cybersecurity-trends' },
      { label: 'Digital trends worth acting on this year', href: '/insights/digital-trends' },
    ],
  },
  cta: {
    headline: 'Run an AI trial that ends in a decision',
    description:
      'We help leadership teams choose first uses, set the rules and measure results, independent of any AI vendor.',
    button: { label: 'Talk to our technology team', href: '/contact' },
  },
} satisfies z.input<typeof InsightSchema>
