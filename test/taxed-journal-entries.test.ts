import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BankAccount, createBank, newCompany, postingsOf, type VatReturn } from './books.js';
import { type Api, buildTestApp, type TestApp } from './helpers.js';
import { ok, problem } from './problem.js';

/*
 * A line of a manual journal entry may carry a sales tax, as a bank payment with VAT is recorded
 * without a bill: its amount is the net, the entry also posts the VAT to the sales tax control
 * account (2200), and the VAT return counts it, a taxed debit as a purchase and a taxed credit as a
 * sale. Every figure expected is worked out here by hand.
 */

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

interface EntryLine {
  id: number;
  accountCode: string;
  debitAmountValue: string;
  creditAmountValue: string;
  salesTaxCode?: string;
  taxAmountValue?: string;
}

interface Entry {
  id: number;
  manualJournalEntryLines: EntryLine[];
}

const QUARTER = 'from=2026-04-01&to=2026-06-30';

const post = (api: Api, date: string, lines: Record<string, unknown>[]) =>
  api.post('/manualJournalEntries', { reason: 'Bank payment', date, manualJournalEntryLines: lines });

/** 120.00 paid from the bank for stationery (6800): 100.00 net and 20.00 VAT at 20 %. */
const stationery = (bank: BankAccount) => [
  { accountCode: '6800', debitAmountValue: '100.00', salesTaxCode: 'STANDARD' },
  { accountCode: bank.ledgerAccountCode, creditAmountValue: '120.00' },
];

/** 45.99 received for a sale (4000): VAT within it 45.99 × 0.2 / 1.2 = 7.665 → 7.67, net 38.32. */
const cashSale = (bank: BankAccount, tax = '7.67') => [
  { accountCode: bank.ledgerAccountCode, debitAmountValue: '45.99' },
  { accountCode: '4000', creditAmountValue: '38.32', salesTaxCode: 'STANDARD', taxAmountValue: tax },
];

