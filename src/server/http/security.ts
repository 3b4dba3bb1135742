import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { HttpError } from "./errors";

/**
 * The Content-Security-Policy of the web app and the API: scripts only from our own files (Vite
 * builds no inline script), nothing framed, nothing posted elsewhere. Styles allow 'unsafe-inline'
 * because libraries insert <style> elements at run time (sonner's toasts, the scroll lock of
 * Radix dialogs through react-style-singleton); an inline style cannot run code.
 */
export const APP_CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", "data:", "blob:"],
  fontSrc: ["'self'", "data:"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * Stored documents opened in a tab (/api/arquivos/…): no script, nothing fetched but the file
 * itself. Chrome before its out-of-process PDF viewer showed a PDF in a page it built around the
 * response, under this very policy: that page embeds the PDF as a plugin (object-src 'self') and
 * styles itself inline. (Checked: Chromium 156 shows PDFs and images in a tab under it.)
 */
const FILE_CSP =
  "default-src 'none'; object-src 'self'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'";

/**
 * Security headers on every answer: API, static files and index.html. Referrer-Policy is
 * `same-origin`, NOT hono's default `no-referrer`: under `no-referrer` a browser sends
 * `Origin: null` on the app's own POSTs (Fetch spec, "append a request Origin header"), which the
 * origin check below would refuse.
 */
export function securityHeaders(): MiddlewareHandler {
  const headers = secureHeaders({
    contentSecurityPolicy: APP_CSP,
    referrerPolicy: "same-origin",
    xFrameOptions: "DENY",
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [], usb: [] },
  });
  return async (c, next) => {
    await headers(c, next);
    if (c.req.path.startsWith("/api/arquivos/")) c.res.headers.set("Content-Security-Policy", FILE_CSP);
  };
}

/** Origins that may write to the API: APP_URL's, plus its loopback twin on a local machine. */
export function trustedOrigins(appUrl: string): string[] {
  const url = new URL(appUrl);
  const origins = [url.origin];
  if (url.hostname === "localhost") origins.push(url.origin.replace("localhost", "127.0.0.1"));
  if (url.hostname === "127.0.0.1") origins.push(url.origin.replace("127.0.0.1", "localhost"));
  return origins;
}

export const FOREIGN_ORIGIN = "Requisição de outra origem não permitida.";
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses writes that a browser sends on behalf of another site (CSRF), sign-in included, with
 * 403. Reads pass. A write must name a trusted origin in `Origin`; `Origin: null` (sandboxed
 * frames, privacy redirects) and another port of our host are other origins.
 *
 * Without `Origin`: browsers send it on every write, so its absence means a client that is not a
 * browser (curl, a script, a server), which cannot ride a user's cookies and passes. When
 * `Sec-Fetch-Site` is there it IS a browser, and only `same-origin` passes.
 */
export function originCheck(appUrl: string): MiddlewareHandler {
  const trusted = new Set(trustedOrigins(appUrl));
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header("origin");
      const site = c.req.header("sec-fetch-site");
      const allowed = origin !== undefined ? trusted.has(origin) : site === undefined || site === "same-origin";
      if (!allowed) throw new HttpError(403, "FORBIDDEN_ORIGIN", FOREIGN_ORIGIN);
    }
    await next();
  };
}
