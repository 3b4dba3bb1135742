// `npm run prazos`: the daily deadline sweep by hand (issue 16 §3, decision 022).
//   npm run prazos -- --hoje AAAA-MM-DD               the sweep as of that day
//   npm run prazos -- --de AAAA-MM-DD --ate AAAA-MM-DD each day of the range, in order
//   npm run prazos                                     what the scheduled run would do now (catch-up)
// On the embedded database it needs the server stopped (it takes the same folder lock); on
// PostgreSQL (DATABASE_URL) it runs beside running servers: a day done twice adds nothing.
import path from "node:path";
import { parseArgs } from "node:util";
import { readConfig } from "../src/server/config";
import { commandAppUrl } from "../src/server/bootstrap";
import { openDatabase } from "../src/server/db/client";
import { lockDataDirOrExit } from "../src/server/db/data-dir-lock";
import { createMailer } from "../src/server/mail/mailer";
import { addDays, daysBetween } from "../src/shared/rules/datas";
import { resumoDoDia, sweepPendentes, sweepPeriodo, type TResultadoDia } from "../src/server/modules/prazos/varredura";

const USO = "Uso: npm run prazos -- --hoje AAAA-MM-DD  |  npm run prazos -- --de AAAA-MM-DD --ate AAAA-MM-DD";
/** A replay longer than this is almost surely a typo in a year. */
const PERIODO_MAXIMO_DIAS = 3660;

function falhar(mensagem: string): never {
  console.error(`${mensagem}\n${USO}`);
  process.exit(2);
}

const dataValida = (valor: string | undefined, opcao: string) => {
  if (valor === undefined) return undefined;
  const ok = /^\d{4}-\d{2}-\d{2}$/.test(valor) && addDays(valor, 0) === valor;
  return ok ? valor : falhar(`Data inválida em ${opcao}: "${valor}". Use AAAA-MM-DD, por exemplo 2026-11-23.`);
};

function lerOpcoes() {
  let values;
  try {
    ({ values } = parseArgs({
      options: { hoje: { type: "string" }, de: { type: "string" }, ate: { type: "string" } },
    }));
  } catch (err) {
    falhar((err as Error).message);
  }
  const hoje = dataValida(values.hoje, "--hoje");
  const de = dataValida(values.de, "--de");
  const ate = dataValida(values.ate, "--ate");
  if (hoje && (de || ate)) falhar("Use --hoje sozinho, ou --de com --ate.");
  if (!!de !== !!ate) falhar("--de e --ate vão juntos.");
  if (de && ate && ate < de) falhar("A data de --ate não pode ser anterior à de --de.");
  if (de && ate && daysBetween(de, ate) >= PERIODO_MAXIMO_DIAS)
    falhar(`O período pode ter no máximo ${PERIODO_MAXIMO_DIAS} dias.`);
  return hoje ? { de: hoje, ate: hoje } : de && ate ? { de, ate } : null;
}

async function main() {
  const periodo = lerOpcoes();
  const config = readConfig();
  const unlock = config.databaseUrl
    ? () => {}
    : lockDataDirOrExit(config.dataDir, `No banco embutido, pare o servidor antes de rodar a varredura.\n${USO}`, 2);
  const database = await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, "db") });
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, "outbox"),
  });
  const deps = { db: database.db, mailer, appUrl: await commandAppUrl(database.db) };
  const linha = (r: TResultadoDia) => console.log(`${r.dia}: ${resumoDoDia(r)}`);
  try {
    const feitos = periodo
      ? await sweepPeriodo(deps, periodo.de, periodo.ate, linha)
      : await sweepPendentes(deps, new Date());
    if (!periodo) feitos.forEach(linha);
    if (feitos.length === 0) console.log("Nada a fazer: a varredura de hoje já foi feita.");
    if (feitos.length > 1) {
      const soma = (k: "alertas" | "emails" | "condicoesAtrasadas" | "condicoesDevolvidas" | "atividadesAtrasadas") =>
        feitos.reduce((n, r) => n + r[k], 0);
      console.log(
        `Total de ${feitos.length} dias: ${resumoDoDia({
          dia: "",
          alertas: soma("alertas"),
          emails: soma("emails"),
          condicoesAtrasadas: soma("condicoesAtrasadas"),
          condicoesDevolvidas: soma("condicoesDevolvidas"),
          atividadesAtrasadas: soma("atividadesAtrasadas"),
        })}`,
      );
    }
  } finally {
    await database.close();
    unlock();
  }
}

main().catch((err) => {
  console.error("Falha na varredura de prazos:", err);
  process.exit(1);
});
