// An iCalendar file as a subscriber's calendar app reads it: parsed by ical.js (Mozilla's parser,
// Thunderbird's), independent of ical-generator, which writes our feed.
import ICAL from "ical.js";

export interface TEventoLido {
  uid: string;
  resumo: string;
  descricao: string;
  url: string;
  /** yyyy-mm-dd */
  inicio: string;
  fim: string;
  /** DTSTART was a DATE (an all-day event), not a date-time. */
  diaInteiro: boolean;
  /** LAST-MODIFIED as an ISO instant, null when absent. */
  alteradoEm: string | null;
}

/** RFC 5545 TEXT unescaped: ical.js leaves X- properties raw, while calendar apps read X-WR-CAL* as text. */
const textoIcal = (valor: string): string => (ICAL.design.icalendar.value as TDesignTexto).text.fromICAL(valor);
interface TDesignTexto {
  text: { fromICAL: (valor: string) => string };
}

const texto = (componente: ICAL.Component, nome: string) => {
  const valor = componente.getFirstPropertyValue(nome);
  return typeof valor === "string" ? valor : "";
};

export function parseIcal(ics: string) {
  const calendario = new ICAL.Component(ICAL.parse(ics));
  const eventos = calendario.getAllSubcomponents("vevent").map((componente): TEventoLido => {
    const evento = new ICAL.Event(componente);
    const alteradoEm = componente.getFirstPropertyValue("last-modified");
    return {
      uid: evento.uid,
      resumo: evento.summary,
      descricao: evento.description,
      url: texto(componente, "url"),
      inicio: evento.startDate.toString(),
      fim: evento.endDate.toString(),
      diaInteiro: evento.startDate.isDate,
      alteradoEm: alteradoEm instanceof ICAL.Time ? alteradoEm.toJSDate().toISOString() : null,
    };
  });
  return {
    nome: textoIcal(texto(calendario, "x-wr-calname")),
    descricao: textoIcal(texto(calendario, "x-wr-caldesc")),
    eventos,
  };
}
