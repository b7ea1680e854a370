import type { Executor } from '../db/database.js';
import { lockOwned } from '../db/owned.js';

/** The transfer, locked against other writers until the end of the write, or a 404. */
export const lockBankTransfer = (db: Executor, companyId: bigint, id: bigint) =>
  lockOwned(db, 'bank_transfers', companyId, id, 'Bank transfer');
