/** Who a request acts as: an authenticated user, and the company whose books the user keeps. */
export interface Principal {
  userId: bigint;
  username: string;
  companyId: bigint;
}
