import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The session token in better-auth's cookie, whose value better-call signs as
 * `token.base64(HMAC-SHA256(secret, token))` (better-call's `signCookieValue`, checked by its
 * `getSignedCookie`). Checked here with node:crypto, synchronously, instead of through
 * better-auth's endpoint, which imports the key through WebCrypto on every request.
 * null: no cookie, or a cookie this server did not sign (better-auth treats both as signed out).
 */
export function signedSessionToken(value: string | undefined, secret: string): string | null {
  if (!value) return null;
  const dot = value.lastIndexOf(".");
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  // Compared as the base64 text itself, as better-call does: Node's base64 decoder would accept
  // other spellings of the same bytes.
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(createHmac("sha256", secret).update(token).digest("base64"));
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}
