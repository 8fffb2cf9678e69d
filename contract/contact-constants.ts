// Plain values the browser needs; kept apart from the zod schemas so zod stays out of its bundle.

/** The contact form's id: the field with the server's token sits outside the island, tied to it by `form`. */
export const CONTACT_FORM_ID = 'contact-form'
/** The hidden field that carries the server's proof of when the form was handed out. */
export const FORM_TOKEN_FIELD = 'formToken'
