import { z } from "zod";
import { CLIENTE_PAGE_SIZES, ZClientesQuerySchema } from "@/shared/schemas/clientes";
import { toQuery, type TUrlState, type TUrlValues } from "@/web/lib/use-url-state";

/**
 * The clients list's URL: the API's query schema, except that the screen offers only 10, 25 or
 * 50 rows per page, so any other size in a link falls back to 10.
 */
export const ZClientesUrlSchema = ZClientesQuerySchema.extend({
  pageSize: z.coerce
    .number()
    .refine((size) => (CLIENTE_PAGE_SIZES as readonly number[]).includes(size))
    .optional()
    .default(10),
});
export type TClientesUrl = TUrlState<typeof ZClientesUrlSchema>;

/** The filters as the API reads them; empty values are left out of the query string. */
export const toApiParams = (url: TUrlValues<z.output<typeof ZClientesUrlSchema>>) => toQuery(url);
