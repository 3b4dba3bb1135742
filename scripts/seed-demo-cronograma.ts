import { and, count, eq } from "drizzle-orm";
import type { Db } from "../src/server/db/client";
import { atividadesCronograma, documentos, empreendimentos } from "../src/server/db/schema";
import { newKey, type Storage } from "../src/server/storage/storage";
import { addDays, todayIn } from "../src/shared/rules/datas";
import type { TAtividadeStatus } from "../src/shared/rules/atividade-status";
import { demoPdf } from "./demo-data";

/** The project whose schedule the demo fills: the ceramics factory of Cerâmica São José. */
const PROJETO = "Fábrica de Blocos Cerâmicos";

/** Deadlines in days from today: every status on screen, one of them late ('Atrasada'). */
const ATIVIDADES: Array<{
  titulo: string;
  descricao?: string;
  prazo: number | null;
  status: TAtividadeStatus;
  concluidaHaDias?: number;
  observacoes?: string;
  documento?: string;
}> = [
  {
    titulo: "Laudo de efluentes do 1º trimestre",
    descricao: "Coleta na saída da ETE e análise em laboratório acreditado.",
    prazo: -20,
    status: "concluida",
    concluidaHaDias: 22,
    observacoes: "Laudo protocolado no IMA sob o nº 2026/0815.",
    documento: "Laudo de efluentes - 1º trimestre.pdf",
  },
  {
    titulo: "Renovação do Cadastro Técnico Federal",
    descricao: "Relatório anual de atividades potencialmente poluidoras (IBAMA).",
    prazo: -5,
    status: "pendente",
  },
  {
    titulo: "Inventário de resíduos sólidos",
    descricao: "Levantar geração, armazenamento e destinação do semestre.",
    prazo: 12,
    status: "em_andamento",
    observacoes: "Aguardando os manifestos de transporte da transportadora.",
  },
  { titulo: "Treinamento da brigada de emergência", prazo: 30, status: "pendente" },
  { titulo: "Automonitoramento de emissões do forno", prazo: 45, status: "em_andamento" },
  {
    titulo: "Revisão do PGRS",
    descricao: "Plano de Gerenciamento de Resíduos Sólidos.",
    prazo: null,
    status: "pendente",
  },
];

/**
 * A project schedule with activities in every status and a PDF on the concluded one. Skipped
 * when the company already has activities, so running the seed again duplicates nothing.
 */
export async function seedCronograma(db: Db, storage: Storage, companyId: string, userId: string) {
  const [{ n }] = await db
    .select({ n: count() })
    .from(atividadesCronograma)
    .where(eq(atividadesCronograma.companyId, companyId));
  if (n > 0) return `A empresa de demonstração já tem ${n} atividades no cronograma; nada foi duplicado.`;
  const [projeto] = await db
    .select({ id: empreendimentos.id })
    .from(empreendimentos)
    .where(and(eq(empreendimentos.companyId, companyId), eq(empreendimentos.nome, PROJETO)));
  if (!projeto) return `Empreendimento ${PROJETO} não encontrado; cronograma não criado.`;

  const today = todayIn(new Date());
  const keys: string[] = [];
  try {
    // One transaction: a failure leaves no activities, so the next run creates them all.
    await db.transaction(async (tx) => {
      for (const a of ATIVIDADES) {
        const [atividade] = await tx
          .insert(atividadesCronograma)
          .values({
            companyId,
            empreendimentoId: projeto.id,
            titulo: a.titulo,
            descricao: a.descricao ?? null,
            dataPrazo: a.prazo === null ? null : addDays(today, a.prazo),
            status: a.status,
            dataConclusao: a.concluidaHaDias === undefined ? null : addDays(today, -a.concluidaHaDias),
            observacoes: a.observacoes ?? null,
            createdBy: userId,
          })
          .returning({ id: atividadesCronograma.id });
        if (!a.documento) continue;
        const key = newKey(`atividades/${atividade.id}`, "pdf");
        const bytes = demoPdf(a.documento.replace(/\.pdf$/, ""));
        await storage.put(key, bytes);
        keys.push(key);
        await tx.insert(documentos).values({
          companyId,
          relacionadoA: "atividade",
          relacionadoId: atividade.id,
          nome: a.documento,
          storagePath: key,
          contentType: "application/pdf",
          fileSize: bytes.byteLength,
          createdBy: userId,
        });
      }
    });
  } catch (err) {
    await Promise.all(keys.map((k) => storage.remove(k).catch(() => {})));
    throw err;
  }
  return `Criado o cronograma de ${PROJETO} com ${ATIVIDADES.length} atividades (uma atrasada, uma com documento).`;
}
