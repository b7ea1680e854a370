import type { Role, Scope } from './permissions.js';

/** Who a request acts as: an authenticated user, the company whose books the user keeps, and what they may do. */
export interface Principal {
  userId: bigint;
  username: string;
  companyId: bigint;
  role: Role;
  /** The key the request presented: its id, name and scopes, and when it stops working (null: never). */
  apiKeyId: bigint;
  apiKeyName: string;
  scopes: readonly Scope[];
  apiKeyExpiresAt: string | null;
  /** Whether the installation's operator has disabled the company: every call is refused (403) while it is. */
  companyDisabled: boolean;
}
