import { extractText, getDocumentProxy } from 'unpdf';

/** The text of a PDF, page by page, as a reader would copy it. */
export async function pdfPages(pdf: Buffer): Promise<string[]> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  return (await extractText(document, { mergePages: false })).text;
}

/** The text of every page of a PDF, one after the other. */
export const pdfText = async (pdf: Buffer) => (await pdfPages(pdf)).join('\n');
