import type { DocumentTable as SettledTable } from '../settlements/settlement-repository.js';

/** The tables of the kinds of document: those settlements settle, and quotes, which nothing settles. */
export type DocumentTable = SettledTable | 'quotes';
