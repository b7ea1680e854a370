/** A kind of problem the service answers: its status, when it happens, and what the caller can do. */
export interface ProblemType {
  /** The status it is answered with; none for `client-error`, which stands for any other 4xx. */
  status?: number;
  when: string;
  whatToDo: string;
}

/**
 * Every problem type the service emits, by the name that ends its `type` URI (`/problems/{name}`):
 * the answers pick their type here, and each type's page describes it from here.
 */
export const PROBLEM_TYPES: Readonly<Record<string, ProblemType>> = {
  'invalid-request': {
    status: 400,
    when: 'The request is malformed JSON, a field of its body is invalid, a path or query parameter is bad, or the call does not take a query parameter it names. `errors` names each field, with its message.',
    whatToDo:
      'Correct the fields that `errors` names, as the API reference describes them, and send the request again.',
  },
  unauthorized: {
    status: 401,
    when: 'The request has no credentials, or a user name and API key (HTTP Basic) that do not match a key of the installation, or a revoked key.',
    whatToDo:
      'Send `Authorization: Basic` with the user name and a valid API key. An owner or an admin of the company can make a new key.',
  },
  forbidden: {
    status: 403,
    when: "The caller's role, or the scopes of the key presented, do not allow the call. `requiredRole` names the least role that may make it, `requiredScope` the scope the key lacks. Nothing is written.",
    whatToDo:
      'Make the call with a key that has the scope, as a user whose role allows it, or ask an owner of the company to change the role.',
  },
  'not-found': {
    status: 404,
    when: 'No route answers the path, or the record named in the path or in the body does not exist in the company. A record of another company answers as one that does not exist.',
    whatToDo: 'Check the path and the ids it and the body name: list the records to find the right id.',
  },
  'method-not-allowed': {
    status: 405,
    when: 'The path exists but does not take the method sent. `Allow` lists the methods it takes.',
    whatToDo: 'Use one of the methods that `Allow` lists.',
  },
  'not-acceptable': {
    status: 406,
    when: 'The `Accept` header names no media type that the call answers (JSON, and a PDF or CSV where the call offers one).',
    whatToDo: 'Accept one of the media types the API reference lists for the call, or send no `Accept`.',
  },
  'request-timeout': {
    status: 408,
    when: 'The headers and body of the request did not arrive whole within the time the server allows (`REQUEST_TIMEOUT_SECONDS`). The connection is closed.',
    whatToDo: 'Send the request again on a new connection, whole; check the network between the client and the server.',
  },
  conflict: {
    status: 409,
    when: 'The write would make a duplicate name, code or number, or remove a record still in use. With `Retry-After`, the write met others on the same records for too long.',
    whatToDo:
      'Choose another name, code or number, or remove what uses the record first. With `Retry-After`, send the same request again after that many seconds.',
  },
  'precondition-failed': {
    status: 412,
    when: '`If-Match` names no ETag that the record has as it stands: it changed since it was read, or it does not exist. Nothing is written.',
    whatToDo: 'Read the record again, apply the change to it as it now is, and write it with its new ETag.',
  },
  'payload-too-large': {
    status: 413,
    when: 'The body is larger than the call takes: 1 MiB, or 20 MiB for a bank statement file.',
    whatToDo: 'Send a smaller body: fewer lines in a document, or a statement file split by date.',
  },
  'uri-too-long': {
    status: 414,
    when: 'A part of the path is longer than any id or name the API takes.',
    whatToDo: 'Check the path: an id is a whole number, a name at most a few hundred characters.',
  },
  'unsupported-media-type': {
    status: 415,
    when: 'The body is not of a media type the call takes: JSON (`Content-Type: application/json`), `application/merge-patch+json` for a `PATCH`, or the file of a statement import.',
    whatToDo: 'Send the body as JSON with `Content-Type: application/json`.',
  },
  'rule-violation': {
    status: 422,
    when: 'The request is well-formed but breaks an accounting rule: an entry that does not balance, a payment over what is outstanding, a date before the lock date. The detail says which, and `errors` or the amounts named say where. Nothing is written.',
    whatToDo:
      'Change the request so that it keeps the rule the detail names, or change the records it depends on first.',
  },
  'too-many-requests': {
    status: 429,
    when: 'Too many failed authentications came from the address or for the user, or the key sent more requests than `RATE_LIMIT_PER_MINUTE` allows.',
    whatToDo:
      'Wait the seconds that `Retry-After` gives, then send the request again; check the credentials if authentications fail.',
  },
  'request-header-fields-too-large': {
    status: 431,
    when: 'The request line and headers are larger than the server takes (16 KiB). The connection is closed.',
    whatToDo: 'Send fewer or shorter headers (cookies in particular) on a new connection.',
  },
  'client-error': {
    when: 'The request is refused for a reason of its own that no other type names; the status and the detail say which.',
    whatToDo: 'Read the detail, correct the request, and send it again.',
  },
  'internal-error': {
    status: 500,
    when: 'The server failed unexpectedly. The detail gives nothing more than the request id; the server logged the failure whole under it.',
    whatToDo: 'Send the request again later. If it keeps failing, give the request id to whoever runs the server.',
  },
  unavailable: {
    status: 503,
    when: 'The service cannot serve the call as it is set up or as it stands: the database does not answer, the server is stopping, or a call needs a setting the installation lacks (email without `SMTP_URL`).',
    whatToDo:
      'Send the request again later, or to another server; for a missing setting, ask whoever runs the server to set it.',
  },
};

/** The name of the type of a problem answered with `status`. */
export function problemTypeOf(status: number): string {
  const named = Object.entries(PROBLEM_TYPES).find(([, type]) => type.status === status)?.[0];
  return named ?? (status >= 500 ? 'internal-error' : 'client-error');
}
