// The tests' password hashing: scrypt as in production, at 1/256 of its memory and work.
// better-auth's default (N=16384, r=16: 32 MB, about 0.2 s of a core each) on every sign-up,
// sign-in and invitation of ~2,000 tests was a tenth of the suite (decision 046); what a
// password is worth is not what these tests check. The default itself is proven by the tests
// that build the app without this (auth/password-hashing.test.ts) and by every browser test.
import crypto from "node:crypto";
import { promisify } from "node:util";
import type { TPasswordHashing } from "../auth/auth";

const scrypt = promisify(crypto.scrypt) as (
  p: string,
  s: string,
  len: number,
  o: crypto.ScryptOptions,
) => Promise<Buffer>;
const PARAMS: crypto.ScryptOptions = { N: 1024, r: 8, p: 1 };
const KEY_LENGTH = 64;

const derive = (password: string, salt: string) => scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, PARAMS);

export const testPasswordHashing: TPasswordHashing = {
  async hash(password) {
    const salt = crypto.randomBytes(16).toString("hex");
    return `${salt}:${(await derive(password, salt)).toString("hex")}`;
  },
  async verify({ hash, password }) {
    const [salt, key] = hash.split(":");
    return crypto.timingSafeEqual(await derive(password, salt), Buffer.from(key, "hex"));
  },
};
