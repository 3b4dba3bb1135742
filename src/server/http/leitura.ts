import type { MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import type { Db } from "../db/client";
import { parseLsn, type ReadReplica } from "../db/leitura";
import { logger } from "../logger";
import type { AppEnv } from "./context";
import type { TDbChoice } from "./tenant";

/**
 * Read-your-writes across instances (decision 070): after a write that succeeded, the answer
 * records the primary's write position in this cookie; a lag-tolerant read of the same browser
 * goes to the standby only once the standby has replayed that far (db/leitura.ts). The browser
 * carries it to whichever instance answers next, so no instance needs to remember anything. Not
 * signed: a forged position can only send its own reads to the primary (or to a standby that
 * lacks its own writes).
 */
export const ESCRITA_COOKIE = "escrita_lsn";

const LEITURAS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Reads the session's last write position for the runners (`escritaAte`), and after a request
 * that may have written and succeeded, records the primary's position in the cookie.
 */
export function recordWrites(replica: ReadReplica, appUrl: string): MiddlewareHandler<AppEnv> {
  const secure = appUrl.startsWith("https://");
  return async (c, next) => {
    c.set("escritaAte", parseLsn(getCookie(c, ESCRITA_COOKIE)));
    await next();
    if (LEITURAS.has(c.req.method) || c.res.status >= 400) return;
    try {
      const lsn = await replica.primaryLsn();
      // Appended to the answer as it is (as http/context.ts passes better-auth's cookies on).
      c.res.headers.append(
        "set-cookie",
        `${ESCRITA_COOKIE}=${lsn}; Path=/api; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`,
      );
    } catch (err) {
      // The write is done; without its position the next export may miss it for a few seconds.
      logger.warn(`posição da escrita não registrada: ${(err as Error).message}`);
    }
  };
}

/**
 * Where the lag-tolerant reads go: with a standby, to it when it has replayed the session's last
 * write, else to the primary; without one, to the primary.
 */
export function lagTolerant(primary: Db, replica: ReadReplica | undefined): TDbChoice {
  if (!replica) return (_c, run) => run(primary);
  return (c, run) => replica.run(c?.get("escritaAte") ?? null, run);
}
