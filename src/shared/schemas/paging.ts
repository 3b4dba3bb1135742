import { z } from "./zod-pt-br";

// Paging, shared by every list: the query a page is asked with, and the page answered.

const PAGE = "Página inválida.";
const PAGE_SIZE = "Tamanho de página inválido (de 1 a 100).";
/** A list's query: a search and which page, of how many rows. */
export const ZPageQuerySchema = z.object({
  q: z.string().trim().max(200, "Busca muito longa.").optional().default(""),
  page: z.coerce.number({ error: PAGE }).int(PAGE).min(1, PAGE).optional().default(1),
  pageSize: z.coerce
    .number({ error: PAGE_SIZE })
    .int(PAGE_SIZE)
    .min(1, PAGE_SIZE)
    .max(100, PAGE_SIZE)
    .optional()
    .default(10),
});
export type TPageQuery = z.infer<typeof ZPageQuerySchema>;

/** One page of a list and the total the list's filters match. */
export const zPage = <T extends z.ZodType>(item: T) =>
  z.strictObject({ items: z.array(item), total: z.number().int() });
export type TPage<T> = z.infer<ReturnType<typeof zPage<z.ZodType<T>>>>;

/**
 * A total that may be capped: a number is exact; `{ maisDe }` means more rows than that match
 * (the licence search, whose exact count would cost what the company owns — decision 036).
 */
export const zTotalLimitado = z.union([z.number().int(), z.strictObject({ maisDe: z.number().int() })]);
export type TTotalLimitado = z.infer<typeof zTotalLimitado>;

/**
 * How many matches a filtered list counts exactly: past it the list says "more than" (the licence
 * search, decision 036; the conditions screen's filters, decision 066).
 */
export const BUSCA_TOTAL_TETO = 1000;

/** One page of a list whose total may be capped. */
export const zPageLimitada = <T extends z.ZodType>(item: T) =>
  z.strictObject({ items: z.array(item), total: zTotalLimitado });
export type TPageLimitada<T> = z.infer<ReturnType<typeof zPageLimitada<z.ZodType<T>>>>;
