import { useEffect, useRef, useState, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import { SearchInput } from "@/web/components/ui/search-input";
import { Label } from "@/web/components/ui/label";
import { TableCell, TableRow } from "@/web/components/ui/table";

export const PAGE_SIZE = 10;

/** Search text and page of the visible list, kept in the URL so reload and links keep them. */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  const update = (changes: Record<string, string | null>, replace = false) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(changes))
          if (v) next.set(k, v);
          else next.delete(k);
        return next;
      },
      { replace },
    );
  return {
    q,
    page,
    setPage: (p: number) => update({ page: p > 1 ? String(p) : null }),
    // A new search starts again on the first page.
    setQ: (value: string) => update({ q: value || null, page: null }, true),
  };
}

export function SearchBox(props: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onSearch: (v: string) => void;
}) {
  const [text, setText] = useState(props.value);
  const onSearch = useRef(props.onSearch);
  const { value } = props;
  useEffect(() => {
    onSearch.current = props.onSearch;
  });
  useEffect(() => {
    if (text.trim() === value) return;
    // Waits for a pause in typing so each keystroke is not a request.
    const timer = setTimeout(() => onSearch.current(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text, value]);
  return (
    <div className="relative w-full max-w-sm">
      <Label htmlFor={props.id} className="sr-only">
        {props.label}
      </Label>
      <SearchInput
        id={props.id}
        placeholder={props.placeholder}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
    </div>
  );
}

/** One full-width row for loading, empty and error states. */
export function MessageRow(props: { colSpan: number; children: ReactNode }) {
  return (
    <TableRow className="hover:bg-transparent">
      <TableCell colSpan={props.colSpan} className="py-8 text-center text-muted-foreground">
        {props.children}
      </TableCell>
    </TableRow>
  );
}

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

/** After a delete or approval empties the last page, moves back to the last page that exists. */
export function useClampPage(total: number | undefined, page: number, setPage: (p: number) => void) {
  const last = total === undefined ? page : Math.max(1, Math.ceil(total / PAGE_SIZE));
  const setPageRef = useRef(setPage);
  useEffect(() => {
    setPageRef.current = setPage;
  });
  useEffect(() => {
    if (page > last) setPageRef.current(last);
  }, [page, last]);
}
