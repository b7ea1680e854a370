import type { TObject } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PDF, pdfAnswer } from '../reports/report-formats.js';
import { notAcceptable } from './errors.js';
import { preferredMediaType, varyBy } from './negotiation.js';

const JSON_TYPE = 'application/json';

/** A document's PDF and the name of its file (`INV-000001.pdf`). */
export interface PdfFile {
  filename: string;
  pdf: Buffer;
}

/** The success of a read answered as JSON of `schema`, or as a PDF with `Accept: application/pdf`. */
export const jsonOrPdf = (schema: TObject, description: string) => ({
  content: { [JSON_TYPE]: { schema }, ...pdfAnswer(description).content },
});

/** Whether the read answers its PDF (true) or its JSON (false); refused (406) when the request accepts neither. */
export function wantsPdf(request: FastifyRequest, reply: FastifyReply): boolean {
  varyBy(reply, 'Accept');
  const mediaType = preferredMediaType(request.headers.accept, [JSON_TYPE, PDF]);
  if (mediaType === undefined) throw notAcceptable(`This call answers ${JSON_TYPE} or ${PDF}`);
  return mediaType === PDF;
}

/** Answers a PDF to be shown in the browser, under its file's name. */
export const sendPdf = (reply: FastifyReply, { filename, pdf }: PdfFile) =>
  reply.type(PDF).header('content-disposition', `inline; filename="${filename}"`).send(pdf);
