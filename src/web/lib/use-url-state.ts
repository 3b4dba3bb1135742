import { useSearchParams } from "react-router";
import type { z } from "zod";

type TRaw = string | number | null | undefined;
/** A missing optional value reads as "": what the controls show for 'no filter'. */
export type TUrlValues<T> = { [K in keyof T]-?: undefined extends T[K] ? Exclude<T[K], undefined> | "" : T[K] };
export type TUrlChanges<T> = { [K in keyof T]?: TUrlValues<T>[K] | null };

/**
 * One field of the URL as the list's query schema reads it. A value the schema refuses (a typo in
 * a shared link) falls back to the default rather than breaking the screen.
 */
function read(field: z.ZodType, raw: string | null): unknown {
  const parsed = raw === null ? undefined : field.safeParse(raw);
  const value = parsed?.success ? parsed.data : field.safeParse(undefined).data;
  return value ?? "";
}

/**
 * A list's filters, sort and pages kept in the URL, so a reload or a shared link shows the same
 * list. `schema` is the list's shared query schema (the one the server validates), so the URL and
 * the API read the same names, choices and defaults. Default values stay out of the URL, and a
 * change that names none of `pageKeys` starts the list again on its first page(s).
 */
export function useUrlState<S extends z.ZodObject>(
  schema: S,
  pageKeys: readonly string[] = ["page"],
  keepOnClear: readonly string[] = [],
) {
  type TOut = z.output<S>;
  const [params, setParams] = useSearchParams();
  const shape = schema.shape as Record<string, z.ZodType>;
  const values = Object.fromEntries(
    Object.entries(shape).map(([key, field]) => [key, read(field, params.get(key))]),
  ) as TUrlValues<TOut>;

  const set = (changes: TUrlChanges<TOut>, replace = false) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (!pageKeys.some((key) => key in changes)) for (const key of pageKeys) next.delete(key);
        for (const [key, value] of Object.entries(changes) as [string, TRaw][]) {
          const isDefault = key in shape && value === read(shape[key], null);
          if (value === null || value === undefined || value === "" || isDefault) next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      },
      { replace },
    );

  return {
    values,
    /** Typing in a search box passes `replace`, so Back is not one step per pause. */
    set,
    /** Every filter and page goes; `keepOnClear` stays (a view chosen apart from the filters). */
    clear: () => setParams((prev) => new URLSearchParams([...prev].filter(([key]) => keepOnClear.includes(key)))),
  };
}

/** What `useUrlState` returns for a schema, for components that receive the list's state. */
export type TUrlState<S extends z.ZodObject> = ReturnType<typeof useUrlState<S>>;

/** The values as the API's query: "" (no filter) is left out, so the server applies its default. */
export const toQuery = <T extends object>(values: T) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== "")) as {
    [K in keyof T]?: Exclude<T[K], "">;
  };
