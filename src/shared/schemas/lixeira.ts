import { z } from "./zod-pt-br";
import { zInstant } from "./common";
import { zPage } from "./paging";

/** The kinds of record a deletion puts in the bin (docs/decisions/015-the-bin.md). */
export const LIXEIRA_TIPOS = [
  "cliente",
  "empreendimento",
  "licenca",
  "condicionante",
  "atividade",
  "checklist",
  "obrigacao",
] as const;
export type TLixeiraTipo = (typeof LIXEIRA_TIPOS)[number];

/** How many rows of each kind go (or went) to the bin with a record, the record itself not counted. */
export const ZLixeiraItensSchema = z.strictObject({
  empreendimentos: z.number().int(),
  licencas: z.number().int(),
  condicionantes: z.number().int(),
  /** Scheduled deliveries ('agendada' proofs) of the conditions. */
  entregas: z.number().int(),
  /** Obligations outside licences (issue 32) of a client or a project. */
  obrigacoes: z.number().int(),
  /** The obligations' due dates (obrigacao_instancias), met or open. */
  vencimentos: z.number().int(),
  /** The other proofs: the conditions' and the obligations' due dates'. */
  comprovacoes: z.number().int(),
  /** A project's schedule (atividades_cronograma). */
  atividades: z.number().int(),
  /** Documents of the licences, the conditions, the obligations, their proofs and the activities (each with its file). */
  documentos: z.number().int(),
  /** A checklist's items ('Itens do Checklist'). */
  checklistItens: z.number().int(),
});
export type TLixeiraItens = z.infer<typeof ZLixeiraItensSchema>;

/** Nothing along; also what an entry written before a kind was counted lacks (e.g. `atividades`). */
export const LIXEIRA_SEM_ITENS: TLixeiraItens = {
  empreendimentos: 0,
  licencas: 0,
  condicionantes: 0,
  entregas: 0,
  obrigacoes: 0,
  vencimentos: 0,
  comprovacoes: 0,
  atividades: 0,
  documentos: 0,
  checklistItens: 0,
};

/**
 * GET /api/<domínio>/{id}/exclusao: what a delete would take to the bin, for the confirmation;
 * `bloqueio` is the refusal the delete would answer (a project with licences), null when allowed.
 */
export const ZExclusaoResponseSchema = z.strictObject({
  itens: ZLixeiraItensSchema,
  bloqueio: z.string().nullable(),
});
export type TExclusao = z.infer<typeof ZExclusaoResponseSchema>;

/** One entry of the bin's screen. */
export const ZLixeiraItemResponseSchema = z.strictObject({
  id: z.string(),
  tipo: z.enum(LIXEIRA_TIPOS),
  titulo: z.string(),
  contexto: z.string().nullable(),
  itens: ZLixeiraItensSchema,
  /** Who deleted it: the name, else the e-mail; null when that account is gone. */
  excluidoPor: z.string().nullable(),
  excluidoEm: zInstant,
  /** When the daily cleanup removes it for good. */
  expiraEm: zInstant,
});
export type TLixeiraItem = z.infer<typeof ZLixeiraItemResponseSchema>;
export const ZLixeiraResponseSchema = zPage(ZLixeiraItemResponseSchema);
