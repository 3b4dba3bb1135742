import type { TLixeiraItem } from "@/shared/schemas/lixeira";
import { descreverItens, diasRestantesTexto, LIXEIRA_TIPO_LABELS } from "@/shared/rules/lixeira";
import { formatDataHora } from "@/shared/rules/datas";

/** How one entry reads on the screen, the same in the table and in the cards. */
export function leitura(item: TLixeiraItem, now: Date) {
  const junto = descreverItens(item.itens);
  return {
    tipo: LIXEIRA_TIPO_LABELS[item.tipo],
    excluidoEm: formatDataHora(item.excluidoEm),
    excluidoPor: item.excluidoPor ?? "-",
    expira: diasRestantesTexto(item.expiraEm, now),
    junto: junto ? `Junto: ${junto}` : null,
  };
}
