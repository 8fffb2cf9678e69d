import type { z } from 'zod'
import type { CareersSchema } from './schemas.ts'

const heroCareers = { src: '/images/hero-careers.svg', alt: '', width: 1600, height: 900 }
const avatar = (n: number) => ({ src: `/images/avatar-${n}.svg`, alt: '', width: 400, height: 400 })

export const careers = {
  life: {
    label: 'Life at Northstar',
    seo: {
      title: 'Life at Northstar | Culture, people and ways of working',
      description:
        'What it is really like to work at Northstar: stories from colleagues, how our teams work together day to day, and what to expect in your first year.',
    },
    hero: {
      eyebrow: 'Life at Northstar',
      title: 'Real problems, small teams and people who back you',
      subtitle:
        'Our colleagues spend their days in classrooms, on farms, on building sites and in boardrooms. Here is what that looks like from the inside.',
      image: heroCareers,
      size: 'tall',
    },
    intro:
      'Most Northstar projects run with four to eight people, so everyone does work that matters and everyone is heard. You will spend time with clients where their work happens, learn from colleagues with very different backgrounds, and get regular, honest feedback on how you are doing.',
    stories: [
      {
        name: 'Maya Ellison',
        role: 'Senior Consultant, Education',
        quote:
          'I joined to analyse school budgets and ended up helping a whole region redesign how it trains teachers.',
        story:
          'Maya joined on the Graduate Program after a degree in economics and rotated through education, social sector and technology teams. She now leads day-to-day work with a group of school trusts on staffing and training plans. She also mentors two graduates and runs our internal course on presenting data to non-specialists.',
        image: avatar(1),
        href: '/careers/stories/1',
      },
      {
        name: 'Tomasz Nowicki',
        role: 'Project Director, Engineering & Construction',
        quote:
          'After fifteen years on site, I wanted to fix problems before they reached the site, and here I can.',
        story:
          'Tomasz spent most of his career as a site and project manager for contractors before joining Northstar as an experienced hire. He now reviews schedules and cost plans for public building programmes and coaches client teams on project controls. He says the biggest change was having time to think a problem through before committing to an answer.',
        image: avatar(2),
        href: '/careers/stories/2',
      },
      {
        name: 'Grace Adeyemi',
        role: 'Data Analyst, Technology',
        quote:
          'My co-op placement was the first time I saw my code change a decision someone made that same week.',
        story:
          'Grace came to Northstar on a six-month co-op placement during her computer science degree, building crop-yield dashboards for a farming cooperative. She returned full time after graduating and now works on data projects across agriculture and logistics. Her co-op manager is still her mentor.',
        image: avatar(3),
        href: '/careers/stories/3',
      },
    ],
    sections: [
      {
        kind: 'cards',
        heading: 'How we work',
        columns: 3,
        items: [
          {
            title: 'Small, mixed teams',
            description:
              'A typical team combines a sector specialist, a consultant, an analyst and a client colleague. Everyone presents their own work, including the most junior person in the room.',
          },
          {
            title: 'Time where the work happens',
            description:
              'We visit schools, farms, depots and sites to see problems first hand. Travel is planned with the team in advance and balanced against time at home.',
          },
          {
            title: 'Learning built into the job',
            description:
              'Each project ends with a short review of what worked and what did not. You also get a personal learning budget and protected time each year to use it.',
          },
        ],
      },
      {
        kind: 'list',
        heading: 'What to expect in your first year',
        items: [
          'A named buddy for your first three months and a mentor outside your reporting line for as long as you want one.',
          'Client work from your first few weeks, with a manager who reviews your work and explains the changes.',
          'Two formal feedback conversations a year, plus a short check-in at the end of each project.',
          'Firm-wide training on problem solving, writing, financial modelling and working with clients.',
          'A clear view of what you need to show to reach the next level, written down and agreed with your manager.',
        ],
      },
    ],
  },
  experienced: {
    label: 'Experienced Professionals',
    seo: {
      title: 'Careers for Experienced Professionals | Northstar',
      description:
        'Join Northstar as an experienced hire in consulting, engineering and technical roles, or operations and corporate teams. See how our hiring process works.',
    },
    hero: {
      eyebrow: 'Experienced Professionals',
      title: 'Lead the work you know best',
      subtitle:
        'Engineers, educators, analysts, advisers and operations specialists: lead engagements across sectors and help build a practice with us.',
      image: { src: '/images/career-experienced.svg', alt: '', width: 1200, height: 600 },
    },
    intro:
      'Many of our best consultants have spent years running the things our clients run. If you have managed a school, a site, a supply chain or a technology team, that experience is exactly what clients want in the room. We will help you add the consulting skills; you bring the judgement.',
    categories: [
      {
        title: 'Consulting & Advisory',
        description:
          'Lead client engagements in one of our eight sectors, from first diagnosis through to delivery. Roles range from consultant to director.',
        href: '/careers/experienced/consulting-advisory',
        linkLabel: 'Consulting roles',
      },
      {
        title: 'Engineering & Technical',
        description:
          'Civil, structural and building services engineers, cost planners, data engineers and software specialists who give clients independent technical advice.',
        href: '/careers/experienced/engineering-technical',
        linkLabel: 'Engineering and technical roles',
      },
      {
        title: 'Operations & Corporate',
        description:
          'The finance, people, marketing, IT and resourcing teams that keep more than 50 offices running and our consultants free to focus on clients.',
        href: '/careers/experienced/operations-corporate',
        linkLabel: 'Operations and corporate roles',
      },
    ],
    sections: [
      {
        kind: 'steps',
        heading: 'How hiring works',
        intro:
          'Most candidates hear our decision within four weeks of applying, and everyone who interviews receives feedback.',
        items: [
          {
            title: 'Apply online',
            description:
              'Send your CV and a few lines on why the role interests you. There is no cover letter to write and no online test at this stage.',
          },
          {
            title: 'Introductory call',
            description:
              'If your experience fits, a recruiter will call within ten working days for a 30-minute conversation about the role, your goals and practical details such as location and salary.',
          },
          {
            title: 'Case discussion',
            description:
              'You work through an anonymised problem from the sector you would join with two of our team. We send the brief two days ahead; we want to see how you think, not how fast you react.',
          },
          {
            title: 'Meet the team',
            description:
              'Two conversations: one with future colleagues and one with a partner, covering how you work with clients and how you would like to grow.',
          },
          {
            title: 'Decision and offer',
            description:
              'We aim to decide within a week of your final interview. If we make an offer, your future manager will call you to talk it through.',
          },
        ],
      },
      {
        kind: 'list',
        heading: 'What we look for',
        items: [
          'Deep experience in at least one of the sectors we serve, or in a skill such as engineering, data or finance that they all need.',
          'Sound judgement under uncertainty, and the honesty to say when you do not know.',
          'The ability to explain complex ideas in plain language to very different audiences.',
          'Interest in developing others: every experienced hire mentors at least one junior colleague.',
        ],
      },
    ],
  },
  students: {
    label: 'Students & Graduates',
    seo: {
      title: 'Students and Graduates: Internships and Programmes | Northstar',
      description:
        'Paid summer internships, a two-year Graduate Program and co-op placements at Northstar. See what each involves, who can apply and how selection works.',
    },
    hero: {
      eyebrow: 'Students & Graduates',
      title: 'Your first step into consulting, with real client work',
      subtitle:
        'Internships, graduate roles and co-op placements with a mentor from day one and client work within your first few weeks.',
      image: { src: '/images/career-early.svg', alt: '', width: 1200, height: 600 },
    },
    intro:
      'We welcome students from every degree subject, not only business and economics. Engineers, agronomists, teachers in training, historians and computer scientists all do well here. What matters is curiosity, care with evidence and the ability to work well with people.',
    programmes: [
      {
        title: 'Summer Internship',
        description:
          'A paid placement for students in their penultimate year. You join a live client team, take on a defined piece of the work and present your findings to partners at the end. Strong interns are offered a place on the Graduate Program or a fast-track interview.',
        duration: '10-12 weeks',
        href: '/careers/students/summer-internship',
      },
      {
        title: 'Graduate Program',
        description:
          'Three eight-month rotations across different sectors and teams, with a structured training curriculum, a mentor and support towards a professional qualification. At the end you choose the practice you want to join.',
        duration: '2 years',
        href: '/careers/students/graduate-program',
      },
      {
        title: 'Co-op Program',
        description:
          "A paid placement that fits your university's co-op or placement-year calendar, usually between four and twelve months. You work as a full member of a project team, and we help you meet any assessment your course requires.",
        duration: 'Varies',
        href: '/careers/students/co-op-program',
      },
    ],
    apply: {
      heading: 'Ready to apply?',
      text: 'Applications for summer internships and graduate roles open each autumn and are reviewed as they arrive, so applying early helps. Co-op applications are open all year.',
      button: { label: 'Apply now', href: '/careers/students/apply' },
    },
    sections: [
      {
        kind: 'steps',
        heading: 'How selection works',
        intro: 'The same four stages apply to all three programmes, and you will hear back at every stage.',
        items: [
          {
            title: 'Online application',
            description:
              'Your CV, your predicted or achieved grades and two short written answers about a problem you have worked on. It takes about 30 minutes.',
          },
          {
            title: 'Problem-solving exercise',
            description:
              'A 45-minute online exercise based on a real situation from one of our sectors. There is no trick to it and no prior business knowledge is needed.',
          },
          {
            title: 'Assessment day',
            description:
              'A group case, a short presentation and an interview with a manager, held online or in an office near you. We send practice materials beforehand.',
          },
          {
            title: 'Offer and feedback',
            description:
              'You will hear within a week. Every candidate who reaches the assessment day receives written feedback, whatever the outcome.',
          },
        ],
      },
      {
        kind: 'list',
        heading: 'Support we offer',
        items: [
          'Adjustments at any stage of selection for candidates with a disability or long-term condition; just tell us what you need.',
          'Travel costs to assessment days paid in advance, so nobody is out of pocket.',
          'A named contact in our early careers team from application to your first day.',
          'Help with accommodation for summer interns and co-op students placed away from home.',
        ],
      },
    ],
  },
  jobs: {
    label: 'Search Jobs',
    seo: {
      title: 'Search Jobs at Northstar | Current vacancies',
      description:
        'Search current Northstar vacancies in technology, consulting, finance, marketing, human resources and operations, and set up alerts for new roles.',
    },
    hero: {
      eyebrow: 'Careers',
      title: 'Find your role at Northstar',
      subtitle:
        'Open positions across our offices, from technical specialists to consultants and the corporate teams who support them.',
      image: heroCareers,
    },
    intro:
      'Search by keyword or browse by team. Every listing gives the location, working pattern and salary range, and tells you who you would report to. If nothing fits today, set up an alert and we will email you when a matching role opens.',
    searchPlaceholder: 'Search for jobs...',
    categories: ['Technology', 'Consulting', 'Finance', 'Marketing', 'Human Resources', 'Operations'],
    detailHeadings: {
      about: 'About the role',
      responsibilities: 'What you will do',
      requirements: 'What you bring',
      apply: 'How to apply',
    },
    alert: {
      heading: 'Not seeing the right role?',
      text: 'Sign up with your e-mail address and we will send you new roles as they open, grouped by team and location. You can cancel your alert at any time with one click.',
      button: { label: 'Create a job alert', href: '/careers/alerts' },
    },
  },
} satisfies z.input<typeof CareersSchema>
