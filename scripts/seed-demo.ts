// `npm run seed:demo`: fills a demo company with clients, projects, licences, their conditions
// and checklists, and prints how to sign in.
// Run it with the server stopped when using the embedded database (it takes the same lock).
import path from "node:path";
import { and, count, eq } from "drizzle-orm";
import { readConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/client";
import { lockDataDirOrExit } from "../src/server/db/data-dir-lock";
import {
  clientes,
  companies,
  empreendimentos,
  empresaConfiguracoes,
  profiles,
  userRoles,
} from "../src/server/db/schema";
import { createMailer } from "../src/server/mail/mailer";
import { commandAppUrl, loadAuthSecret, upsertConfirmedUser } from "../src/server/bootstrap";
import { completeCnpj, completeCpf } from "../src/shared/rules/documento";
import { foldText } from "../src/shared/rules/search";
import { DEMO_CLIENTES, DEMO_COMPANY, DEMO_COMPANY_INFO, DEMO_USERS } from "./demo-data";
import { seedLicencas } from "./seed-demo-licencas";
import { seedCondicionantes } from "./seed-demo-condicionantes";
import { seedChecklists } from "./seed-demo-checklists";
import { seedCronograma } from "./seed-demo-cronograma";
import { seedResponsaveis } from "./seed-demo-responsaveis";
import { seedObrigacoes } from "./seed-demo-obrigacoes";
import { resumoDoDia, sweepDia } from "../src/server/modules/prazos/varredura";
import { todayIn } from "../src/shared/rules/datas";
import { createLocalStorage } from "../src/server/storage/storage";

const config = readConfig();
const unlock = config.databaseUrl
  ? () => {}
  : lockDataDirOrExit(config.dataDir, "Pare o servidor (Ctrl+C) e rode o seed de novo.");
const database = await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, "db") });
const { db } = database;
try {
  const mailer = createMailer({ from: config.mailFrom, outboxDir: path.join(config.dataDir, "outbox") });
  const appUrl = await commandAppUrl(db);
  const deps = { db, mailer, appUrl, authSecret: await loadAuthSecret(db, config.authSecret) };

  const cnpj = completeCnpj(DEMO_COMPANY.cnpjBase);
  let [company] = await db.select().from(companies).where(eq(companies.cnpj, cnpj));
  company ??= (await db.insert(companies).values({ name: DEMO_COMPANY.name, cnpj }).returning())[0];
  // The company's details, once: what its admin saved since is kept.
  await db
    .insert(empresaConfiguracoes)
    .values({ companyId: company.id, ...DEMO_COMPANY_INFO })
    .onConflictDoNothing();

  const userIds: string[] = [];
  for (const u of DEMO_USERS) {
    const user = await upsertConfirmedUser(deps, u);
    await db
      .insert(profiles)
      .values({ id: user.id, fullName: u.name, companyId: company.id })
      .onConflictDoUpdate({ target: profiles.id, set: { fullName: u.name, companyId: company.id } });
    await db.insert(userRoles).values({ userId: user.id, role: u.role }).onConflictDoNothing();
    userIds.push(user.id);
  }

  const [{ n }] = await db.select({ n: count() }).from(clientes).where(eq(clientes.companyId, company.id));
  if (n > 0) {
    console.log(`A empresa de demonstração já tem ${n} clientes; nada foi duplicado.`);
  } else {
    await db.transaction(async (tx) => {
      for (const [i, c] of DEMO_CLIENTES.entries()) {
        const seq = String(1000 + i * 37);
        const doc =
          c.tipo === "fisica"
            ? completeCpf(`0${seq}${seq}`.slice(0, 9))
            : completeCnpj(`${seq}${seq}0001`.slice(0, 12));
        const slug = foldText(c.nome)
          .replace(/[^a-z0-9]+/g, ".")
          .replace(/^\.|\.$/g, "");
        const [cliente] = await tx
          .insert(clientes)
          .values({
            companyId: company.id,
            nome: c.nome,
            cnpj: doc,
            tipoPessoa: c.tipo,
            situacao: i === DEMO_CLIENTES.length - 1 ? "inativo" : "ativo",
            email: `contato@${slug.split(".").slice(0, 2).join("")}.com.br`,
            telefone: c.telefone,
            estado: c.estado,
            cidade: c.cidade,
            responsavelId: userIds[i % userIds.length],
            // Spread the sign-up dates over the last months, newest last.
            createdAt: new Date(Date.now() - (DEMO_CLIENTES.length - i) * 3 * 86_400_000),
          })
          .returning({ id: clientes.id });
        for (const p of c.projetos) {
          await tx.insert(empreendimentos).values({
            companyId: company.id,
            clienteId: cliente.id,
            nome: p.nome,
            atividade: p.atividade,
            municipio: c.cidade,
            estado: c.estado,
          });
        }
      }
    });
    const [{ projetos }] = await db
      .select({ projetos: count() })
      .from(empreendimentos)
      .where(and(eq(empreendimentos.companyId, company.id)));
    console.log(`Criados ${DEMO_CLIENTES.length} clientes e ${projetos} empreendimentos em "${company.name}".`);
  }

  const storage = createLocalStorage({ root: path.join(config.dataDir, "uploads"), secret: deps.authSecret });
  console.log(await seedLicencas(db, storage, company.id, userIds[0]));
  console.log(await seedCondicionantes(db, storage, company.id, userIds[0]));
  console.log(await seedChecklists(db, company.id));
  console.log(await seedCronograma(db, storage, company.id, userIds[0]));
  console.log(await seedObrigacoes(db, company.id, userIds[0]));
  console.log(await seedResponsaveis(db, company.id, userIds));
  // Today's deadline sweep, as the server's 07:00 job would run it, so the bell and the digest
  // speak of the demo's deadlines at once (a day swept before adds nothing twice).
  const hoje = await sweepDia(deps, todayIn(new Date()));
  console.log(`Varredura de prazos de hoje: ${resumoDoDia(hoje)}.`);
  // The embedded database has no autovacuum: the planner learns of the demo's rows only here.
  await database.analyze();

  console.log("\nEntre em", `${appUrl}/auth`, "com:");
  for (const u of DEMO_USERS)
    console.log(`  ${u.email}  /  ${u.password}  (${u.role === "admin" ? "administrador" : "usuário"})`);
} finally {
  await database.close();
  unlock();
}
