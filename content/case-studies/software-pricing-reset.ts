import type { z } from 'zod'
import type { CaseStudySchema } from '../schemas.ts'

export const softwarePricingReset = {
  slug: 'software-pricing-reset',
  seo: {
    title: 'Resetting pricing for a business software firm | Northstar',
    description:
      'Tiered packaging and a clear upgrade path lifted a software company’s net revenue retention from 96% to 108% in 18 months, with no increase in customer churn.',
  },
  title: 'Resetting pricing for a business software company',
  sector: 'Technology',
  client: 'A workforce scheduling software company',
  summary:
    'New tiered packaging and a clear upgrade path raised net revenue retention from 96% to 108% within 18 months, with no increase in customer churn.',
  image: { src: '/images/case-1.svg', alt: '', width: 800, height: 600 },
  results: [
    { value: '96% to 108%', label: 'net revenue retention within 18 months' },
    { value: '7%', label: 'annual customer churn, unchanged' },
    { value: '24% to 13%', label: 'average discount on new contracts' },
  ],
  challenge: [
    'The company sells scheduling and time-recording software to around 1,100 mid-sized employers in retail, care and hospitality, with £28m of annual recurring revenue. It had one product at one price per employee, with extra features added on request and priced case by case by the sales team.',
    'As a result, customers who had grown into heavy users of advanced features often paid the same as those using the basics, and there was no natural reason to spend more. Net revenue retention had slipped to 96%, meaning the existing customer base was shrinking in value each year, and average discounts on new contracts had reached 24%.',
  ],
  approach: [
    {
      title: 'Finding where customers get value',
      description:
        'We combined product usage data with interviews with 35 customers and the sales team to see which features customers relied on, which they would pay more for and which barely mattered.',
    },
    {
      title: 'Three clear tiers',
      description:
        'The product was repackaged into three tiers, each built around a type of customer, with payroll integration and demand forecasting reserved for the upper tiers and two paid add-ons for specialist needs.',
    },
    {
      title: 'A fair path for existing customers',
      description:
        'Existing customers were mapped to the tier that matched their current use, with prices held for 12 months and a clear upgrade route. Account managers contacted the largest 200 customers personally before any change took effect.',
    },
    {
      title: 'Discount rules and sales training',
      description:
        'New discount limits, with approval needed above 15%, were introduced alongside training that helped the sales team sell on outcomes rather than price.',
    },
  ],
  outcome: [
    'Within 18 months net revenue retention rose from 96% to 108%, driven by customers moving to higher tiers and taking add-ons. The share of customers on the two upper tiers grew from 18% to 34%. Annual customer churn stayed at 7%, the same as before the change, and support tickets about billing fell.',
    'Average discounts on new contracts dropped from 24% to 13%, and sales cycles shortened because prospects could see what each tier included. The company now reviews packaging every year against usage data.',
  ],
  quote: {
    text: 'We had been giving away our best features. The new tiers gave customers a reason to grow with us, and our account managers something clear to talk about.',
    name: 'James Whitfield',
    role: 'Chief Commercial Officer',
  },
  related: [
    { label: 'Growth & Marketing', href: '/capabilities/growth-marketing' },
    { label: 'Technology', href: '/industries/technology' },
    { label: 'Start the conversation', href: '/contact' },
  ],
} satisfies z.input<typeof CaseStudySchema>
