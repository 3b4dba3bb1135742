import { z } from "./zod-pt-br";
import { zDate } from "./common";
import { ZObrigacaoDetalheSchema } from "./obrigacoes";
import { zPage } from "./paging";
import { OBRIGACAO_STATUS } from "../rules/obrigacoes-legais";
import { ZPortalComprovacaoSchema } from "./portal";

// The client's obligations that belong to no licence (issue 32: the RAPP, the TCFA, a state's
// yearly report…) as its portal shows them: read-only, each due date with what was sent for it.

/** One due date of an obligation, with the proofs sent for it, newest first. */
export const ZPortalVencimentoSchema = z.strictObject({
  id: z.string(),
  dataVencimento: zDate,
  /** The shared rule's status: 'atrasada' when open and past its due date. */
  status: z.enum(OBRIGACAO_STATUS),
  cumpridaEm: zDate.nullable(),
  /** 'Enviar comprovação' is offered: open, and no proof of this due date awaits review. */
  podeEnviar: z.boolean(),
  comprovacoes: z.array(ZPortalComprovacaoSchema),
});
export type TPortalVencimento = z.infer<typeof ZPortalVencimentoSchema>;

/** The obligation as the team's details show it, less the consultancy's business (who answers for it). */
export const ZPortalObrigacaoLegalSchema = ZObrigacaoDetalheSchema.pick({
  id: true,
  titulo: true,
  orgao: true,
  baseLegal: true,
  baseLegalUrl: true,
  descricao: true,
  empreendimento: true,
}).extend({
  /** The recurrence in words ('Anual, até 31/03'). */
  recorrencia: z.string(),
  /** The open due dates, the nearest first, then the latest one met (with its approved proof). */
  vencimentos: z.array(ZPortalVencimentoSchema),
});
export type TPortalObrigacaoLegal = z.infer<typeof ZPortalObrigacaoLegalSchema>;

/** GET /api/portal/obrigacoes-legais: the client's obligations, the nearest open due date first. */
export const ZPortalObrigacoesLegaisResponseSchema = zPage(ZPortalObrigacaoLegalSchema);
export type TPortalObrigacoesLegais = z.infer<typeof ZPortalObrigacoesLegaisResponseSchema>;
