// The admin's buttons in the content screens: one look for the main action, one for the others.
const button = 'rounded-md px-4 py-2 font-semibold disabled:cursor-not-allowed disabled:opacity-60'
export const primary = `${button} bg-navy text-white hover:bg-navy-deep`
export const secondary = `${button} text-navy ring-1 ring-slate-300 hover:bg-slate-100`
