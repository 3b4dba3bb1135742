import { useQuery } from "@tanstack/react-query";
import { useMe } from "@/web/lib/auth";
import { ZAlertasQuerySchema, type TAlerta } from "@/shared/schemas/alertas";
import { URGENCIA_TITULOS, URGENCIAS } from "@/shared/rules/alertas";
import { acaoErrorText } from "@/web/lib/api";
import { notify } from "@/web/lib/notify";
import { useUrlState } from "@/web/lib/use-url-state";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent } from "@/web/components/ui/card";
import { Pagination } from "@/web/components/ui/pagination";
import { PAGE_SIZE, useClampPage, useLoadErrorToast } from "@/web/components/list-controls";
import { alertasQueryOptions, useMarcarLida, useMarcarTodasLidas } from "./api";
import { AlertaItem, UrgenciaBadge } from "./alerta-item";

const FILTROS = [
  ["nao_lidas", "Não lidos"],
  ["todas", "Todos"],
] as const;

/**
 * /alertas: the caller's alerts, newest first and paged on the server, each page grouped by
 * urgency as the daily digest groups them; 'Não lidos' or 'Todos' in the URL (?lidas=). The
 * header's bell is the main door here.
 */
export function AlertasPage() {
  const { values, set } = useUrlState(ZAlertasQuerySchema);
  const { lidas, page } = values;
  const setPage = (p: number, replace = false) => set({ page: p }, replace);
  const query = useQuery(alertasQueryOptions({ lidas, page, pageSize: PAGE_SIZE }));
  const naoLidos = useMe().data?.alertasNaoLidos ?? 0;
  const marcarLida = useMarcarLida();
  const marcarTodas = useMarcarTodasLidas();
  useLoadErrorToast(query, (err) => notify.error(acaoErrorText("carregar os alertas", err)));
  useClampPage(query.isPlaceholderData ? undefined : query.data?.total, page, setPage);

  const marcar = (alerta: TAlerta) =>
    marcarLida.mutate(alerta.id, { onError: (err) => notify.error(acaoErrorText("marcar o alerta como lido", err)) });
  const abrir = (alerta: TAlerta) => !alerta.lida && marcarLida.mutate(alerta.id);
  const onMarcarTodas = () =>
    marcarTodas.mutate(undefined, {
      onSuccess: () => notify.success("Todos os alertas foram marcados como lidos."),
      onError: (err) => notify.error(acaoErrorText("marcar os alertas como lidos", err)),
    });

  return (
    <div className="max-w-4xl space-y-6">
      <div className="space-y-1">
        <h1 className="text-3xl font-bold">Alertas</h1>
        <p className="text-muted-foreground">
          Prazos de licenças, condicionantes e atividades que se aproximam ou já passaram, avisados pela verificação
          diária a quem é responsável pelo item e aos administradores da empresa.
        </p>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        {/* Two filters, not tabs: the list below is the same one, filtered. */}
        <div role="group" aria-label="Filtrar alertas" className="inline-flex rounded-md bg-muted p-1">
          {FILTROS.map(([value, label]) => (
            <Button
              key={value}
              size="sm"
              variant={lidas === value ? "outline" : "ghost"}
              aria-pressed={lidas === value}
              className={lidas === value ? "bg-background shadow-sm" : "text-muted-foreground"}
              onClick={() => set({ lidas: value })}
            >
              {label}
            </Button>
          ))}
        </div>
        <Button variant="outline" size="sm" disabled={naoLidos === 0 || marcarTodas.isPending} onClick={onMarcarTodas}>
          Marcar todos como lidos
        </Button>
      </div>
      <Card>
        <CardContent className="space-y-3 p-3 sm:p-6">
          <Lista
            alertas={query.data?.items}
            isPending={query.isPending}
            isError={query.isError}
            vazia={lidas === "nao_lidas" ? "Nenhum alerta não lido." : "Nenhum alerta."}
            busy={marcarLida.isPending}
            onAbrir={abrir}
            onMarcar={marcar}
          />
          <Pagination
            nome={{ um: "alerta", varios: "alertas" }}
            page={page}
            pageSize={PAGE_SIZE}
            total={query.data?.total ?? 0}
            onPage={(p) => setPage(p)}
          />
        </CardContent>
      </Card>
    </div>
  );
}

interface TListaProps {
  alertas?: TAlerta[];
  isPending: boolean;
  isError: boolean;
  vazia: string;
  busy: boolean;
  onAbrir: (a: TAlerta) => void;
  onMarcar: (a: TAlerta) => void;
}

function Lista({ alertas, isPending, isError, vazia, ...acoes }: TListaProps) {
  if (isPending)
    return (
      <p role="status" className="py-6 text-center text-muted-foreground">
        Carregando...
      </p>
    );
  if (isError && !alertas)
    return <p className="py-6 text-center text-muted-foreground">Erro ao carregar os alertas.</p>;
  if (!alertas?.length) return <p className="py-6 text-center text-muted-foreground">{vazia}</p>;
  // The page's alerts by urgency, most urgent first; within a group, the server's order.
  const grupos = URGENCIAS.map((u) => ({ urgencia: u, alertas: alertas.filter((a) => a.urgencia === u) })).filter(
    (g) => g.alertas.length,
  );
  return (
    <div className="space-y-5">
      {grupos.map((g) => (
        <section key={g.urgencia} aria-labelledby={`alertas-${g.urgencia}`} className="space-y-2">
          <h2 id={`alertas-${g.urgencia}`} className="flex items-center gap-2 text-sm font-semibold">
            <UrgenciaBadge urgencia={g.urgencia} />
          </h2>
          <ul aria-label={URGENCIA_TITULOS[g.urgencia]} className="space-y-2">
            {g.alertas.map((a) => (
              <li key={a.id}>
                <AlertaItem alerta={a} {...acoes} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
