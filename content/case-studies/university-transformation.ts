import type { z } from 'zod'
import type { CaseStudySchema } from '../schemas.ts'

export const universityTransformation = {
  slug: 'university-transformation',
  seo: {
    title: 'Reshaping a University Around Student Success | Northstar',
    description:
      'How a university of 9,000 students redesigned first-year support, merged three service desks and rebuilt its timetable to lift continuation from 81% to 89%.',
  },
  title: 'Reshaping a mid-sized university around student success',
  sector: 'Education',
  client: 'A mid-sized university with 9,000 students',
  summary:
    'A university was losing almost one in five of its first-year students before the second year. We redesigned first-year support, merged three student-service desks into one and rebuilt the timetable; continuation rose from 81% to 89% within two intakes.',
  image: { src: '/images/case-1.svg', alt: '', width: 800, height: 600 },
  results: [
    { value: '89%', label: 'first-year continuation, up from 81%' },
    { value: '3 → 1', label: 'student-service desks' },
    { value: '2', label: 'intakes to see the change' },
  ],
  challenge: [
    'The university takes around 2,700 new students a year, many of them the first in their family to study for a degree and many commuting from home. Only 81% of them were continuing into the second year, well below the university’s own target and the average for similar institutions. Each student who left also took three years of fee income with them.',
    'Exit interviews showed that students rarely left for one reason. They struggled to find help, were sent between finance, wellbeing and academic advice desks in different buildings, and faced timetables that spread two hours of teaching across a whole day. Academic departments and professional services each owned a piece of the problem, but nobody owned the first-year experience as a whole.',
  ],
  approach: [
    {
      title: 'Find out who leaves and why',
      description:
        'We linked three years of enrolment, attendance, timetable and support data and interviewed 140 current and former students. Missing four weeks of teaching in the first term was the clearest early sign that a student would leave.',
    },
    {
      title: 'One front door for student services',
      description:
        'We merged the finance, wellbeing and academic advice desks into a single service with one location, one phone number and one case record, so a student explains their situation once.',
    },
    {
      title: 'A timetable built around commuters',
      description:
        'With the timetabling team we grouped first-year teaching into three or four days a week and cut long gaps between sessions, which made attending cheaper and easier for students who travel.',
    },
    {
      title: 'Personal tutors with early alerts',
      description:
        'Every first-year now has a named personal tutor who receives a weekly alert when attendance drops, with a short script and a direct route into the new student service.',
    },
  ],
  outcome: [
    'Within two intakes, first-year continuation rose from 81% to 89%. That is about 215 more students each year staying on into their second year, and the university estimates it keeps about £2m a year in second-year fee income that it would previously have lost.',
    'The merged service handles more enquiries with the same number of staff, because repeat contacts have fallen. The university has since extended the attendance alerts and personal tutor model to second-year students.',
  ],
  quote: {
    text: 'We had plenty of support on offer. The problem was that students had to work out where it was. Putting it behind one door changed that quickly.',
    name: 'Dr Anjali Rao',
    role: 'Pro Vice-Chancellor for Education, the university',
  },
  related: [
    { label: 'Education', href: '/industries/education' },
    { label: 'Digital', href: '/capabilities/digital' },
    { label: 'A five-year roadmap for a school network', href: '/case-studies/education-roadmap' },
  ],
} satisfies z.input<typeof CaseStudySchema>
