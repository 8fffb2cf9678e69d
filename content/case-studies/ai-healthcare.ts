import type { z } from 'zod'
import type { CaseStudySchema } from '../schemas.ts'

export const aiHealthcare = {
  slug: 'ai-healthcare',
  seo: {
    title: 'AI-Assisted Referral Triage in a Hospital Network | Northstar',
    description:
      'A validated model that ranks referrals by urgency for clinician review cut review time per referral by 40% and got urgent cases to a specialist two days sooner.',
  },
  title: 'AI-assisted referral triage in a hospital network',
  sector: 'Technology',
  client: 'A network of four hospitals receiving 260,000 referrals a year',
  summary:
    'A network of four hospitals wanted to cut the time clinicians spent sorting referral letters. We built and validated a model that ranks incoming referrals by urgency for clinician review, with a full audit trail; review time per referral fell by 40% and urgent cases reached a specialist two days sooner on average.',
  image: { src: '/images/trending-1.svg', alt: '', width: 800, height: 600 },
  results: [
    { value: '40%', label: 'less review time per referral' },
    { value: '2 days', label: 'sooner to a specialist for urgent cases' },
    { value: '100%', label: 'of decisions made by clinicians' },
  ],
  challenge: [
    'Consultants across the network spent several hours a week reading referral letters from family doctors and other hospitals, deciding which patients needed to be seen urgently. Letters arrived in a single queue per specialty, in order of receipt, so an urgent case could wait behind dozens of routine ones until a consultant had time to read it.',
    'The hospitals’ clinical leaders were open to using AI, but only under strict conditions: clinicians must make every decision, the system must be tested on local data before use, and every recommendation must be explainable and auditable. Data protection and clinical safety teams had to approve it before any patient was affected.',
  ],
  approach: [
    {
      title: 'Define urgency with clinicians',
      description:
        'Consultants in the first three specialties, cardiology, dermatology and gastroenterology, agreed written urgency criteria and labelled a sample of 12,000 past referrals to train and test against.',
    },
    {
      title: 'Build and validate the model',
      description:
        'We trained a model on de-identified referral text within the hospitals’ own secure environment, then validated it on referrals it had not seen. It flagged 97% of cases clinicians had rated urgent.',
    },
    {
      title: 'Rank the queue, not replace the reviewer',
      description:
        'The model reorders each specialty’s queue by likely urgency and highlights the phrases behind each ranking. Clinicians still read and decide on every referral, and can override the order.',
    },
    {
      title: 'Audit trail and ongoing monitoring',
      description:
        'Every ranking, override and decision is logged. A monthly review by clinical safety staff checks agreement rates and looks for drift or bias across patient groups.',
    },
  ],
  outcome: [
    'Across the three specialties, the average time clinicians spent reviewing a referral fell by 40%, because letters arrive sorted, with key information highlighted. Urgent cases reached a specialist two days sooner on average, and no urgent referral was ranked as routine during the first year of monitoring.',
    'The network’s clinical safety committee has approved extension to four further specialties, and the audit framework has become the template for other AI tools the hospitals are assessing.',
  ],
  quote: {
    text: 'Clinicians trust it because it never decides anything. It puts the right letter at the top of the pile and shows why.',
    name: 'Dr Oliver Grant',
    role: 'Chief Clinical Information Officer, the hospital network',
  },
  related: [
    { label: 'Technology', href: '/industries/technology' },
    { label: 'Digital', href: '/capabilities/digital' },
    { label: 'Scaling clinical training for a health system', href: '/case-studies/healthcare-training' },
  ],
} satisfies z.input<typeof CaseStudySchema>
