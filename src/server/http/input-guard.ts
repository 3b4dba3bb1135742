import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HttpError, invalidText } from "./errors";

export const BODY_TOO_LARGE = "O corpo da requisição excede o limite de 1 MB.";
export const BODY_MAX_BYTES = 1024 * 1024;

/** PostgreSQL refuses NUL in any text (22021/22P05), so no value may carry it. */
export const hasNul = (value: string) => value.includes("\0");

// The same test Hono's validator uses to decide that a body is JSON and parse it.
const JSON_TYPE = /^application\/([a-z-.]+\+)?json(;\s*[a-zA-Z0-9-]+=([^;]+))*$/i;
const MULTIPART = /^multipart\/form-data/i;
const ENCODED_NUL = /%00/i;

function decodeOnce(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url.replace(/(%[0-9a-f]{2})+/gi, (seq) => {
      try {
        return decodeURIComponent(seq);
      } catch {
        return seq;
      }
    });
  }
}

/** A NUL in the path or query, also encoded twice (%2500) in case some layer decodes again. */
export const urlHasNul = (url: string) => hasNul(url) || ENCODED_NUL.test(url) || ENCODED_NUL.test(decodeOnce(url));

/** Whether a JSON text holds a NUL in any string or key; malformed JSON is the validator's to answer. */
export function jsonHasNul(text: string): boolean {
  if (!text.includes("\\u0000")) return false;
  let found = false;
  try {
    JSON.parse(text, (key, value: unknown) => {
      if (hasNul(key) || (typeof value === "string" && hasNul(value))) found = true;
      return value;
    });
  } catch {
    return false;
  }
  return found;
}

/**
 * Refuses, before any route reads it, what no route may take: a body over 1 MB (413) and a NUL
 * in the URL or in a JSON body (400). Multipart bodies are the uploads': those routes keep their
 * own 10 MB limit (upload.ts) and check their text fields; no other route reads such a body.
 */
export function inputGuard(): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize: BODY_MAX_BYTES,
    onError: () => {
      throw new HttpError(413, "TOO_LARGE", BODY_TOO_LARGE);
    },
  });
  return async (c, next) => {
    if (urlHasNul(c.req.url)) throw invalidText();
    const type = c.req.header("content-type") ?? "";
    if (MULTIPART.test(type)) return next();
    return limit(c, async () => {
      // A clone, so that the route and its own middleware (e.g. a body limit) can still read the body.
      if (JSON_TYPE.test(type) && jsonHasNul(await c.req.raw.clone().text())) throw invalidText();
      await next();
    });
  };
}
