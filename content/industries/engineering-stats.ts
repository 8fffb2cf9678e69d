/** The engineering practice's figures, shown on both construction sector pages. */
export const engineeringStats = [
  { value: '500+', label: 'Projects Completed' },
  { value: '50+', label: 'Countries Served' },
  { value: '1000+', label: 'Engineers Worldwide' },
  { value: '25+', label: 'Years Experience' },
]
