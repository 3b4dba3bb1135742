import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { ChevronLeft, ChevronRight } from "lucide-react";
import type { TEventoCalendario } from "@/shared/schemas/calendario";
import { EVENTO_TIPOS } from "@/shared/rules/calendario";
import { Button } from "@/web/components/ui/button";
import { Agenda } from "./agenda";
import { CalendarioCarregando } from "./carregando";
import { mesQueryOptions } from "./api";
import { DiaDialog, type TDiaAberto } from "./dia-dialog";
import { DiaCelula } from "./dia-celula";
import { AtrasadaBadge, TipoBadge } from "./evento";
import { addMonths, DIAS_SEMANA, mesTitulo, parseMes, semanasDoMes } from "./mes";
import { serverToday } from "@/web/lib/server-today";

/**
 * /calendario: the popover's events on a month grid (Sunday first), one call for the visible
 * days; on a phone, the month's days with events as a list. Each day shows its first few events
 * (an icon and the licence's short label) and '+N mais'; a tap on either opens the day's events,
 * in full, in a dialog (a second call). The month lives in
 * ?mes=yyyy-mm, so a reload or a shared link shows the same month.
 */
export function CalendarioPage() {
  const [params, setParams] = useSearchParams();
  const today = serverToday();
  const mesAtual = today.slice(0, 7);
  const mes = parseMes(params.get("mes")) ?? mesAtual;
  const semanas = semanasDoMes(mes);
  const query = useQuery(mesQueryOptions(semanas[0][0], semanas.at(-1)!.at(-1)!));
  const irPara = (m: string) => setParams(m === mesAtual ? {} : { mes: m });
  const [diaAberto, setDiaAberto] = useState<TDiaAberto | null>(null);

  const porDia = new Map<string, TEventoCalendario[]>();
  for (const e of query.data?.eventos ?? []) porDia.set(e.data, [...(porDia.get(e.data) ?? []), e]);
  /** How many of the day's events the cell leaves out. */
  const mais = (dia: string) => (query.data?.dias?.[dia] ?? 0) - (porDia.get(dia)?.length ?? 0);
  const noMes = (query.data?.eventos ?? []).filter((e) => e.data.startsWith(mes)).length;

  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold">Calendário</h1>
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" size="icon" aria-label="Mês anterior" onClick={() => irPara(addMonths(mes, -1))}>
          <ChevronLeft aria-hidden />
        </Button>
        <Button variant="outline" size="icon" aria-label="Próximo mês" onClick={() => irPara(addMonths(mes, 1))}>
          <ChevronRight aria-hidden />
        </Button>
        <Button variant="outline" onClick={() => irPara(mesAtual)} disabled={mes === mesAtual}>
          Hoje
        </Button>
        <h2 aria-live="polite" className="ml-2 text-xl font-semibold">
          {mesTitulo(mes)}
        </h2>
        <Legenda />
      </div>

      <CalendarioCarregando query={query}>
        {noMes === 0 && <p className="text-muted-foreground">Nenhum evento neste mês.</p>}
      </CalendarioCarregando>

      <Agenda porDia={porDia} mais={mais} onMais={setDiaAberto} mes={mes} today={today} className="md:hidden" />
      <div className="hidden rounded-md border md:block">
        <table aria-label={`Eventos de ${mesTitulo(mes)}`} className="w-full table-fixed border-collapse">
          <thead>
            <tr>
              {DIAS_SEMANA.map(([curto, longo]) => (
                <th key={curto} scope="col" className="border-b bg-muted/50 p-2 text-sm font-medium">
                  <abbr title={longo} className="no-underline">
                    {curto}
                  </abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {semanas.map((semana) => (
              <tr key={semana[0]}>
                {semana.map((dia) => (
                  <DiaCelula
                    key={dia}
                    dia={dia}
                    foraDoMes={!dia.startsWith(mes)}
                    hoje={dia === today}
                    eventos={porDia.get(dia)}
                    mais={mais(dia)}
                    onAbrir={setDiaAberto}
                  />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <DiaDialog aberto={diaAberto} onClose={() => setDiaAberto((d) => d && { ...d, fechado: true })} />
    </div>
  );
}

function Legenda() {
  return (
    <ul aria-label="Legenda" className="ml-auto flex flex-wrap gap-2">
      {EVENTO_TIPOS.map((tipo) => (
        <li key={tipo}>
          <TipoBadge tipo={tipo} />
        </li>
      ))}
      <li>
        <AtrasadaBadge />
      </li>
    </ul>
  );
}
