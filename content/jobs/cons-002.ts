import type { z } from 'zod'
import type { JobDetailSchema } from '../schemas.ts'

export const cons002 = {
  id: 'CONS-002',
  seo: {
    title: 'Consultant, Education and Skills (CONS-002) | Careers at Northstar',
    description:
      'Consultant, Education and Skills, full-time in Toronto: help school boards, colleges and training providers plan budgets, staffing and new programmes.',
  },
  salary:
    'CAD 82,000 to CAD 98,000 a year, plus retirement contributions, health benefits and a learning budget',
  baseSalary: { currency: 'CAD', min: 82000, max: 98000, unit: 'YEAR' },
  employmentType: ['FULL_TIME'],
  office: { locality: 'Toronto', region: 'ON', country: 'CA' },
  datePosted: '2026-10-19',
  closingDate: '2026-12-18',
  about: [
    'Our education and skills team in Toronto works with school boards, colleges and training providers on the decisions that shape their next few years: how to balance a budget, how many staff to hire and where, and whether a new programme will attract enough learners to pay for itself.',
    'As a Consultant you take on a defined workstream within engagements of four to eight people. You gather and analyse enrolment, finance and staffing data, interview staff and students, and turn what you find into clear, practical advice. You present your own work to clients, supported by a manager who reviews it with you.',
    'Experience in education, public policy or analysis is welcome; consulting experience is not required. Many of our consultants were teachers, administrators or policy analysts before they joined, and we train you in the consulting skills through our firm-wide curriculum.',
  ],
  responsibilities: [
    'Build and maintain models of enrolment, staffing and budgets that clients can use to compare options.',
    'Plan and run interviews, surveys and workshops with teachers, college staff, learners and administrators.',
    'Assess the case for new programmes, including demand, staffing, facilities and cost, and the risks if enrolment falls short.',
    'Write clear, short reports and present your findings to client leaders and boards.',
    'Keep the day-to-day relationship with a client counterpart on your workstream, and flag problems early.',
    "Support analysts, interns and co-op students on your team, and contribute to the team's shared tools and methods.",
  ],
  requirements: [
    'Experience in education, public policy or analytical work, for example as a teacher, administrator, policy analyst or researcher.',
    'Confidence with numbers: comfortable building a spreadsheet model and checking it, even if it is not your specialism yet.',
    'Clear, plain writing and the ability to explain findings to people with very different roles.',
    'Sound judgement about evidence, and the honesty to say when the data does not support a conclusion.',
    'Understanding of how school boards, colleges or training providers in Ontario are funded and governed is an advantage.',
    'Professional working proficiency in French is an advantage but not required.',
    'The right to work in Canada, and willingness to travel within Ontario to client sites.',
  ],
  howToApply:
    'E-mail your CV and a few lines on why the role interests you to careers@northstar.example, quoting CONS-002 in the subject line. No consulting experience or cover letter is needed.',
} satisfies z.input<typeof JobDetailSchema>
