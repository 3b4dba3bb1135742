import type { TLixeiraItem } from "@/shared/schemas/lixeira";
import { descreverItens, diasRestantesTexto, LIXEIRA_TIPO_LABELS } from "@/shared/rules/lixeira";

const DATA_HORA = new Intl.DateTimeFormat("pt-BR", {
  timeZone: "America/Sao_Paulo",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** dd/MM/yyyy HH:mm in São Paulo, whatever the browser's zone (the server's day and hour). */
export function formatDataHora(instant: string): string {
  const part = Object.fromEntries(DATA_HORA.formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
  return `${part.day}/${part.month}/${part.year} ${part.hour}:${part.minute}`;
}

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
