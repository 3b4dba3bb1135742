import { z } from "zod";
import { ZErrorResponseSchema, ZOkResponseSchema } from "../../shared/schemas/common";

/** Route-definition helpers shared by every module. */
export const idParam = z.object({ id: z.string().min(1) });
export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  body: { content: { "application/json": { schema } }, required: true },
});

const json = <T extends z.ZodType>(schema: T) => ({ "application/json": { schema } });

/**
 * Any route may be refused before or inside its handler (invalid input, not signed in, no
 * permission, not found, conflict, too large, too many attempts) or fail on our side (500, 503
 * when overloaded); every such answer has the one error shape, so it is declared by range.
 */
export const errorResponses = {
  "4XX": { description: "Pedido recusado", content: json(ZErrorResponseSchema) },
  "5XX": { description: "Falha ou sobrecarga do servidor", content: json(ZErrorResponseSchema) },
};

/**
 * The route's success answer, with the error ranges added at run time only: handlers throw
 * errors (http/errors.ts answers them) and never return them, and with the ranges in its type
 * a handler's plain `c.json(x)` would have to name its status to type-check.
 */
const withErrors = <R extends object>(success: R): R => ({ ...success, ...errorResponses });

/** `responses` of a route answering 200 with `schema`: `responses: okJson(ZLicencaResponseSchema)`. */
export const okJson = <T extends z.ZodType>(schema: T, description = "OK") =>
  withErrors({ 200: { description, content: json(schema) } });

/** `responses` of a route that creates a record and answers 201 with it. */
export const createdJson = <T extends z.ZodType>(schema: T, description = "Criado") =>
  withErrors({ 201: { description, content: json(schema) } });

/** `responses` of a write that answers only `{ ok: true }`. */
export const okDone = okJson(ZOkResponseSchema);
/** The body okDone declares, typed `ok: true` (a literal `{ ok: true }` is typed `ok: boolean`). */
export const okAnswer = { ok: true } as const;

/**
 * The body of a one-file upload, for the document only: a plain schema object, which the router
 * does not validate, because readUploadForm (http/upload.ts) reads and checks the form itself.
 */
export const uploadBody = (fields: Record<string, { type: "string"; description: string }> = {}) => ({
  body: {
    content: {
      "multipart/form-data": {
        schema: {
          type: "object" as const,
          required: ["arquivo"],
          properties: { arquivo: { type: "string" as const, format: "binary" }, ...fields },
        },
      },
    },
    required: true,
  },
});

/** A text field of a multipart form, as the document describes it. */
type TCampoDoForm = { type: "string"; description?: string; maxLength?: number; enum?: string[] };

/**
 * The body of an upload of several files in `campo` (readUploadForms), with its text fields; as
 * `uploadBody`, described for the document and read and checked by the route itself.
 */
export const uploadsBody = (campo: string, fields: Record<string, TCampoDoForm>, required: string[]) => ({
  body: {
    content: {
      "multipart/form-data": {
        schema: {
          type: "object" as const,
          required,
          properties: {
            [campo]: { type: "array" as const, items: { type: "string" as const, format: "binary" } },
            ...fields,
          },
        },
      },
    },
    required: true,
  },
});

/** `responses` of a route answering a stored file's bytes, with the file's own content type. */
export const okFile = withErrors({
  200: {
    description: "O arquivo, com o tipo do próprio arquivo",
    content: { "application/octet-stream": { schema: { type: "string" as const, format: "binary" } } },
  },
});
