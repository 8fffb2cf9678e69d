// The hiring process for experienced roles: the same five stages on every category page, with the
// case discussion and the final conversations described for that category.
export function hiringProcess(caseDiscussion: string, meetTheTeam = 'a partner') {
  return {
    kind: 'steps' as const,
    heading: 'The hiring process',
    intro:
      'Most candidates hear our decision within four weeks of applying, and everyone who interviews receives feedback.',
    items: [
      {
        title: 'Apply online',
        description:
          'Send your CV and a few lines on why the role interests you. There is no cover letter and no online test at this stage.',
      },
      {
        title: 'Introductory call',
        description:
          'If your experience fits, a recruiter calls within ten working days for a 30-minute conversation about the role, your goals, location and salary.',
      },
      { title: 'Case discussion', description: caseDiscussion },
      {
        title: 'Meet the team',
        description: `One conversation with future colleagues and one with ${meetTheTeam}, about how you work with ${meetTheTeam === 'a partner' ? 'clients' : 'others'} and how you would like to grow.`,
      },
      {
        title: 'Decision and offer',
        description:
          'We aim to decide within a week of your final interview. If we make an offer, your future manager calls you to talk it through.',
      },
    ],
  }
}
