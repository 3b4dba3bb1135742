import { z } from "./zod-pt-br";
import { zPage } from "./paging";
import { ZObrigacaoDetalheSchema, ZObrigacaoSchema } from "./obrigacoes";

// 'Modelos de obrigação' (issue 32 §2): a recurring duty of the company's own (a monthly report it
// files for many clients), written once and offered to each client by 'Gerar calendário legal'.
// The form is the obligation's, without the client, the project, the person and the first date.

export const ZModeloSchema = ZObrigacaoSchema.pick({
  titulo: true,
  orgao: true,
  baseLegal: true,
  baseLegalUrl: true,
  descricao: true,
  recorrencia: true,
});
export type TModeloInput = z.input<typeof ZModeloSchema>;
export type TModeloData = z.output<typeof ZModeloSchema>;

/** A template as the list and the form read it: the obligation's own fields, without a client. */
export const ZModeloItemSchema = ZObrigacaoDetalheSchema.pick({
  id: true,
  titulo: true,
  orgao: true,
  baseLegal: true,
  baseLegalUrl: true,
  descricao: true,
  recorrencia: true,
  recorrenciaTexto: true,
  createdAt: true,
});
export type TModelo = z.infer<typeof ZModeloItemSchema>;
export const ZModelosResponseSchema = zPage(ZModeloItemSchema);
