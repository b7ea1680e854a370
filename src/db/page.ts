export interface Page {
  limit?: number | undefined;
  offset?: number | undefined;
  /** Only the rows after this id: how a long list is read a batch at a time, at the same cost for every batch. */
  after?: bigint | undefined;
}
