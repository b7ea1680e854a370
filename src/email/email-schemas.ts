import { type Static, Type } from '@sinclair/typebox';
import { Id, StringEnum } from '../shared/schemas.js';

const Address = Type.String({ minLength: 1, maxLength: 254, examples: ['accounts@client.example'] });
/** An address, or a list of them, as a send takes them. */
export const Addresses = (description: string) =>
  Type.Union([Address, Type.Array(Address, { minItems: 1, maxItems: 50 })], { description });

export const SendDocumentInput = Type.Object(
  {
    to: Addresses('Whom to send it to: an address, or a list of them.'),
    cc: Type.Optional(Addresses('Whom to copy it to.')),
    subject: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 200,
        description: 'By default "Invoice INV-000001 from <the company\'s name>", as the document is named.',
      }),
    ),
    message: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 10_000,
        description:
          "The text of the email. By default a short note of the document's total and due date, and the company's payment instructions when it has them.",
      }),
    ),
  },
  { title: 'SendDocumentInput', additionalProperties: false, examples: [{ to: 'accounts@client.example' }] },
);
export type SendDocumentInput = Static<typeof SendDocumentInput>;

/** What a document that is sent by email tells of its last send; left out until it is sent. */
export const SentFields = {
  sentAt: Type.Optional(
    Type.String({
      format: 'date-time',
      description: 'When it was last sent by email: when the send was accepted (UTC).',
    }),
  ),
  sentBy: Type.Optional(Type.String({ description: 'The user name of who last sent it by email.' })),
};

/** A document's last send, as its view has it, for its answer. */
export const presentSent = (sent: { sentAt: string | null; sentBy: string | null }) =>
  sent.sentAt === null ? {} : { sentAt: sent.sentAt, sentBy: sent.sentBy ?? undefined };

export const EMAIL_STATUSES = ['pending', 'sent', 'failed'] as const;

const NullableTimestamp = (description: string) =>
  Type.Unsafe<string | null>({ type: ['string', 'null'], format: 'date-time', description });

export const DocumentEmail = Type.Object(
  {
    id: Id,
    documentId: Id,
    to: Type.Array(Type.String()),
    cc: Type.Array(Type.String()),
    subject: Type.String(),
    attachmentName: Type.String({
      description: 'The file name of the PDF attached, as rendered when the send was asked for.',
    }),
    status: StringEnum(EMAIL_STATUSES, {
      description:
        'pending: waits for its next attempt; sent: the mail server accepted it; failed: the server refused it for good (5xx), or the attempts ran out.',
    }),
    attempts: Type.Integer({ minimum: 0, description: 'The attempts made so far.' }),
    nextAttemptAt: NullableTimestamp('When it is next tried (UTC); null unless pending.'),
    lastAttemptAt: NullableTimestamp('When it was last tried (UTC); null before its first attempt.'),
    error: Type.Unsafe<string | null>({
      type: ['string', 'null'],
      description: "Why the last attempt failed: the mail server's answer, or why none came.",
    }),
    requestedBy: Type.String({ description: 'The user name of who asked for the send.' }),
    createdAt: Type.String({ format: 'date-time', description: 'When the send was accepted (UTC).' }),
  },
  { title: 'DocumentEmail' },
);
export type DocumentEmail = Static<typeof DocumentEmail>;
