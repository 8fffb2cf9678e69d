import { z } from 'zod'

/**
 * The language of the page a form was sent from (`fr`): the pages and mails that answer it are
 * written in it, where the site has it; the default language's where not.
 */
export const FormLanguageSchema = z
  .string()
  .regex(/^[a-z]{2,3}(-[A-Z]{2})?$/, 'Not a language code.')
  .optional()
  .describe('The language of the page the form was on (`fr`): its answer and e-mails are written in it.')