describe('a taxed line of a manual journal entry', () => {
  it('posts its net to its account and the VAT at the rate to the sales tax control account', async () => {
    const api = await newCompany(t);
    const bank = await createBank(api);
    const entry = ok<Entry>(await post(api, '2026-05-12', stationery(bank)));
    expect(entry.manualJournalEntryLines).toMatchObject([
      { accountCode: '6800', debitAmountValue: '100.00', salesTaxCode: 'STANDARD', taxAmountValue: '20.00' },
      { accountCode: bank.ledgerAccountCode, creditAmountValue: '120.00' },
    ]);
    expect(entry.manualJournalEntryLines[1]).not.toHaveProperty('salesTaxCode');
    expect(await postingsOf(api, '6800')).toEqual([['MANUAL_JOURNAL_ENTRY', entry.id, 'GBP', '100.00', '0.00']]);
    expect(await postingsOf(api, '2200')).toEqual([['MANUAL_JOURNAL_ENTRY', entry.id, 'GBP', '20.00', '0.00']]);
    expect(await postingsOf(api, bank.ledgerAccountCode)).toEqual([
      ['MANUAL_JOURNAL_ENTRY', entry.id, 'GBP', '0.00', '120.00'],
    ]);
  });

  it('takes the VAT of a total that includes it, a penny from the rate’s VAT on the net', async () => {
    const api = await newCompany(t);
    const bank = await createBank(api);
    // 38.32 × 20 % = 7.664 → 7.66 at the rate; 7.67 is what the 45.99 received holds.
    const entry = ok<Entry>(await post(api, '2026-05-20', cashSale(bank)));
    expect(entry.manualJournalEntryLines[1]).toMatchObject({ creditAmountValue: '38.32', taxAmountValue: '7.67' });
    expect(await postingsOf(api, '2200')).toEqual([['MANUAL_JOURNAL_ENTRY', entry.id, 'GBP', '0.00', '7.67']]);
  });

  it('refuses a VAT further than a penny from the rate’s, VAT under a zero rate, and an entry the VAT unbalances', async () => {
    const api = await newCompany(t);
    const bank = await createBank(api);
    const far = problem(await post(api, '2026-05-20', cashSale(bank, '7.69')), 422);
    expect(far.errors).toEqual([
      {
        path: 'manualJournalEntryLines[1].taxAmountValue',
        message: 'must be within a penny of 7.66, the VAT at the rate on the net',
      },
    ]);
    const zero = problem(
      await post(api, '2026-05-20', [
        { accountCode: '6800', debitAmountValue: '50.00', salesTaxCode: 'ZERO', taxAmountValue: '1.00' },
        { accountCode: bank.ledgerAccountCode, creditAmountValue: '51.00' },
      ]),
      422,
    );
    expect(zero.errors).toEqual([
      {
        path: 'manualJournalEntryLines[0].taxAmountValue',
        message: 'must be 0: the sales tax charges no VAT (zeroRated)',
      },
    ]);
    const noNet = problem(
      await post(api, '2026-05-20', [
        {
          accountCode: '6800',
          debitAmountValue: '5.00',
          creditAmountValue: '5.00',
          salesTaxCode: 'STANDARD',
          taxAmountValue: '0.01',
        },
        { accountCode: '6800', debitAmountValue: '50.00' },
        { accountCode: bank.ledgerAccountCode, creditAmountValue: '50.01' },
      ]),
      422,
    );
    expect(noNet.errors).toEqual([
      { path: 'manualJournalEntryLines[0].taxAmountValue', message: 'must be 0: the line moves no net amount' },
    ]);
    const untaxed = problem(
      await post(api, '2026-05-20', [
        { accountCode: '6800', debitAmountValue: '50.00', taxAmountValue: '10.00' },
        { accountCode: bank.ledgerAccountCode, creditAmountValue: '60.00' },
      ]),
      422,
    );
    expect(untaxed.errors).toEqual([
      { path: 'manualJournalEntryLines[0].taxAmountValue', message: 'needs salesTaxCode' },
    ]);
    const unknown = problem(
      await post(api, '2026-05-20', [
        { accountCode: '6800', debitAmountValue: '50.00', salesTaxCode: 'NOSUCH' },
        { accountCode: bank.ledgerAccountCode, creditAmountValue: '50.00' },
      ]),
      422,
    );
    expect(unknown.errors).toEqual([
      { path: 'manualJournalEntryLines[0].salesTaxCode', message: 'no sales tax has the code NOSUCH' },
    ]);
    // 100.00 net and 20.00 VAT debited against 100.00 credited: 20.00 short.
    const unbalanced = problem(
      await post(api, '2026-05-20', [
        { accountCode: '6800', debitAmountValue: '100.00', salesTaxCode: 'STANDARD' },
        { accountCode: bank.ledgerAccountCode, creditAmountValue: '100.00' },
      ]),
      422,
    );
    expect(unbalanced).toMatchObject({ debits: '120.00', credits: '100.00', difference: '20.00' });
    expect(ok<unknown[]>(await api.get('/manualJournalEntries'))).toEqual([]);
  });

  it('loses its VAT when an update takes its sales tax off, and the postings follow', async () => {
    const api = await newCompany(t);
    const bank = await createBank(api);
    const entry = ok<Entry>(await post(api, '2026-05-12', stationery(bank)));
    const [net, paid] = entry.manualJournalEntryLines as [EntryLine, EntryLine];
    const updated = ok<Entry>(
      await api.put(`/manualJournalEntries/${entry.id}`, {
        reason: 'Bank payment, no VAT receipt',
        date: '2026-05-12',
        manualJournalEntryLines: [
          { id: net.id, accountCode: '6800', debitAmountValue: '120.00' },
          { id: paid.id, accountCode: bank.ledgerAccountCode, creditAmountValue: '120.00' },
        ],
      }),
    );
    expect(updated.manualJournalEntryLines[0]).not.toHaveProperty('taxAmountValue');
    expect(await postingsOf(api, '2200')).toEqual([]);
    expect(await postingsOf(api, '6800')).toEqual([['MANUAL_JOURNAL_ENTRY', entry.id, 'GBP', '120.00', '0.00']]);
  });

  it('keeps its sales tax from being deleted', async () => {
    const api = await newCompany(t);
    const bank = await createBank(api);
    ok(await api.post('/salesTaxes', { code: 'HOSP', name: 'Hospitality', rate: 0.125 }));
    // 80.00 net at 12.5 %: 10.00 VAT, 90.00 paid.
    const entry = ok<Entry>(
      await post(api, '2026-05-12', [
        { accountCode: '6800', debitAmountValue: '80.00', salesTaxCode: 'HOSP' },
        { accountCode: bank.ledgerAccountCode, creditAmountValue: '90.00' },
      ]),
    );
    const taxes = ok<{ id: number; code: string }[]>(await api.get('/salesTaxes'));
    const hospitality = taxes.find((tax) => tax.code === 'HOSP');
    const refused = problem(await api.delete(`/salesTaxes/${hospitality?.id}`), 409);
    expect(refused.detail).toBe(`Sales tax HOSP is used by manual journal entries ${entry.id}`);
  });
});

