import ical, { escape, ICalCalendarMethod } from "ical-generator";
import { addDays } from "../../../shared/rules/datas";
import type { TFeedEscopo } from "../../../shared/schemas/calendario-feed";
import type { TFeedEvento } from "./feed-eventos";

/** How often calendar apps that honour it (Apple's, Outlook's) should read the feed again, in seconds. */
export const FEED_TTL_SEGUNDOS = 60 * 60;

const FEED_DESCRICAO = "Vencimentos de licenças, prazos legais de renovação, condicionantes, entregas e atividades.";

/** A yyyy-mm-dd day as the instant ical-generator writes back as that same DATE (it reads UTC parts). */
const dia = (isoDate: string) => new Date(`${isoDate}T00:00:00.000Z`);

/**
 * An event's UID: its type and item, never its date, so a moved deadline is the same event moved
 * (the subscriber's notes stay with it). Unique: each type's items are rows of one table, and a
 * licence's expiry and legal renewal deadline differ by type (decision 027).
 */
const feedUid = (e: Pick<TFeedEvento, "tipo" | "itemId">) => `${e.tipo}-${e.itemId}@gestao-ambiental`;

/** TEXT as RFC 5545 §3.3.11 writes it: ical-generator 10 escapes events' text, not the calendar's name and description. */
const texto = (valor: string) => escape(valor, false);

/**
 * The feed as iCalendar text (RFC 5545), with ical-generator. Every event is all-day
 * (DTSTART;VALUE=DATE, DTEND the next day) and the calendar has no time zone: a deadline is a
 * day, the same day wherever the phone is. An app updates an event in place on the next read
 * (feedUid), sees from LAST-MODIFIED that it changed, and drops it when it leaves the feed.
 * Google Calendar ignores URL, so the link also ends the description.
 */
export function feedIcs(opts: {
  eventos: TFeedEvento[];
  appUrl: string;
  empresa: string;
  escopo: TFeedEscopo;
  agora: Date;
}): string {
  const nome = opts.escopo === "meus" ? `Meus prazos — ${opts.empresa}` : `Prazos — ${opts.empresa}`;
  const calendar = ical({
    name: texto(nome),
    description: texto(FEED_DESCRICAO),
    prodId: { company: "Sistema de Gestão Ambiental", product: "Prazos", language: "PT-BR" },
    method: ICalCalendarMethod.PUBLISH,
    ttl: FEED_TTL_SEGUNDOS,
  });
  for (const e of opts.eventos) {
    const url = `${opts.appUrl}${e.link}`;
    const linhas = e.detalhes.filter(([, valor]) => valor).map(([campo, valor]) => `${campo}: ${valor}`);
    calendar.createEvent({
      id: feedUid(e),
      allDay: true,
      start: dia(e.data),
      end: dia(addDays(e.data, 1)),
      stamp: opts.agora,
      lastModified: e.alteradoEm,
      summary: e.resumo,
      description: [...linhas, "", `Abrir no sistema: ${url}`].join("\n"),
      url,
    });
  }
  // RFC 5545 ends every line with CRLF, the last one too; ical-generator 10 leaves it off.
  return `${calendar.toString()}\r\n`;
}
