import { useEffect, useRef } from "react";

/** Rows per page of the lists that offer no choice of page size. */
export const PAGE_SIZE = 10;

/** Shows a load failure once per failed fetch, not on every render. */
export function useLoadErrorToast(
  query: { isError: boolean; error: unknown; errorUpdatedAt: number },
  show: (err: unknown) => void,
) {
  const showRef = useRef(show);
  useEffect(() => {
    showRef.current = show;
  });
  const { isError, error, errorUpdatedAt } = query;
  useEffect(() => {
    if (isError) showRef.current(error);
  }, [isError, error, errorUpdatedAt]);
}

/**
 * After a delete or a filter empties the last page, moves back to the last page that exists.
 * It asks to replace the history entry, so Back does not return to the empty page.
 */
export function useClampPage(
  total: number | undefined,
  page: number,
  setPage: (page: number, replace: boolean) => void,
  pageSize = PAGE_SIZE,
) {
  const last = total === undefined ? page : Math.max(1, Math.ceil(total / pageSize));
  const setPageRef = useRef(setPage);
  useEffect(() => {
    setPageRef.current = setPage;
  });
  useEffect(() => {
    if (page > last) setPageRef.current(last, true);
  }, [page, last]);
}
