import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { getCompany } from '../companies/company-reads.js';
import { changeCompanyAudited, companyVersion } from '../companies/company-routes.js';
import { type Company, CompanyUpdate } from '../companies/company-schemas.js';
import { getLogo, LOGO_MEDIA_TYPES, removeLogo, setLogo, updateCompany } from '../companies/company-service.js';
import type { Write } from '../db/write.js';
import { DomainError, invalid } from '../shared/errors.js';
import type { ModuleOptions } from '../shared/module-options.js';
import { assertValid } from '../shared/validation.js';
import { writersFor } from './web-format.js';
import { type FormField, formRefusal, formWithFile, wholeNumber } from './web-forms.js';

/** The company's fields that its details form sets, as CompanyUpdate names them. */
const DETAIL_FIELDS: FormField[] = [
  { name: 'name', label: 'Name', required: true },
  { name: 'legalName', label: 'Legal name' },
  { name: 'tradingName', label: 'Trading name' },
  { name: 'addressLine1', label: 'Address line 1' },
  { name: 'addressLine2', label: 'Address line 2' },
  { name: 'city', label: 'Town or city' },
  { name: 'postcode', label: 'Postcode' },
  { name: 'countryCode', label: 'Country code' },
  { name: 'companyNumber', label: 'Company number' },
  { name: 'vatNumber', label: 'VAT number' },
  { name: 'email', label: 'Email', type: 'email' },
  { name: 'phone', label: 'Phone' },
  { name: 'website', label: 'Website' },
  { name: 'paymentTermsDays', label: 'Payment terms (days)', type: 'number' },
  { name: 'paymentInstructions', label: 'Payment instructions', type: 'textarea' },
  { name: 'invoiceFooter', label: 'Invoice footer', type: 'textarea' },
  { name: 'locale', label: 'Locale' },
  { name: 'yearStart', label: 'Financial year starts (MM-DD)', required: true },
];

const LOCK_DATE_FIELD: FormField = { name: 'lockDate', label: 'Lock date', type: 'date' };
const LOGO_FIELD: FormField = { name: 'logo', label: 'Logo', type: 'file', accept: LOGO_MEDIA_TYPES.join(',') };

/** The page's forms, each with the fields it sends: a refusal's message stands beside its form. */
const FORM_FIELDS = { details: DETAIL_FIELDS, lockDate: [LOCK_DATE_FIELD], logo: [] };
type CompanyForm = keyof typeof FORM_FIELDS;

const COMPANY_PAGE = '/settings/company';

/**
 * The company's settings: its details, logo and lock date, shown to every user and changed by those
 * the API lets change them (`admin`), through the calls of /api/v1/company.
 */
