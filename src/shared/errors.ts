/** Domain errors carry a kind, not an HTTP status: shared/http.ts maps kinds to statuses in one place. */
export type ErrorKind =
  | 'invalid'
  | 'unauthorized'
  | 'forbidden'
  | 'not-found'
  | 'not-acceptable'
  | 'conflict'
  | 'busy'
  | 'precondition-failed'
  | 'rule-violation'
  | 'unavailable';

export interface FieldError {
  path: string;
  message: string;
}

export class DomainError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    readonly errors?: FieldError[],
    readonly extensions?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** A request that is well-formed JSON but whose fields are invalid (400). */
export const invalid = (message: string, errors?: FieldError[]) => new DomainError('invalid', message, errors);

/** A record that does not exist, or that belongs to another company: the two answer alike (404). */
export const notFound = (resource: string, id: bigint | string) =>
  new DomainError('not-found', `${resource} ${id} was not found`);

/** A read asked for in no media type that the call answers (406). */
export const notAcceptable = (message: string) => new DomainError('not-acceptable', message);

/** A uniqueness conflict, or a record still in use (409). */
export const conflict = (message: string, errors?: FieldError[]) => new DomainError('conflict', message, errors);

/** A write that lost a race with others and may succeed if sent again (409, with Retry-After). */
export const busy = (message: string) => new DomainError('busy', message);

/** A write whose If-Match names no tag the record has as it stands (412), or a record that does not exist. */
export const preconditionFailed = (message: string) => new DomainError('precondition-failed', message);

/** A well-formed request that breaks an accounting rule (422). */
export const ruleViolation = (message: string, errors?: FieldError[], extensions?: Record<string, unknown>) =>
  new DomainError('rule-violation', message, errors, extensions);

/** A call the deployment is not set up to answer (email without SMTP_URL): 503, until an operator sets it up. */
export const unavailable = (message: string) => new DomainError('unavailable', message);
