import { AsyncLocalStorage } from "node:async_hooks";
import type { PGlite, Results, Transaction } from "@electric-sql/pglite";
import { logger } from "../logger";

// The embedded database's one connection (decision 069). PGlite runs one transaction at a time:
// every query, exec and transaction waits for the one before to end. Two things here:
//
// - A request's wait for that connection is bounded. The admission line (http/admission.ts)
//   promises an answer or a 503 within its `maxWaitMs`; a request let in then waited, without
//   bound, behind whatever held the connection (a slow preview, a job), and 21 of 3,428 requests
//   hung 30 s. Each request now carries what is left of its allowance of waiting; a transaction
//   or query that would wait past it is refused before it starts (ConnectionWaitExceeded → 503 +
//   Retry-After), so nothing of it is written. Once the request committed a write its later
//   statements wait as long as needed: an answer must not deny a write that stays.
// - The planner's statistics follow the writes. PGlite has no autovacuum: statistics were taken
//   at start-up (on empty tables for a new installation) and nightly. In between the planner had
//   none for the day's rows and took `company_id = …` (every row of a one-company installation)
//   for a 0.5% filter: a client's deletion preview walked the company's every licence, one
//   nested probe per row (0.6 s → 27 s as the company grew). After every ANALYZE_CHECK_ROWS rows
//   written, the tables that changed by a tenth (or were empty) are analysed.

/** What is left of a request's allowance of waiting for the connection. */
interface TEspera {
  restanteMs: number;
  /** A transaction of the request committed a write: from then on it waits without a bound. */
  escreveu: boolean;
}

const espera = new AsyncLocalStorage<TEspera>();

/** A request's statement would have waited for the connection past what the admission line promises. */
export class ConnectionWaitExceeded extends Error {
  constructor() {
    super("banco embutido: a espera pela conexão passou do prazo do pedido");
    this.name = "ConnectionWaitExceeded";
  }
}

/** Runs `fn` (one request) allowing its statements `ms` of waiting for the connection in all. */
export function withConnectionWait<T>(ms: number, fn: () => Promise<T>): Promise<T> {
  return espera.run({ restanteMs: ms, escreveu: false }, fn);
}

/** Work that is no request's (the jobs' queue): it waits for the connection as long as needed. */
export function outsideRequests<T>(fn: () => T): T {
  return espera.exit(fn);
}

/** First come, first served, for the one connection; a waiter may give up at its deadline. */
class Vez {
  private ocupada = false;
  private readonly fila: Array<() => void> = [];

  /** Resolves with the release once the connection is ours; rejects after `prazoMs` (null: never). */
  entrar(prazoMs: number | null): Promise<() => void> {
    if (!this.ocupada) {
      this.ocupada = true;
      return Promise.resolve(this.saida());
    }
    if (prazoMs !== null && prazoMs <= 0) return Promise.reject(new ConnectionWaitExceeded());
    return new Promise((resolve, reject) => {
      const vez = () => resolve(this.saida());
      this.fila.push(vez);
      if (prazoMs === null) return;
      // Fires later for nothing once the turn came: its waiter has left the line by then.
      AbortSignal.timeout(Math.ceil(prazoMs)).addEventListener("abort", () => {
        const i = this.fila.indexOf(vez);
        if (i < 0) return;
        this.fila.splice(i, 1);
        reject(new ConnectionWaitExceeded());
      });
    });
  }

  private saida() {
    let saiu = false;
    return () => {
      if (saiu) return;
      saiu = true;
      const proximo = this.fila.shift();
      if (proximo) proximo();
      else this.ocupada = false;
    };
  }
}

/** Rows written between two looks at the statistics. */
export const ANALYZE_CHECK_ROWS = 500;

/**
 * The app's tables changed by more than a tenth since their last ANALYZE (autovacuum's share),
 * or by ten rows when that ANALYZE saw them (nearly) empty: autovacuum's 50 left a table
 * analysed empty at start-up believed empty with its first rows, and a client's 26 activities
 * were counted through a nested loop of 3,276 scans (0.3 s for one count).
 */
const STALE_TABLES = `select c.relname as tabela from pg_stat_user_tables s
  join pg_class c on c.oid = s.relid
  where s.schemaname = 'public' and s.n_mod_since_analyze > 10 + 0.1 * greatest(c.reltuples, 0)
  order by c.relname`;

const written = (r: Results<unknown> | Array<Results<unknown>>) =>
  [r].flat().reduce((n, x) => n + (x.affectedRows ?? 0), 0);

/**
 * Puts `client`'s query, exec and transaction behind the bounded line, counts the rows they
 * write, and analyses what changed once enough was written. Answers the stale-tables analysis,
 * for the start-up and the tests.
 */
export function instrumentEmbedded(client: PGlite): { analyzeStale: () => Promise<string[]> } {
  const vez = new Vez();
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  let semOlhar = 0;
  let analisando: Promise<string[]> | null = null;
  let agendado = false;

  /** Runs `fn` on the connection, once the request's allowance lets it wait for it. */
  async function naVez<T>(fn: () => Promise<T>): Promise<T> {
    const e = espera.getStore();
    const inicio = performance.now();
    const sair = await vez.entrar(e && !e.escreveu ? e.restanteMs : null);
    if (e) e.restanteMs -= performance.now() - inicio;
    try {
      return await fn();
    } finally {
      sair();
    }
  }

  function contar(linhas: number) {
    if (linhas === 0) return;
    const e = espera.getStore();
    if (e) e.escreveu = true;
    semOlhar += linhas;
    if (semOlhar >= ANALYZE_CHECK_ROWS && !agendado) {
      semOlhar = 0;
      agendado = true;
      // Next in line for the connection, as work of its own: no request's allowance.
      outsideRequests(() => void analyzeStale().catch(() => undefined));
    }
  }

  async function analyzeStale(): Promise<string[]> {
    analisando ??= (async () => {
      try {
        // One turn for the three statements: the counters, the look, the analysis.
        return await naVez(async () => {
          agendado = false;
          await query("select pg_stat_force_next_flush()");
          const { rows } = await query<{ tabela: string }>(STALE_TABLES);
          const tabelas = rows.map((r) => r.tabela);
          if (tabelas.length) await exec(`analyze ${tabelas.map((t) => `"${t}"`).join(", ")}`);
          return tabelas;
        });
      } catch (err) {
        logger.warn(`banco embutido: estatísticas não atualizadas (${(err as Error).message})`);
        throw err;
      } finally {
        analisando = null;
      }
    })();
    return analisando;
  }

  Object.assign(client, {
    query: (...args: Parameters<PGlite["query"]>) =>
      naVez(async () => {
        const r = await query(...args);
        contar(written(r));
        return r;
      }),
    exec: (...args: Parameters<PGlite["exec"]>) =>
      naVez(async () => {
        const r = await exec(...args);
        contar(written(r));
        return r;
      }),
    transaction: <T>(fn: (tx: Transaction) => Promise<T>) =>
      naVez(async () => {
        let linhas = 0;
        const r = await transaction((tx) => {
          const txQuery = tx.query.bind(tx);
          const txExec = tx.exec.bind(tx);
          tx.query = async <R>(...args: Parameters<Transaction["query"]>) => {
            const res = await txQuery<R>(...args);
            linhas += written(res);
            return res;
          };
          tx.exec = async (...args: Parameters<Transaction["exec"]>) => {
            const res = await txExec(...args);
            linhas += written(res);
            return res;
          };
          return fn(tx);
        });
        contar(linhas); // committed: a transaction that threw rolled back and wrote nothing
        return r;
      }),
  });
  return { analyzeStale };
}
