/** The topic the footer's sign-up asks for (content/newsletter-links.yaml names every topic). */
export const DEFAULT_TOPIC = 'insights'
