/** A row as the API sends it: its creation instant as an ISO string. */
export const withIsoCreatedAt = <R extends { createdAt: Date }>(
  r: R,
): Omit<R, "createdAt"> & { createdAt: string } => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
});
