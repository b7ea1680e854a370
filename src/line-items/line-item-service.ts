import type { Executor } from '../db/database.js';
import type { OwnedRow } from '../db/owned-rows.js';
import type { Page } from '../db/page.js';
import { findSalesTaxByCode, salesTaxCodesByIds } from '../sales-taxes/sales-tax-repository.js';
import { ownedCrudService } from '../shared/crud-service.js';
import { parseScaled, scaledToNumber } from '../shared/decimal.js';
import { ruleViolation } from '../shared/errors.js';
import { formatMoney, type Money, type MoneyFormat, parseMoney } from '../shared/money.js';
import { timestampsOf } from '../shared/timestamps.js';
import { QUANTITY_SCALE } from '../tax/tax.js';
import { type LineItemFilters, pageLineItems } from './line-item-repository.js';
import type { LineItem, LineItemInput } from './line-item-schemas.js';

/** A line item with its default rate still in minor units; `presentLineItem` writes it for the API. */
export type LineItemView = Omit<LineItem, 'defaultRate'> & { defaultRate?: Money };

export function presentLineItem({ defaultRate, ...item }: LineItemView, format: MoneyFormat): LineItem {
  return { ...item, ...(defaultRate === undefined ? {} : { defaultRate: formatMoney(defaultRate, format) }) };
}

async function columns(db: Executor, companyId: bigint, input: LineItemInput) {
  return {
    name: input.name,
    default_description: input.defaultDescription ?? null,
    default_quantity_micros: nullable(input.defaultQuantity, (q) => parseScaled(q, QUANTITY_SCALE) ?? 0n),
    default_rate: nullable(input.defaultRate, (rate) => parseMoney(rate) ?? 0n),
    default_sales_tax_id: await salesTaxId(db, companyId, input.defaultSalesTaxCode),
    display_quantity: input.displayQuantity ?? null,
    display_rate: input.displayRate ?? null,
  };
}

async function salesTaxId(db: Executor, companyId: bigint, code: string | null | undefined) {
  if (code === null || code === undefined) return null;
  const tax = await findSalesTaxByCode(db, companyId, code);
  if (!tax) {
    throw ruleViolation(`No sales tax has the code ${code}`, [
      { path: 'defaultSalesTaxCode', message: 'must name a sales tax of the company' },
    ]);
  }
  return tax.id;
}

async function toViews(db: Executor, companyId: bigint, rows: OwnedRow<'line_items'>[]): Promise<LineItemView[]> {
  const taxIds = rows.flatMap((row) => (row.default_sales_tax_id === null ? [] : [row.default_sales_tax_id]));
  const codes = await salesTaxCodesByIds(db, companyId, taxIds);
  return rows.map((row) => {
    const optional = {
      defaultDescription: row.default_description ?? undefined,
      defaultQuantity: nullable(row.default_quantity_micros, (q) => scaledToNumber(q, QUANTITY_SCALE)),
      defaultRate: row.default_rate,
      defaultSalesTaxCode: nullable(row.default_sales_tax_id, (id) => codes.get(id)),
      displayQuantity: row.display_quantity,
      displayRate: row.display_rate,
    };
    const present = Object.entries(optional).filter(([, value]) => value !== null && value !== undefined);
    return { id: row.id, name: row.name, ...Object.fromEntries(present), ...timestampsOf(row) };
  });
}

function nullable<T, R>(value: T | null | undefined, convert: (value: T) => R): R | null {
  return value === null || value === undefined ? null : convert(value);
}

export const lineItemService = ownedCrudService({
  table: 'line_items',
  noun: 'Line item',
  columns,
  toViews,
  pageFiltered: (db: Executor, companyId: bigint, page: Page, filters: LineItemFilters) =>
    pageLineItems(db, companyId, page, filters),
  duplicateMessage: (input) => `A line item named ${input.name} already exists`,
});
