import { crudRoutes } from '../shared/crud-routes.js';
import { exchangeRateField } from '../shared/exchange-rate.js';
import { filterId, storedTimestamp } from '../shared/list-filters.js';
import { formatMoney, type MoneyFormat } from '../shared/money.js';
import { BankTransfer, BankTransferInput, BankTransferQuery } from './bank-transfer-schemas.js';
import { type BankTransferView, bankTransferService } from './bank-transfer-service.js';

function presentTransfer(transfer: BankTransferView, format: MoneyFormat): BankTransfer {
  return {
    id: transfer.id,
    fromBankAccountId: transfer.from.id,
    fromBankAccountName: transfer.from.name,
    fromBankCurrency: transfer.from.currency,
    toBankAccountId: transfer.to.id,
    toBankAccountName: transfer.to.name,
    toBankCurrency: transfer.to.currency,
    amount: formatMoney(transfer.amount, format),
    amountReceivedInBank: formatMoney(transfer.amountReceived, format),
    dateTransferred: transfer.dateTransferred,
    ...exchangeRateField(transfer.exchangeRate),
    createdAt: transfer.createdAt,
    updatedAt: transfer.updatedAt,
  };
}

export const bankTransferRoutes = crudRoutes({
  path: '/bankTransfers',
  recordType: 'bankTransfer',
  tag: 'Bank transfers',
  noun: 'bank transfer',
  input: BankTransferInput,
  output: BankTransfer,
  service: bankTransferService,
  present: presentTransfer,
  listFilters: {
    query: BankTransferQuery,
    of: (query: BankTransferQuery) => ({
      bankAccountId: filterId(query.bankAccountId),
      dateFrom: query.dateFrom,
      dateTo: query.dateTo,
      updatedSince: storedTimestamp(query.updatedSince),
    }),
  },
});
