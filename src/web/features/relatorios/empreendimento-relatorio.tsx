import { useQuery } from "@tanstack/react-query";
import { formatDocumento } from "@/shared/rules/documento";
import type { TRelatorio } from "@/shared/schemas/cronograma";
import { cn } from "@/web/lib/utils";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import { relatorioQueryOptions, type TPeriodo } from "./api";
import { AtividadesTab } from "./atividades-tab";
import { CondicionantesTab } from "./condicionantes-tab";
import { periodoTexto, resumoItens } from "./relatorio-texto";
import type { ABAS } from "./relatorios-url";

type TAba = (typeof ABAS)[number];

/** One project's report on the screen: who it is for, the counts, and the two tabs. */
export function EmpreendimentoRelatorio(props: {
  id: string;
  periodo: TPeriodo;
  periodoValido: boolean;
  aba: TAba;
  onAba: (aba: TAba) => void;
  responsavel: string;
  onResponsavel: (responsavel: string) => void;
}) {
  const query = useQuery({
    ...relatorioQueryOptions(props.id, props.periodo, props.responsavel),
    enabled: props.periodoValido,
  });
  const relatorio = query.data;
  if (!props.periodoValido && !relatorio) return null;
  if (query.isError && !relatorio)
    return (
      <p role="alert" className="rounded-lg border p-6 text-center text-muted-foreground">
        {query.error.message}
      </p>
    );
  if (!relatorio) return <p className="p-6 text-center text-muted-foreground">Carregando relatório...</p>;

  return (
    <div className="space-y-6" aria-busy={query.isFetching}>
      <Cabecalho relatorio={relatorio} />
      <Resumo relatorio={relatorio} />
      <Tabs value={props.aba} onValueChange={(v) => props.onAba(v as TAba)}>
        <TabsList>
          <TabsTrigger value="atividades">Atividades</TabsTrigger>
          <TabsTrigger value="condicionantes">Condicionantes</TabsTrigger>
        </TabsList>
        <TabsContent value="atividades">
          <AtividadesTab
            relatorio={relatorio}
            isError={query.isError}
            responsavel={props.responsavel}
            onResponsavel={props.onResponsavel}
          />
        </TabsContent>
        <TabsContent value="condicionantes">
          <CondicionantesTab relatorio={relatorio} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

function Cabecalho({ relatorio }: { relatorio: TRelatorio }) {
  const { empreendimento: e, periodo } = relatorio;
  const cnpj = e.cliente.cnpj ? ` (${formatDocumento(e.cliente.cnpj)})` : "";
  return (
    <div className="space-y-0.5">
      <h2 className="text-xl font-semibold">{e.nome}</h2>
      <p className="text-sm text-muted-foreground">
        Cliente: {e.cliente.nome}
        {cnpj} · Período: {periodoTexto(periodo)}
      </p>
    </div>
  );
}

/** The counts as small cards: the schedule's, then the conditions'. */
function Resumo({ relatorio }: { relatorio: TRelatorio }) {
  const grupos = resumoItens(relatorio.resumo);
  return (
    <div className="grid gap-4">
      {grupos.map((g) => (
        <section key={g.titulo} aria-label={`Resumo de ${g.titulo.toLowerCase()}`} className="space-y-2">
          <h3 className="text-sm font-medium text-muted-foreground">{g.titulo}</h3>
          <dl className={cn("grid grid-cols-2 gap-2", g.itens.length === 5 ? "sm:grid-cols-5" : "sm:grid-cols-4")}>
            {g.itens.map((i) => (
              <div key={i.rotulo} className="min-w-0 rounded-lg border bg-card px-3 py-2">
                <dt className="truncate text-xs text-muted-foreground">{i.rotulo}</dt>
                <dd className="text-xl font-bold tabular-nums sm:text-2xl">{i.valor}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
