import type { Role, Scope } from './permissions.js';

/** Who a request acts as: an authenticated user, the company whose books the user keeps, and what they may do. */
export interface Principal {
  userId: bigint;
  username: string;
  companyId: bigint;
  role: Role;
  /** The scopes of the key the request presented. */
  scopes: readonly Scope[];
}
