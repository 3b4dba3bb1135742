import { and, count, eq } from "drizzle-orm";
import type { Db } from "../src/server/db/client";
import { atividades, empreendimentos, licencaDocumentos, licencas, licencaTipos } from "../src/server/db/schema";
import { newKey, type Storage } from "../src/server/storage/storage";
import { addDays, todayIn } from "../src/shared/rules/datas";
import { DEMO_LICENCAS, DEMO_LICENCAS_RECENTES, DEMO_TIPOS_EMPRESA, demoPdf } from "./demo-data";

/** Licences in every status, with PDF documents, plus the company's catalogues. */
export async function seedLicencas(db: Db, storage: Storage, companyId: string, userId: string) {
  const [{ n }] = await db.select({ n: count() }).from(licencas).where(eq(licencas.companyId, companyId));
  if (n > 0) return `A empresa de demonstração já tem ${n} licenças; nada foi duplicado.`;

  await db
    .insert(licencaTipos)
    .values(DEMO_TIPOS_EMPRESA.map((t) => ({ ...t, companyId })))
    .onConflictDoNothing();
  const projetos = await db
    .select({ id: empreendimentos.id, nome: empreendimentos.nome, atividade: empreendimentos.atividade })
    .from(empreendimentos)
    .where(and(eq(empreendimentos.companyId, companyId)));
  const nomesAtividade = [...new Set(projetos.map((p) => p.atividade).filter((a): a is string => !!a))];
  if (nomesAtividade.length) {
    await db
      .insert(atividades)
      .values(nomesAtividade.map((nome) => ({ nome, companyId })))
      .onConflictDoNothing();
  }

  const today = todayIn(new Date());
  const agora = Date.now();
  let created = 0;
  for (const [i, projeto] of projetos.entries()) {
    const modelo = DEMO_LICENCAS[i % DEMO_LICENCAS.length];
    // Each further round of the models moves the expiry 9 days away from today (later when
    // ahead, earlier when past), so the calendar's 60 days get several distinct dates.
    const volta = Math.floor(i / DEMO_LICENCAS.length);
    const validade =
      modelo.validadeEmDias === null ? null : modelo.validadeEmDias + Math.sign(modelo.validadeEmDias) * 9 * volta;
    const recente = DEMO_LICENCAS_RECENTES[projeto.nome];
    // Registered over the last weeks, a few of them in the last hours.
    const criadaEm = new Date(agora - (recente ?? (3 + (projetos.length - i) * 2) * 24 * 60) * 60_000);
    const [licenca] = await db
      .insert(licencas)
      .values({
        companyId,
        empreendimentoId: projeto.id,
        tipo: modelo.tipo,
        numero: `${1000 + i * 7}/${today.slice(0, 4)}`,
        orgao: modelo.orgao,
        emissaoDate: addDays(today, -300 - i * 11),
        validadeDate: validade === null ? null : addDays(today, validade),
        emRenovacao: modelo.emRenovacao ?? false,
        protocoloRenovacaoData:
          validade !== null && modelo.protocoloDiasAntes ? addDays(today, validade - modelo.protocoloDiasAntes) : null,
        protocoloRenovacaoNumero: modelo.protocoloDiasAntes ? `PROT-${2000 + i}/${today.slice(0, 4)}` : null,
        // Every other licence is the demo administrator's to watch.
        responsavelId: i % 2 === 0 ? userId : null,
        createdAt: criadaEm,
        updatedAt: criadaEm,
      })
      .returning({ id: licencas.id });
    created++;
    for (const nome of modelo.arquivos) {
      const key = newKey(`licencas/${licenca.id}`, "pdf");
      const data = demoPdf(`${nome} - ${projeto.nome}`);
      await storage.put(key, data);
      await db.insert(licencaDocumentos).values({
        licencaId: licenca.id,
        companyId,
        nome,
        storagePath: key,
        contentType: "application/pdf",
        fileSize: data.byteLength,
        createdBy: userId,
        createdAt: criadaEm,
      });
    }
  }
  return `Criadas ${created} licenças (com documentos) e os catálogos de tipos e atividades.`;
}
