/** Text made safe to put in HTML, as an element's text or an attribute's value. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
