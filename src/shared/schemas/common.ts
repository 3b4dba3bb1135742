import { z } from "./zod-pt-br";

// Shapes every answer shares. Answers are strict objects: a field the schema does not name
// (a password hash, another table's companyId) fails the server tests instead of reaching the
// browser unnoticed (see docs/decisions/011-typed-answers.md).

/** A calendar day as the API sends it: yyyy-mm-dd. */
export const zDate = z.iso.date();
/** An instant as the API sends it: ISO 8601 in UTC, as Date#toJSON writes it. */
export const zInstant = z.iso.datetime();

/** A record named in another answer: its id and what the screen shows of it. */
export const ZRefSchema = z.strictObject({ id: z.string(), nome: z.string() });
export type TRef = z.infer<typeof ZRefSchema>;

/** What a write with nothing else to say answers, e.g. a delete. */
export const ZOkResponseSchema = z.strictObject({ ok: z.literal(true) });
export type TOk = z.infer<typeof ZOkResponseSchema>;

/** A deleted document: the file may outlive its row when the storage fails (the row is the truth). */
export const ZDocumentoRemovidoResponseSchema = ZOkResponseSchema.extend({ arquivoRemovido: z.boolean() });
export type TDocumentoRemovido = z.infer<typeof ZDocumentoRemovidoResponseSchema>;

/** Every error answer: a code, the pt-BR message, one message per refused field; a 500's request id. */
export const ZErrorResponseSchema = z.strictObject({
  error: z.strictObject({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    requestId: z.string().optional(),
  }),
});
export type TErrorResponse = z.infer<typeof ZErrorResponseSchema>;

/** A signed link to a stored file; it stops working at `expiresAt`. */
export const ZLinkResponseSchema = z.strictObject({ url: z.string(), expiresAt: zInstant });
