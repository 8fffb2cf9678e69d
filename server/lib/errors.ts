import type { ContentUse } from '#contract/errors.ts'

/** An expected failure with the HTTP status and the message a visitor may see. */
export class AppError extends Error {
  statusCode: number
  code: string
  constructor(statusCode: number, code: string, message: string, options?: ErrorOptions) {
    super(message, options)
    this.statusCode = statusCode
    this.code = code
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found') {
    super(404, 'not_found', message)
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Please sign in.') {
    super(401, 'unauthorized', message)
  }
}

export class ForbiddenError extends AppError {
  constructor(message: string) {
    super(403, 'forbidden', message)
  }
}

export class ConflictError extends AppError {
  constructor(message: string) {
    super(409, 'conflict', message)
  }
}

export class GoneError extends AppError {
  constructor(message: string) {
    super(410, 'gone', message)
  }
}

export class TooManyRequestsError extends AppError {
  constructor(message: string) {
    super(429, 'rate_limited', message)
  }
}

/** What a member asked to take away is used elsewhere: each place, in words and with a link. */
export class InUseError extends AppError {
  uses: ContentUse[]
  constructor(message: string, uses: ContentUse[]) {
    super(409, 'in_use', message)
    this.uses = uses
  }
}

/** A value that passed its schema but not a rule only the server can check (a common password). */
export class InvalidFieldError extends AppError {
  fields: Record<string, string>
  constructor(field: string, message: string, fields: Record<string, string> = { [field]: message }) {
    super(400, 'invalid_request', message)
    this.fields = fields
  }
}

/** Several fields at fault at once (a content entry the build would refuse): a message for each. */
export class InvalidFieldsError extends InvalidFieldError {
  constructor(message: string, fields: Record<string, string>) {
    super(Object.keys(fields)[0] ?? '', message, fields)
  }
}
