import { useUrlState } from "@/web/lib/use-url-state";
import { ConsolidadoSection } from "./consolidado-section";
import { EmpreendimentoRelatorio } from "./empreendimento-relatorio";
import { RelatoriosFiltros } from "./relatorios-filtros";
import { impressaoHref, TODOS, ZRelatoriosUrlSchema } from "./relatorios-url";

/**
 * /relatorios: a project's report (summary, schedule, conditions) for an optional period, or the
 * consolidated picture of every project; 'Imprimir Relatório' opens the printable page. The
 * choice lives in the URL, so a reload or a shared link shows the same report.
 */
export function RelatoriosPage() {
  const state = useUrlState(ZRelatoriosUrlSchema);
  const { empreendimento, inicio, fim, aba, responsavel } = state.values;
  const periodoValido = !inicio || !fim || fim >= inicio;

  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-3xl font-bold">Relatórios</h1>
        <p className="text-muted-foreground">
          Cronograma de atividades e condicionantes por empreendimento, ou o panorama de todos.
        </p>
      </div>
      <RelatoriosFiltros
        empreendimento={empreendimento}
        inicio={inicio}
        fim={fim}
        onEmpreendimento={(id) => state.set({ empreendimento: id })}
        onPeriodo={(change) => state.set(change, true)}
        onImprimir={() => window.open(impressaoHref(empreendimento, inicio, fim), "_blank")}
      />
      {empreendimento === TODOS ? (
        <ConsolidadoSection />
      ) : (
        <EmpreendimentoRelatorio
          id={empreendimento}
          periodo={{ inicio: inicio || null, fim: fim || null }}
          periodoValido={periodoValido}
          aba={aba}
          onAba={(next) => state.set({ aba: next }, true)}
          responsavel={responsavel}
          onResponsavel={(next) => state.set({ responsavel: next }, true)}
        />
      )}
    </div>
  );
}
