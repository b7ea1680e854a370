import { Type } from '@sinclair/typebox';

/**
 * The `q` of a list of documents. Its indexes are of trigrams: a shorter text would read every
 * document of the company, and is refused.
 */
export const searchParameter = (party: string) =>
  Type.String({
    minLength: 3,
    maxLength: 100,
    description: `Only the documents whose number, PO number or reference (those it has), ${party}'s name or one of whose lines' description contains this text, of 3 to 100 characters. ASCII letters match in either case (A as a); every other character, % and _ too, only itself.`,
    examples: ['acme', 'PO-1234'],
  });
