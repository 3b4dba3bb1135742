import { z } from "zod";
import { ZChecklistsQuerySchema } from "@/shared/schemas/checklists";
import { toQuery, type TUrlState, type TUrlValues } from "@/web/lib/use-url-state";

/**
 * The screen's URL: the list's filters and page as the API reads them, and `checklist`, the
 * checklist whose items dialog is open (the calendar links to it).
 */
export const ZChecklistsUrlSchema = ZChecklistsQuerySchema.extend({ checklist: z.string().max(100).optional() });
export type TChecklistsUrl = TUrlState<typeof ZChecklistsUrlSchema>;
/** Opening or closing the dialog keeps the page; a filter change starts the list again (and closes it). */
export const PAGE_KEYS = ["page", "checklist"] as const;

export const toApiParams = ({ checklist: _aberto, ...url }: TUrlValues<z.output<typeof ZChecklistsUrlSchema>>) =>
  toQuery(url);