describe('the VAT return', () => {
  it('counts a taxed debit as a purchase and a taxed credit as a sale', async () => {
    const api = await newCompany(t);
    const bank = await createBank(api);
    const bought = ok<Entry>(await post(api, '2026-05-12', stationery(bank)));
    const sold = ok<Entry>(await post(api, '2026-05-20', cashSale(bank)));
    // Outside the quarter: counts in none of its boxes.
    ok(await post(api, '2026-07-01', stationery(bank)));
    const vat = ok<VatReturn>(await api.get(`/reports/vatReturn?${QUARTER}`));
    expect(vat.boxes).toEqual({
      vatDueSales: '7.67',
      vatDueAcquisitions: '0.00',
      totalVatDue: '7.67',
      vatReclaimedCurrPeriod: '20.00',
      netVatDue: '12.33', // |7.67 - 20.00|
      totalValueSalesExVAT: '38.00', // 38.32 in whole pounds
      totalValuePurchasesExVAT: '100.00',
      totalValueGoodsSuppliedExVAT: '0.00',
      totalAcquisitionsExVAT: '0.00',
    });
    expect(vat.netVatDueDirection).toBe('repayment');
    expect(vat.documents).toEqual([
      {
        type: 'MANUAL_JOURNAL_ENTRY',
        id: sold.id,
        number: null,
        date: '2026-05-20',
        currency: 'GBP',
        net: '38.32',
        tax: '7.67',
        reverseChargeTax: '0.00',
        boxes: [1, 6],
      },
      {
        type: 'MANUAL_JOURNAL_ENTRY',
        id: bought.id,
        number: null,
        date: '2026-05-12',
        currency: 'GBP',
        net: '100.00',
        tax: '20.00',
        reverseChargeTax: '0.00',
        boxes: [4, 7],
      },
    ]);
  });

  it('counts the VAT a taxed debit reverse charges in boxes 1 and 4, its net in 6 and 7, with nothing posted', async () => {
    const api = await newCompany(t);
    const bank = await createBank(api);
    // Consultancy of 1,000.00 bought from abroad: the buyer accounts for 20 % of it, 200.00, as output and input VAT.
    ok(
      await post(api, '2026-06-03', [
        { accountCode: '6700', debitAmountValue: '1000.00', salesTaxCode: 'RC20' },
        { accountCode: bank.ledgerAccountCode, creditAmountValue: '1000.00' },
      ]),
    );
    expect(await postingsOf(api, '2200')).toEqual([]);
    const vat = ok<VatReturn>(await api.get(`/reports/vatReturn?${QUARTER}`));
    expect(vat.boxes).toMatchObject({
      vatDueSales: '200.00',
      totalVatDue: '200.00',
      vatReclaimedCurrPeriod: '200.00',
      netVatDue: '0.00',
      totalValueSalesExVAT: '1,000.00', // Notice 741A: the value of the services in box 6 as well as box 7
      totalValuePurchasesExVAT: '1,000.00',
    });
  });
});
