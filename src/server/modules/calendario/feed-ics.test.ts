// The feed's text written a batch at a time (decision 068) is the very text ical-generator writes
// for the whole calendar at once: same lines, folded at the same octets.
import ical, { foldLines, ICalCalendarMethod } from "ical-generator";
import { describe, expect, it } from "vitest";
import { addDays } from "../../../shared/rules/datas";
import { dobrarLinhas, FEED_TTL_SEGUNDOS, feedIcsPartes } from "./feed-ics";
import type { TFeedEvento } from "./feed-fontes";

const AGORA = new Date("2026-03-10T02:30:00.000Z");
const APP = "https://app.example.com";

const evento = (n: number): TFeedEvento => ({
  tipo: n % 2 ? "condicionante" : "entrega",
  itemId: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
  data: addDays("2026-03-01", n),
  resumo: `Condicionante — Relatório de emissões atmosféricas e ruído, ação nº ${n}; ✓ 🌳 ${"á".repeat(n % 40)}`,
  detalhes: [
    ["Condicionante", `Apresentar à FATMA, semestralmente, o relatório de automonitoramento nº ${n}`],
    ["Cliente", "Cerâmica São João"],
    ["Responsável", n % 3 ? null : "Ana Alfa"],
  ],
  link: `/licencas?condicionante=${n}`,
  alteradoEm: new Date(Date.UTC(2026, 0, 1 + n)),
});

async function* emLotes(eventos: TFeedEvento[], tamanho: number) {
  for (let i = 0; i < eventos.length; i += tamanho) yield eventos.slice(i, i + tamanho);
}

/** The calendar as decision 027 wrote it: every event in one ical-generator calendar, then its text. */
function inteiro(eventos: TFeedEvento[]) {
  const calendar = ical({
    name: "Prazos — Alfa Ambiental",
    description: "Vencimentos de licenças\\, prazos legais de renovação\\, condicionantes\\, entregas e atividades.",
    prodId: { company: "Sistema de Gestão Ambiental", product: "Prazos", language: "PT-BR" },
    method: ICalCalendarMethod.PUBLISH,
    ttl: FEED_TTL_SEGUNDOS,
  });
  for (const e of eventos) {
    const url = `${APP}${e.link}`;
    const linhas = e.detalhes.filter(([, v]) => v).map(([campo, v]) => `${campo}: ${v}`);
    calendar.createEvent({
      id: `${e.tipo}-${e.itemId}@gestao-ambiental`,
      allDay: true,
      start: new Date(`${e.data}T00:00:00.000Z`),
      end: new Date(`${addDays(e.data, 1)}T00:00:00.000Z`),
      stamp: AGORA,
      lastModified: e.alteradoEm,
      summary: e.resumo,
      description: [...linhas, "", `Abrir no sistema: ${url}`].join("\n"),
      url,
    });
  }
  return `${calendar.toString()}\r\n`;
}

describe("the feed written a batch at a time", () => {
  it("folds every line where ical-generator folds it, accents, symbols and emoji included", () => {
    for (const linha of [
      "DESCRIPTION:" + "a".repeat(200),
      "SUMMARY:" + "ação ".repeat(40),
      "SUMMARY:" + "🌳✓é".repeat(30),
      "X:" + "\ud83c".repeat(3) + "b".repeat(80),
      "",
      "CURTA",
    ])
      expect(dobrarLinhas(`${linha}\r\nEND:VEVENT\r\n`)).toBe(foldLines(`${linha}\r\nEND:VEVENT\r\n`));
  });

  it("is the same text, byte for byte, as the whole calendar written at once, whatever the batch size", async () => {
    const eventos = Array.from({ length: 23 }, (_, i) => evento(i + 1));
    for (const tamanho of [1, 5, 23]) {
      let ics = "";
      const partes = feedIcsPartes({
        lotes: emLotes(eventos, tamanho),
        appUrl: APP,
        empresa: "Alfa Ambiental",
        escopo: "empresa",
        agora: AGORA,
      });
      for await (const parte of partes) ics += parte;
      expect(ics).toBe(inteiro(eventos));
    }
  });

  it("is a calendar without events when there is no deadline", async () => {
    let ics = "";
    const partes = feedIcsPartes({
      lotes: emLotes([], 5),
      appUrl: APP,
      empresa: "Alfa Ambiental",
      escopo: "empresa",
      agora: AGORA,
    });
    for await (const parte of partes) ics += parte;
    expect(ics).toBe(inteiro([]));
  });
});
