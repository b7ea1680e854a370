import type { FastifyReply, FastifyRequest } from 'fastify';
import { documentEmails } from '../email/document-email.js';
import { documentSender } from '../email/document-email-routes.js';
import { type DocumentEmail, SendDocumentInput } from '../email/email-schemas.js';
import type { ModuleOptions } from '../shared/module-options.js';
import { assertValid } from '../shared/validation.js';
import { SEND_FIELDS } from './statement-pages.js';
import type { Writers } from './web-format.js';
import { type FormField, formInput, pageRefusal } from './web-forms.js';
import type { DocumentOnPage, PagedKind, WebSide } from './web-sides.js';

const FIELDS: FormField[] = [...SEND_FIELDS, { name: 'message', label: 'Message', type: 'textarea' }];
const NAMES = FIELDS.map(({ name }) => name);

const EMAIL_STATUS_NAMES: Record<DocumentEmail['status'], string> = {
  pending: 'Pending',
  sent: 'Sent',
  failed: 'Failed',
};

/**
 * A kind's sending by email from its page, through the API's send (null for a kind that is not
 * sent): what its page shows of it, and the send of its form.
 */
export function documentEmailForms(
  side: WebSide,
  kind: PagedKind,
  { db, config }: Pick<ModuleOptions, 'db' | 'config'>,
) {
  if (kind.emailed === null) return null;
  const emailed = kind.emailed(config);
  const send = documentSender(emailed);
  return {
    /** The document's emails and last send, and the form, whose address is at first the party's. */
    shown: async (companyId: bigint, document: DocumentOnPage) => {
      const [emails, party] = await Promise.all([
        documentEmails(db, companyId, emailed.kind, document.id),
        side.party.service.get(db, companyId, document.partyId),
      ]);
      return (write: Writers) => ({
        emailing: {
          submit: `Send ${kind.noun}`,
          configured: config.mail !== null,
          fields: FIELDS,
          values: { to: party.email ?? '' },
          sent: document.sentAt ? { at: write.moment(document.sentAt), by: document.sentBy } : null,
          emails: emails.map((email) => ({
            to: email.to.join(', '),
            cc: email.cc.join(', '),
            requested: write.moment(email.createdAt),
            status: EMAIL_STATUS_NAMES[email.status],
            error: email.error ?? '',
          })),
        },
      });
    },
    /** Sends the document as the form asks; null once sent, else what the page shows of the refusal. */
    send: async (request: FastifyRequest, reply: FastifyReply, id: bigint) => {
      const values = formInput(request.body, NAMES);
      try {
        assertValid(SendDocumentInput, values);
        await send(db, { request, reply, mail: config.mail, id, body: values });
        return null;
      } catch (error) {
        return { sendValues: values, ...sendRefusal(error) };
      }
    },
  };
}

/**
 * A refused send: each problem beside its field; a refusal of the document itself (a draft's),
 * which names no field of the form, above the form in the API's words.
 */
function sendRefusal(error: unknown) {
  const { status, message, problems, fieldErrors } = pageRefusal(error, NAMES);
  return { status, sendRefused: { message, problems }, sendErrors: fieldErrors };
}
