import type { z } from 'zod'
import type { AboutSchema } from './schemas.ts'

export const about = {
  label: 'About Us',
  hero: {
    eyebrow: 'About Northstar',
    title: 'Practical advice from people who stay for the delivery',
    subtitle:
      'We help school systems, growers, builders, property owners, public bodies and technology teams decide what to do next, and then we help them do it.',
    image: { src: '/images/hero-about.svg', alt: '', width: 1600, height: 900 },
    size: 'regular',
  },
  mission: {
    heading: 'Our Mission',
    statement:
      'To help the organisations that run schools, farms, buildings, supply routes and public services make sound decisions, and to stay alongside them until those decisions are working without us.',
  },
  figures: [
    { value: '10+', label: 'Years of Experience Behind Every Engagement Lead' },
    { value: '500+', label: 'Projects Completed' },
  ],
  teamImage: {
    src: '/images/about-team.svg',
    alt: 'A Northstar team planning a project around a table',
    width: 1200,
    height: 800,
  },
  landing: {
    seo: {
      title: 'About Northstar Consulting Group | Who we are and how we work',
      description:
        'Northstar is an independent consulting firm for education, agriculture, construction, real estate, logistics, technology and the social sector.',
    },
    heading: 'Who we are',
    paragraphs: [
      'Northstar Consulting Group is an independent advisory firm of more than 1,000 professionals working from over 50 offices. Our clients include school trusts and universities, farming cooperatives, contractors and property owners, logistics operators, charities, public agencies and technology companies.',
      'We bring together people who have run the things our clients run: former head teachers, civil engineers, agronomists, site managers, data specialists and finance directors. That mix lets us test a plan against how it will really work on a campus, a farm or a building site before anyone commits money to it.',
      'We do not sell software, take referral fees or hold stakes in the suppliers we recommend. Our advice is paid for by our clients alone, and we judge our work by what is still running well a year after we have left.',
    ],
  },
  pages: [
    {
      slug: 'ourfirm',
      tab: 'Our Firm',
      seo: {
        title: 'Our Firm | Northstar Consulting Group',
        description:
          'Facts about Northstar: 1,000+ professionals in 50+ offices, how we work together, the benefits we offer and our programmes for students and graduates.',
      },
      heading: 'Our Firm',
      intro:
        'Northstar is organised around industries rather than products. Each sector team pairs consultants with specialists who have worked in that field, and draws on shared teams for data, finance, procurement and change management when a project needs them.',
      sections: [
        {
          kind: 'stats',
          heading: 'Northstar at a glance',
          items: [
            { value: '1000+', label: 'Professionals' },
            { value: '20+', label: 'Years' },
            { value: '50+', label: 'Global Offices' },
            { value: '95%', label: 'Client Satisfaction' },
          ],
        },
        {
          kind: 'list',
          heading: 'Our culture',
          intro: 'What colleagues tell us makes Northstar different from other places they have worked.',
          items: [
            'Senior people do the work, not just the pitch: the director who meets you at the start stays on the engagement until it closes.',
            'Teams are mixed by design, so an engineer, an analyst and a sector specialist will often work on the same problem together.',
            'We write short, plain documents instead of long slide decks, so decisions and the reasons for them are easy to find later.',
            'Every engagement ends with an honest review of what went well and what we would change, and the lessons are shared across the firm.',
            'Working patterns are agreed team by team around client needs and personal commitments, with a few set days each week for working together in person.',
            'Leave is protected: cover is arranged before you go, and nobody is expected to answer messages while on holiday.',
          ],
        },
        {
          kind: 'list',
          heading: 'Benefits',
          intro:
            'Exact terms vary by country to fit local law and practice, but every Northstar package is built around these commitments.',
          items: [
            'Matched pension or retirement contributions from your first month.',
            'Private medical cover for you and your dependants, plus a confidential support line open at any hour.',
            'At least 25 days of annual leave plus public holidays, with the option to buy up to five more.',
            'A personal learning budget each year for courses, professional qualifications and conferences you choose.',
            'Paid parental leave for every parent, followed by a phased return to work.',
            'Two paid volunteering days a year, which many colleagues spend on our pro bono social sector projects.',
          ],
        },
        {
          kind: 'cards',
          heading: 'Programmes for students and graduates',
          intro:
            'Three ways to start your career at Northstar, each with paid client work and a named mentor.',
          columns: 3,
          items: [
            {
              title: 'Summer Internship',
              description:
                'Ten to twelve weeks on a live client team over the summer, ending with a presentation to partners and a fast track to graduate interviews.',
              href: '/careers/students/summer-internship',
              linkLabel: 'About the internship',
            },
            {
              title: 'Graduate Program',
              description:
                'Two years of rotations across three sectors, structured training and support towards a professional qualification.',
              href: '/careers/students/graduate-program',
              linkLabel: 'About the graduate programme',
            },
            {
              title: 'Co-op Program',
              description:
                "Paid placements that fit your university's co-op or placement-year calendar, with real responsibilities and academic credit where your course allows.",
              href: '/careers/students/co-op-program',
              linkLabel: 'About co-op placements',
            },
          ],
        },
      ],
    },
    {
      slug: 'ourhistory',
      tab: 'Our History',
      seo: {
        title: 'Our History: Twenty years of Northstar | Northstar',
        description:
          'From a single office advising school trusts in 2003 to more than 1,000 professionals in 50+ offices today: the milestones that shaped Northstar.',
      },
      heading: 'Our History',
      intro:
        'Northstar began in 2003 with a small team advising schools and regional public bodies. Each new sector we have entered since then came from clients asking us to follow a problem into the next part of their world.',
      sections: [
        {
          kind: 'timeline',
          heading: 'Milestones',
          items: [
            {
              year: '2003',
              title: 'Northstar is founded',
              description:
                'Twelve consultants open our first office, helping school trusts and local authorities plan budgets, buildings and staffing for the decade ahead.',
            },
            {
              year: '2008',
              title: 'Into agriculture and construction',
              description:
                'School building programmes lead us into engineering and construction advice, and rural education work introduces us to farming cooperatives. We open our first offices outside the home region.',
            },
            {
              year: '2013',
              title: 'A dedicated technology and data team',
              description:
                'We form a technology and analytics practice so that every sector team can use data well, and pass 300 professionals working across 20 offices.',
            },
            {
              year: '2018',
              title: 'More than 50 offices',
              description:
                'New practices in real estate and logistics, a pro bono programme for charities and the opening of our fiftieth office bring Northstar closer to clients on four continents.',
            },
            {
              year: '2023',
              title: 'Twenty years and 1,000 professionals',
              description:
                'We mark twenty years with more than 1,000 colleagues, expand our graduate and co-op intake, and publish our whole-life carbon method for clients to use freely.',
            },
          ],
        },
        {
          kind: 'prose',
          heading: 'What has not changed',
          paragraphs: [
            'The firm is much larger than the one founded in 2003, but the working habits are the same. Senior people stay on the work, we recommend only what we would be willing to help deliver, and we take no money from the suppliers our clients buy from.',
            'Many of our first clients still work with us. We take that as the clearest measure of whether those habits have held.',
          ],
        },
      ],
    },
    {
      slug: 'ourvalues',
      tab: 'Our Values',
      seo: {
        title: 'Our Values: How Northstar works with clients | Northstar',
        description:
          'The six values Northstar hires for and is held to: independence, candour, rigour, respect for context, long-term responsibility and shared ownership.',
      },
      heading: 'Our Values',
      intro:
        'Our values describe how we behave when a project gets difficult, not only when it is going well. We use them to decide who we hire, who we promote and which work we turn down.',
      sections: [
        {
          kind: 'cards',
          heading: 'What we stand for',
          columns: 3,
          items: [
            {
              title: 'Independence',
              description:
                'We do not resell products, accept referral fees or hold stakes in suppliers. When we recommend a system, a contractor or a site, it is because it is right for the client.',
            },
            {
              title: 'Candour',
              description:
                'We say what we see, early and in plain words, including when the honest answer is to delay, shrink or stop a project.',
            },
            {
              title: 'Rigour',
              description:
                'Every recommendation is traceable to evidence, and every model is checked by someone who did not build it before it reaches a client.',
            },
            {
              title: 'Respect for context',
              description:
                'A plan that works in a city academy may fail in a rural school. We spend time on site and listen to the people who will live with the result.',
            },
            {
              title: 'Long-term responsibility',
              description:
                'We weigh the cost of running a building, a programme or a supply route over its whole life, including its effect on people and the environment.',
            },
            {
              title: 'Shared ownership',
              description:
                'We work inside client teams, share our methods openly and hand over the skills needed to carry on once we have gone.',
            },
          ],
        },
        {
          kind: 'prose',
          heading: 'How we hold ourselves to them',
          paragraphs: [
            'Each value is part of our appraisal for every colleague, from graduates to partners. Clients are asked about them in the review at the end of each engagement, and their answers are read by the partner responsible, not only by the project team.',
            'When a piece of work would test our independence, for example where a client wants us to endorse a decision already made, a panel of partners outside the team decides whether we take it on.',
          ],
        },
      ],
    },
    {
      slug: 'ourmission',
      tab: 'Our Mission',
      seo: {
        title: 'Our Mission: Decisions that keep working | Northstar',
        description:
          'Why Northstar exists and the four commitments behind our mission: understand first, build client capability, measure lasting results and widen access.',
      },
      heading: 'Our Mission',
      intro:
        'We exist to help organisations that provide essential services and infrastructure make sound decisions and carry them through. Four commitments turn that mission into everyday practice.',
      sections: [
        {
          kind: 'steps',
          heading: 'Our four commitments',
          items: [
            {
              title: 'Understand before we advise',
              description:
                'We start by visiting sites, reading the data and talking to the people doing the work, so that our recommendations fit the organisation as it really is.',
            },
            {
              title: 'Build capability, not dependence',
              description:
                'We pair our consultants with client staff and hand over tools, methods and training, so that clients can run and improve the new way of working themselves.',
            },
            {
              title: 'Measure what lasts',
              description:
                'We agree a few clear measures at the start of each engagement and check them again a year after we finish, then publish what we learn across the firm.',
            },
            {
              title: 'Widen access to good advice',
              description:
                'We give part of our time each year to charities, community groups and small public bodies that could not otherwise afford independent advice.',
            },
          ],
        },
        {
          kind: 'prose',
          heading: 'Why it matters',
          paragraphs: [
            'The sectors we serve shape daily life: where children learn, how food is grown and moved, where people live and work, and how public money is spent. Poor decisions in these areas are expensive and slow to undo.',
            'Our mission is deliberately modest in its wording. We do not promise to transform anyone. We promise to help clients choose well and to stay until the choice is working.',
          ],
        },
      ],
    },
  ],
} satisfies z.input<typeof AboutSchema>
