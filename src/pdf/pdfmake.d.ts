// The part of pdfmake 0.3's API the service uses. @types/pdfmake is not used: it brings the DOM's
// types into the whole program, whose `fetch` then no longer takes Node's bodies.
declare module 'pdfmake' {
  export type Alignment = 'left' | 'right' | 'center' | 'justify';
  export type Margins = number | [number, number] | [number, number, number, number];

  export interface Style {
    font?: string;
    fontSize?: number;
    bold?: boolean;
    italics?: boolean;
    color?: string;
    alignment?: Alignment;
    margin?: Margins;
    lineHeight?: number;
  }

  export type ContentObject = Style & {
    text?: string | Content[];
    stack?: Content[];
    columns?: Content[];
    table?: {
      headerRows?: number;
      dontBreakRows?: boolean;
      keepWithHeaderRows?: number;
      widths?: (number | string)[];
      body: TableCell[][];
    };
    layout?: string | Record<string, unknown>;
    image?: string;
    fit?: [number, number];
    width?: number | string;
    colSpan?: number;
    style?: string | string[];
    pageBreak?: 'before' | 'after';
    unbreakable?: boolean;
    [key: string]: unknown;
  };
  export type Content = string | ContentObject | Content[];
  export type TableCell = Content;

  export type DynamicContent = (currentPage: number, pageCount: number) => Content | null | undefined;

  export interface Watermark {
    text: string;
    color?: string;
    opacity?: number;
    bold?: boolean;
    fontSize?: number;
    angle?: number;
  }

  export interface TDocumentDefinitions {
    content: Content;
    info?: { title?: string; author?: string; subject?: string; keywords?: string; creationDate?: Date };
    pageSize?: string;
    pageMargins?: Margins;
    header?: DynamicContent | Content;
    footer?: DynamicContent | Content;
    watermark?: string | Watermark;
    images?: Record<string, string>;
    styles?: Record<string, Style>;
    defaultStyle?: Style;
    language?: string;
    displayTitle?: boolean;
    version?: string;
    compress?: boolean;
  }

  interface CreatedPdf {
    getBuffer(): Promise<Buffer>;
  }

  interface PdfMake {
    createPdf(definition: TDocumentDefinitions): CreatedPdf;
    setFonts(fonts: Record<string, { normal: string; bold: string; italics: string; bolditalics: string }>): void;
    setUrlAccessPolicy(allowed: (url: string) => boolean): void;
    setLocalAccessPolicy(allowed: (path: string) => boolean): void;
  }

  const pdfmake: PdfMake;
  export default pdfmake;
}
