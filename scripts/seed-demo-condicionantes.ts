import { asc, count, eq } from "drizzle-orm";
import type { Db } from "../src/server/db/client";
import {
  condicionanteComprovacoes,
  condicionantes,
  documentos,
  empreendimentos,
  licencas,
} from "../src/server/db/schema";
import { newKey, type Storage } from "../src/server/storage/storage";
import { addDays, todayIn } from "../src/shared/rules/datas";
import { addMonths, datasAgendadas, PERIODICIDADE_MESES } from "../src/shared/rules/periodicidade";
import { DEMO_CONDICIONANTES, demoPdf } from "./demo-data";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Midday in São Paulo of a yyyy-mm-dd, for timestamps that should fall on that day. */
const noDia = (date: string) => new Date(`${date}T12:00:00-03:00`);

/**
 * Conditions in every section of the conditions screen, with proofs, PDF documents and one
 * bimonthly periodicity, all dated from today in São Paulo. Skipped when the company already
 * has conditions, so running the seed again duplicates nothing.
 */
export async function seedCondicionantes(db: Db, storage: Storage, companyId: string, userId: string) {
  const [{ n }] = await db.select({ n: count() }).from(condicionantes).where(eq(condicionantes.companyId, companyId));
  if (n > 0) return `A empresa de demonstração já tem ${n} condicionantes; nada foi duplicado.`;

  const licencasDaEmpresa = await db
    .select({ id: licencas.id, empreendimento: empreendimentos.nome })
    .from(licencas)
    .innerJoin(empreendimentos, eq(empreendimentos.id, licencas.empreendimentoId))
    .where(eq(licencas.companyId, companyId))
    .orderBy(asc(licencas.createdAt), asc(licencas.id));
  if (!licencasDaEmpresa.length) return "Nenhuma licença na empresa de demonstração; condicionantes não criadas.";

  const today = todayIn(new Date());
  const agora = Date.now();
  let agendadas = 0;
  // One transaction: a failure leaves no conditions, so the next run creates them all.
  // Files are written before their rows; a failed run leaves only unreferenced files.
  await db.transaction(async (tx) => {
    for (const [i, modelo] of DEMO_CONDICIONANTES.entries()) {
      const licenca =
        licencasDaEmpresa.find((l) => l.empreendimento === modelo.empreendimento) ??
        licencasDaEmpresa[i % licencasDaEmpresa.length];
      const inicio = modelo.periodicidadeEmDias === undefined ? null : addDays(today, modelo.periodicidadeEmDias);
      // A year of deliveries: the day before the same date next year closes the period.
      const fim = inicio && addDays(addMonths(inicio, 12), -1);
      const dias = (d: number | null | undefined) => (d === null || d === undefined ? null : addDays(today, d));

      const [condicionante] = await tx
        .insert(condicionantes)
        .values({
          companyId,
          licencaId: licenca.id,
          nome: modelo.nome,
          descricao: modelo.descricao,
          status: modelo.status,
          aprovada: modelo.aprovadaHaDias !== undefined,
          dataAprovacao: modelo.aprovadaHaDias === undefined ? null : noDia(addDays(today, -modelo.aprovadaHaDias)),
          dataPrazo: fim ?? dias(modelo.prazoEmDias),
          dataEntrega: dias(modelo.entregaEmDias),
          ...(inicio && {
            periodicidadeTipo: "bimestral",
            periodicidadeIntervalo: PERIODICIDADE_MESES.bimestral,
            dataInicioPeriodicidade: inicio,
            dataFimPeriodicidade: fim,
            gerarAutomaticamente: true,
          }),
          // Created months ago; changed days ago, a few in the last hours (the dashboard's
          // recent activities: one concluded, one due today, one overdue).
          createdAt: new Date(agora - (200 - i) * 86_400_000),
          updatedAt: new Date(agora - (modelo.atualizadaHaMinutos ?? (3 + i) * 24 * 60) * 60_000),
        })
        .returning({ id: condicionantes.id });

      for (const p of modelo.comprovacoes ?? []) {
        const data = addDays(today, p.emDias);
        const [comprovacao] = await tx
          .insert(condicionanteComprovacoes)
          .values({
            companyId,
            condicionanteId: condicionante.id,
            dataEntrega: data,
            observacoes: p.observacoes ?? null,
            statusComprovacao: p.status,
            createdBy: userId,
            createdAt: noDia(data),
          })
          .returning({ id: condicionanteComprovacoes.id });
        for (const nome of p.arquivos) {
          await addDocumento(
            tx,
            storage,
            { companyId, userId, condicionanteId: condicionante.id },
            {
              nome,
              data,
              comprovacaoId: comprovacao.id,
            },
          );
        }
      }

      for (const d of modelo.documentos ?? []) {
        await addDocumento(
          tx,
          storage,
          { companyId, userId, condicionanteId: condicionante.id },
          {
            nome: d.nome,
            data: addDays(today, d.emDias),
            cumprida: d.cumprida,
            observacoes: d.observacoes,
          },
        );
      }

      if (inicio && fim) {
        const datas = datasAgendadas(inicio, fim, PERIODICIDADE_MESES.bimestral);
        await tx.insert(condicionanteComprovacoes).values(
          datas.map((dataEntrega) => ({
            companyId,
            condicionanteId: condicionante.id,
            dataEntrega,
            statusComprovacao: "agendada",
            createdBy: userId,
          })),
        );
        agendadas += datas.length;
      }
    }
  });
  return `Criadas ${DEMO_CONDICIONANTES.length} condicionantes (com comprovações, documentos e ${agendadas} entregas agendadas).`;
}

/** Stores a one-page PDF under condicionantes/{id}/ and its documentos row. */
async function addDocumento(
  tx: Tx,
  storage: Storage,
  owner: { companyId: string; userId: string; condicionanteId: string },
  doc: { nome: string; data: string; comprovacaoId?: string; cumprida?: boolean; observacoes?: string },
) {
  const key = newKey(`condicionantes/${owner.condicionanteId}`, "pdf");
  const bytes = demoPdf(doc.nome.replace(/\.pdf$/, ""));
  await storage.put(key, bytes);
  await tx.insert(documentos).values({
    companyId: owner.companyId,
    relacionadoA: "condicionante",
    relacionadoId: owner.condicionanteId,
    comprovacaoId: doc.comprovacaoId ?? null,
    nome: doc.nome,
    storagePath: key,
    contentType: "application/pdf",
    fileSize: bytes.byteLength,
    observacoesDocumento: doc.observacoes ?? null,
    condicionanteCumprida: doc.cumprida ?? false,
    createdBy: owner.userId,
    createdAt: noDia(doc.data),
  });
}
