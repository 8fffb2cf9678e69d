import type { z } from 'zod'
import type { JobDetailSchema } from '../schemas.ts'

export const tech001 = {
  id: 'TECH-001',
  seo: {
    title: 'Senior Data Engineer (TECH-001) | Careers at Northstar',
    description:
      'Senior Data Engineer, full-time in London: build the pipelines and models behind client dashboards for school networks, growers and logistics operators.',
  },
  salary: '£72,000 to £88,000 a year, plus pension, private medical cover and a learning budget',
  baseSalary: { currency: 'GBP', min: 72000, max: 88000, unit: 'YEAR' },
  employmentType: ['FULL_TIME'],
  office: { locality: 'London', country: 'GB' },
  datePosted: '2026-11-02',
  closingDate: '2027-01-29',
  about: [
    'Our technology team builds the data foundations for engagements across every Northstar sector. Clients come to us with operational data spread across pupil information systems, farm management tools, warehouse systems and spreadsheets, and with leaders who want a few measures they can trust. This role is based in our London office and works with clients and colleagues across the United Kingdom and Europe.',
    'As a Senior Data Engineer you design and build the pipelines and data models behind those measures, working alongside the consultants who agree with the client what the measures should be. A typical engagement runs three to six months: you assess the source data, build a pipeline that the client can run without us, and model the data so that dashboards stay simple and correct.',
    'You report to the head of data engineering and join a team of eight engineers and analysts. You would mentor at least one junior colleague, and you would review code and designs across the team.',
  ],
  responsibilities: [
    'Design, build and document data pipelines that bring together client data from operational systems, files and APIs, with automated tests and monitoring.',
    'Model data for reporting so that each measure a client uses has one agreed definition, with the logic visible and version-controlled.',
    'Assess the quality of client data early in an engagement and explain the gaps, and what they mean for the analysis, to consultants and client staff in plain language.',
    "Choose tools that fit the client's own skills and budget, and hand over pipelines with documentation and training so their team can maintain them.",
    "Handle personal and commercially sensitive data, such as pupil records, within the client's data-protection rules and our own security standards.",
    'Review code and designs from other engineers and mentor at least one junior engineer or analyst.',
  ],
  requirements: [
    'Several years of experience building production data pipelines, including at least one you designed and owned from start to finish.',
    'Strong SQL and Python, and experience with a modern cloud data warehouse and an orchestration or transformation tool.',
    'Experience of data modelling for reporting, including slowly changing data and reconciling figures from different source systems.',
    'Good habits in testing, version control and documentation, and the judgement to know how much engineering a client problem needs.',
    'The ability to explain technical choices and data limitations to people who are not engineers.',
    'Experience with education, agriculture or logistics data is welcome but not required.',
    'The right to work in the United Kingdom. Occasional travel to client sites, usually for a day or two at a time.',
  ],
  howToApply:
    'E-mail your CV and a few lines on why the role interests you to careers@northstar.example, quoting TECH-001 in the subject line. There is no cover letter to write and no online test at this stage.',
} satisfies z.input<typeof JobDetailSchema>
