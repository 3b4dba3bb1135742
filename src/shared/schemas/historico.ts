import { z } from "./zod-pt-br";
import { zInstant } from "./common";
import { zPage, ZPageQuerySchema } from "./paging";
import { HISTORICO_ACOES, HISTORICO_TABELAS } from "../rules/historico";

// The 'Histórico' tab of a licence, a condition, a client or a project (issue 17 §1,
// docs/decisions/025-history.md): who changed what and when, newest first, in display form.

/** GET /api/historico?tabela=&id=&page=&pageSize= */
export const ZHistoricoQuerySchema = ZPageQuerySchema.omit({ q: true }).extend({
  tabela: z.enum(HISTORICO_TABELAS, {
    error: "Tabela inválida: use licencas, condicionantes, clientes ou empreendimentos.",
  }),
  id: z.string({ error: "Informe o registro." }).trim().min(1, "Informe o registro.").max(100, "Registro inválido."),
});
export type THistoricoQuery = z.infer<typeof ZHistoricoQuerySchema>;

export const ZHistoricoAlteracaoSchema = z.strictObject({
  /** The field's pt-BR name. */
  campo: z.string(),
  /** Before and after in display form (dd/MM/yyyy, Sim/Não, labels, names); null: empty. */
  antes: z.string().nullable(),
  depois: z.string().nullable(),
});
export type THistoricoAlteracao = z.infer<typeof ZHistoricoAlteracaoSchema>;

export const ZHistoricoItemSchema = z.strictObject({
  id: z.string(),
  acao: z.enum(HISTORICO_ACOES),
  /** The table written: the record's own, or a child's (its documents, its proofs). */
  tabela: z.string(),
  /** 'Criou o registro', 'Alterou', 'Adicionou o documento "X"'… */
  frase: z.string(),
  /** The user's name, 'Sistema' (the daily sweep, the bin's cleanup) or 'Usuário removido'. */
  quem: z.string(),
  quando: zInstant,
  alteracoes: z.array(ZHistoricoAlteracaoSchema),
});
export type THistoricoItem = z.infer<typeof ZHistoricoItemSchema>;

export const ZHistoricoResponseSchema = zPage(ZHistoricoItemSchema);
export type THistorico = z.infer<typeof ZHistoricoResponseSchema>;

export const HISTORICO_NOT_FOUND = {
  licencas: "Licença não encontrada.",
  condicionantes: "Condicionante não encontrada.",
  clientes: "Cliente não encontrado.",
  empreendimentos: "Empreendimento não encontrado.",
} as const;
