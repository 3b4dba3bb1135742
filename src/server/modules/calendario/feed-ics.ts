import ical, { escape, ICalCalendarMethod } from "ical-generator";
import { addDays } from "../../../shared/rules/datas";
import type { TFeedEscopo } from "../../../shared/schemas/calendario-feed";
import { logger } from "../../logger";
import type { TFeedEvento } from "./feed-fontes";

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

/** ical-generator's folding limit: a line's octets before it continues on the next (RFC 5545 §3.1). */
const DOBRA_OCTETOS = 74;

/** The UTF-8 octets of one UTF-16 unit on its own (a lone surrogate is written as U+FFFD). */
const octetosDaUnidade = (c: number) => (c < 0x80 ? 1 : c < 0x800 ? 2 : 3);

/**
 * The UTF-8 octets of the character at `i` of `linha` and how many UTF-16 units it takes: a high
 * surrogate takes the unit after it, as ical-generator does, a pair or not.
 */
function octetos(linha: string, i: number): [number, number] {
  const c = linha.charCodeAt(i);
  if (c < 0xd800 || c > 0xdbff || i + 1 >= linha.length) return [octetosDaUnidade(c), 1];
  const d = linha.charCodeAt(i + 1);
  return [d >= 0xdc00 && d <= 0xdfff ? 4 : 3 + octetosDaUnidade(d), 2];
}

/**
 * Folds each line of `texto` as ical-generator's foldLines does — a CRLF and a space before the
 * character that would pass 74 octets — byte for byte, without its TextEncoder per character,
 * which took 2 ms an event (11 s for 4,000 events, decision 068).
 */
export function dobrarLinhas(texto: string): string {
  return texto
    .split("\r\n")
    .map((linha) => {
      const partes: string[] = [];
      let inicio = 0;
      let c = 0;
      for (let i = 0; i < linha.length;) {
        const [n, unidades] = octetos(linha, i);
        c += n;
        if (c > DOBRA_OCTETOS) {
          partes.push(linha.slice(inicio, i));
          inicio = i;
          c = n;
        }
        i += unidades;
      }
      partes.push(linha.slice(inicio));
      return partes.join("\r\n ");
    })
    .join("\r\n");
}

export interface TFeedIcsOpcoes {
  /** The events, a batch at a time (feed-eventos.ts). */
  lotes: AsyncIterable<TFeedEvento[]>;
  appUrl: string;
  empresa: string;
  escopo: TFeedEscopo;
  agora: Date;
}

/**
 * The feed as iCalendar text (RFC 5545), with ical-generator, a batch of events at a time: the
 * calendar's header, each batch's events, then its end. Every event is all-day
 * (DTSTART;VALUE=DATE, DTEND the next day) and the calendar has no time zone: a deadline is a
 * day, the same day wherever the phone is. An app updates an event in place on the next read
 * (feedUid), sees from LAST-MODIFIED that it changed, and drops it when it leaves the feed.
 * Google Calendar ignores URL, so the link also ends the description.
 */
export async function* feedIcsPartes(opts: TFeedIcsOpcoes): AsyncGenerator<string> {
  const nome = opts.escopo === "meus" ? `Meus prazos — ${opts.empresa}` : `Prazos — ${opts.empresa}`;
  const calendar = ical({
    name: texto(nome),
    description: texto(FEED_DESCRICAO),
    prodId: { company: "Sistema de Gestão Ambiental", product: "Prazos", language: "PT-BR" },
    method: ICalCalendarMethod.PUBLISH,
    ttl: FEED_TTL_SEGUNDOS,
  });
  const FIM = "END:VCALENDAR";
  // Without events, the calendar is its header and its end: the events go in between.
  yield calendar.toString().slice(0, -FIM.length);
  for await (const lote of opts.lotes) {
    let eventos = "";
    for (const e of lote) {
      const url = `${opts.appUrl}${e.link}`;
      const linhas = e.detalhes.filter(([, valor]) => valor).map(([campo, valor]) => `${campo}: ${valor}`);
      eventos += calendar
        .createEvent({
          id: feedUid(e),
          allDay: true,
          start: dia(e.data),
          end: dia(addDays(e.data, 1)),
          stamp: opts.agora,
          lastModified: e.alteradoEm,
          summary: e.resumo,
          description: [...linhas, "", `Abrir no sistema: ${url}`].join("\n"),
          url,
        })
        .toString();
    }
    // The calendar keeps no batch but the one being written.
    calendar.clear();
    yield dobrarLinhas(eventos);
  }
  // RFC 5545 ends every line with CRLF, the last one too; ical-generator 10 leaves it off.
  yield `${FIM}\r\n`;
}

/**
 * The feed's bytes, pulled: the next batch is read only when the client has taken the previous
 * one, so memory holds about one batch and its text, whatever the feed's size. The header and the
 * first batch are read before answering, so a failure there is still the API's error; after the
 * 200 a failure can only cut the file short (logged).
 */
export async function feedIcsStream(opts: TFeedIcsOpcoes): Promise<ReadableStream<Uint8Array>> {
  const partes = feedIcsPartes(opts);
  const utf8 = new TextEncoder();
  const lidas = [await partes.next(), await partes.next()];
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const parte = lidas.shift() ?? (await partes.next());
        if (parte.done) controller.close();
        else controller.enqueue(utf8.encode(parte.value));
      } catch (e) {
        logger.error("Calendário (iCalendar) interrompido", e);
        controller.error(e);
      }
    },
    async cancel() {
      await partes.return(undefined);
    },
  });
}
