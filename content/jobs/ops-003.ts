import type { z } from 'zod'
import type { JobDetailSchema } from '../schemas.ts'

export const ops003 = {
  id: 'OPS-003',
  seo: {
    title: 'Resourcing Manager (OPS-003) | Careers at Northstar',
    description:
      'Resourcing Manager, full-time and hybrid in Singapore: match consultants and specialists to client projects across our Asia-Pacific offices.',
  },
  salary:
    'SGD 108,000 to SGD 132,000 a year, plus an annual performance bonus, medical cover and a learning budget',
  baseSalary: { currency: 'SGD', min: 108000, max: 132000, unit: 'YEAR' },
  employmentType: ['FULL_TIME'],
  office: { locality: 'Singapore', country: 'SG' },
  datePosted: '2026-11-16',
  closingDate: '2027-02-12',
  about: [
    'Our Asia-Pacific offices run dozens of client engagements at any one time, each needing the right mix of consultants, sector specialists and analysts. The Resourcing Manager decides who works where, and those decisions shape both what our clients receive and how our people develop.',
    "You own the staffing plan for the region, matching people to projects while balancing client needs with each person's development and workload. You work closely with directors who want particular people, with managers planning engagements and with colleagues who want to build new skills or need a lighter few months.",
    'The role is full-time and hybrid, based in our Singapore office with two to three days a week there, and reports to the regional operations director. You lead a team of two resourcing coordinators.',
  ],
  responsibilities: [
    'Own the regional staffing plan, matching consultants and specialists to engagements across our Asia-Pacific offices for the coming three months and beyond.',
    "Balance client needs with each person's development goals, workload and personal commitments, and make the trade-offs transparent to those affected.",
    'Work with directors and managers on upcoming proposals so that staffing is realistic before work is agreed with clients.',
    'Track utilisation, bench time and overloaded colleagues, and raise problems with practice leaders before they affect people or clients.',
    'Plan for skills the region will need, working with the people team on hiring and with practices on development and cross-office moves.',
    'Lead and develop two resourcing coordinators, and improve the tools and data the team uses to plan.',
  ],
  requirements: [
    'Experience in resourcing, workforce planning or operations in a professional services firm or another people-based business.',
    'The ability to hold firm, fair conversations with senior colleagues when demands compete.',
    'Strong spreadsheet and planning skills, and comfort working with resourcing or workforce management systems.',
    "Care for people's development and wellbeing as well as for utilisation figures.",
    'Experience managing or coaching a small team.',
    'Experience working across several countries in Asia-Pacific is an advantage.',
    'The right to work in Singapore.',
  ],
  howToApply:
    'E-mail your CV and a few lines on why the role interests you to careers@northstar.example, quoting OPS-003 in the subject line. If you have questions before applying, use our contact page and mention OPS-003.',
} satisfies z.input<typeof JobDetailSchema>