export function companyPages(app: FastifyInstance, { db }: ModuleOptions): void {
  const writing = { schema: { hide: true }, config: { permission: 'admin' as const } };

  const showCompany = async (request: FastifyRequest, reply: FastifyReply, form: Record<string, unknown> = {}) => {
    const company = await getCompany(db, request.principal.companyId);
    const sent = (form.values ?? {}) as Record<string, string>;
    return reply.view('company', {
      title: 'Company',
      current: 'Settings',
      company,
      version: companyVersion(request, reply, company),
      fields: DETAIL_FIELDS,
      lockDateField: LOCK_DATE_FIELD,
      logoField: LOGO_FIELD,
      lockDate: company.lockDate === null ? null : writersFor(company).date(company.lockDate),
      ...form,
      values: { ...valuesOf(company), ...sent },
    });
  };

  /**
   * A write of one of the page's forms: the page again after it, or with what the service refused.
   * A conditional form is refused when the company changed after it was shown, as the API's If-Match
   * refuses it; the page then shows the company as it now stands, so that nothing sent overwrites the
   * other change unseen.
   */
  const companyWrite =
    (
      form: CompanyForm,
      change: (request: FastifyRequest, write: Write, current: Company) => Promise<Company>,
      conditional = false,
    ) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      // A form without its version is taken for one read before any change, and refused as stale.
      const ifMatch = conditional ? String((request.body as Record<string, unknown>)?.version ?? '') : undefined;
      try {
        await changeCompanyAudited(request, reply, db, (write, current) => change(request, write, current), ifMatch);
        return reply.redirect(`${reply.locals?.base}${COMPANY_PAGE}`, 303);
      } catch (error) {
        if (error instanceof DomainError && error.kind === 'precondition-failed') {
          return showCompany(request, reply.code(409), { refused: form, message: CHANGED_SINCE_SHOWN });
        }
        const { status, message, fieldErrors } = formRefusal(error);
        // The API's logo is its body: the form's is its Logo field.
        const marked = form === 'logo' && fieldErrors.body ? { logo: fieldErrors.body } : fieldErrors;
        const values = sentValues(request.body, FORM_FIELDS[form]);
        return showCompany(request, reply.code(status), { refused: form, message, fieldErrors: marked, values });
      }
    };

  app.get(COMPANY_PAGE, { schema: { hide: true }, config: { permission: 'read' } }, (request, reply) =>
    showCompany(request, reply),
  );

  app.get(
    `${COMPANY_PAGE}/logo`,
    { schema: { hide: true }, config: { permission: 'read' } },
    async (request, reply) => {
      const logo = await getLogo(db, request.principal.companyId);
      return reply.type(logo.mediaType).header('cache-control', 'no-cache').send(logo.image);
    },
  );

  /** A form that updates the company as PATCH /company does, unless the company changed since it was shown. */
  const updateForm = (
    form: 'details' | 'lockDate',
    inputOf: (values: Record<string, string>, current: Company) => unknown,
  ) =>
    companyWrite(
      form,
      (request, write, current) => {
        const input = inputOf(sentValues(request.body, FORM_FIELDS[form]), current);
        assertValid(CompanyUpdate, input);
        return updateCompany(write, current.id, input);
      },
      true,
    );

  app.post(
    COMPANY_PAGE,
    writing,
    updateForm('details', (values, current) => ({ ...detailsInput(values), lockDate: current.lockDate })),
  );

  app.post(
    `${COMPANY_PAGE}/lock-date`,
    writing,
    updateForm('lockDate', ({ lockDate }) => ({ lockDate: lockDate === '' ? null : lockDate })),
  );

  // The image is read whole before the write's transaction begins, which waits for no upload.
  app.post(
    `${COMPANY_PAGE}/logo`,
    { ...writing, config: { ...writing.config, takesFile: true } },
    async (request, reply) => {
      const { file } = await formWithFile(request);
      return companyWrite('logo', (_request, write, current) => {
        if (!file || file.content.length === 0) {
          throw invalid('Choose the image to upload', [
            { path: 'logo', message: `must be a file chosen to upload: ${LOGO_MEDIA_TYPES.join(' or ')}` },
          ]);
        }
        return setLogo(write, current.id, file.mediaType, file.content);
      })(request, reply);
    },
  );

  app.post(
    `${COMPANY_PAGE}/logo/remove`,
    writing,
    companyWrite('logo', (_request, write, current) => removeLogo(write, current.id)),
  );
}

/** What a form sent after someone else changed the company is told, above the company as it now stands. */
const CHANGED_SINCE_SHOWN =
  'The company was changed after this form was shown, so nothing was saved: the page now shows the company as it stands. Make your changes again.';

/** The company's fields as its forms show them. */
const valuesOf = (company: Company): Record<string, string> =>
  Object.fromEntries(
    [...DETAIL_FIELDS, LOCK_DATE_FIELD].map(({ name }) => [name, String(company[name as keyof Company] ?? '')]),
  );

/**
 * Each field a form sent, as it was typed; a text area's line breaks as the company keeps them, not
 * as the browser sends them (CR LF), so that saving a form leaves what it did not touch as it was.
 */
const sentValues = (body: unknown, fields: FormField[]): Record<string, string> =>
  Object.fromEntries(
    fields.map(({ name, type }) => {
      const value = (body as Record<string, unknown> | undefined)?.[name];
      const text = typeof value === 'string' ? value : '';
      return [name, type === 'textarea' ? text.replace(/\r\n/g, '\n') : text];
    }),
  );

/** The API's update of the details the form sent: a detail left empty is unset, as the API's null unsets it. */
const detailsInput = (values: Record<string, string>) =>
  Object.fromEntries(
    DETAIL_FIELDS.map(({ name, required, type }) => {
      const text = values[name] ?? '';
      if (text === '' && !required) return [name, null];
      return [name, type === 'number' ? wholeNumber(text) : text];
    }),
  );
