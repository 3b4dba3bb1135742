// One place for server logs, so tests can silence them and production can redirect them.
const silent = process.env.LOG_LEVEL === "silent";

export const logger = {
  info: (msg: string) => {
    if (!silent) console.log(`[info] ${msg}`);
  },
  warn: (msg: string) => {
    if (!silent) console.warn(`[warn] ${msg}`);
  },
  error: (msg: string, err?: unknown) => {
    if (!silent) console.error(`[error] ${msg}`, err ?? "");
  },
};
