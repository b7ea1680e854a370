import type { Content, TDocumentDefinitions } from 'pdfmake';
import { fontFamilyFor } from './pdf-render.js';
import type { PrintedCompany } from './printed-company.js';

const LOGO_BOX: [number, number] = [150, 70];

/** A page of the company's: its logo and details at the head, its footer and the page's number at the foot. */
export function companyPage(
  company: PrintedCompany,
  document: { title: string; content: Content[]; stamp?: string | null },
): TDocumentDefinitions {
  const content = [companyHeading(company), ...document.content];
  return {
    info: { title: document.title, author: company.name },
    language: company.locale,
    displayTitle: true,
    pageMargins: [40, 40, 40, 60],
    content,
    footer: (page, pages) => ({
      stack: [...(company.footer ? [company.footer] : []), `Page ${page} of ${pages}`],
      alignment: 'center',
      fontSize: 8,
      margin: [40, 16, 40, 0],
    }),
    ...(document.stamp ? { watermark: { text: document.stamp, opacity: 0.15, bold: true } } : {}),
    defaultStyle: { font: fontFamilyFor([content, company.footer, document.stamp]), fontSize: 9 },
  };
}

function companyHeading(company: PrintedCompany): Content {
  const { logo } = company;
  const image = logo ? { image: `data:${logo.mediaType};base64,${logo.image.toString('base64')}`, fit: LOGO_BOX } : '';
  return {
    columns: [
      image,
      {
        stack: [{ text: company.name, bold: true, fontSize: 11 }, ...company.details],
        alignment: 'right',
      },
    ],
    margin: [0, 0, 0, 16],
  };
}
