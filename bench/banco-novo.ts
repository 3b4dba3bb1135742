import pg from "pg";
import { openDatabase } from "../src/server/db/client";

/** The PostgreSQL server the standalone benches use, beside which they create their database. */
export const PG_URL = process.env.PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** Drops and creates `nome` on PG_URL's server, then opens it with the app's migrations. */
export async function bancoNovo(nome: string) {
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${nome} with (force)`);
  await admin.query(`create database ${nome}`);
  await admin.end();
  return openDatabase({ url: PG_URL.replace(/\/[^/]*$/, `/${nome}`) });
}
