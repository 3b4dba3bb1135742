import { useState } from "react";
import { Link } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { Bell } from "lucide-react";
import type { TAlerta } from "@/shared/schemas/alertas";
import { NAO_LIDOS_TETO } from "@/shared/rules/alertas";
import { meQueryOptions } from "@/web/lib/auth";
import { acaoErrorText } from "@/web/lib/api";
import { notify } from "@/web/lib/notify";
import { Button } from "@/web/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/web/components/ui/popover";
import { alertasQueryOptions, useMarcarLida, useMarcarTodasLidas } from "./api";
import { AlertaItem } from "./alerta-item";

/** How many of the newest alerts the popover shows; the rest are on /alertas. */
const NO_SINO = 5;
/** The bell asks GET /api/me again this often, and when the window gets the focus back. */
const ATUALIZA_MS = 5 * 60_000;

/** The server counts up to NAO_LIDOS_TETO: from there on the number means "that many or more". */
export function rotuloSino(naoLidos: number) {
  if (naoLidos === 0) return "Alertas: nenhum não lido";
  if (naoLidos >= NAO_LIDOS_TETO) return "Alertas: mais de 99 não lidos";
  return naoLidos === 1 ? "Alertas: 1 não lido" : `Alertas: ${naoLidos} não lidos`;
}

/**
 * The header's bell: the unread count from GET /api/me (no request of its own on first paint),
 * and, once opened, the newest alerts with 'Marcar todos como lidos' and 'Ver todos os alertas'.
 */
export function AlertasSino() {
  const [open, setOpen] = useState(false);
  const me = useQuery({
    ...meQueryOptions,
    refetchInterval: ATUALIZA_MS,
    refetchOnWindowFocus: true,
  });
  const naoLidos = me.data?.alertasNaoLidos ?? 0;
  const query = useQuery({ ...alertasQueryOptions({ pageSize: NO_SINO }), enabled: open });
  const marcarLida = useMarcarLida();
  const marcarTodas = useMarcarTodasLidas();
  const close = () => setOpen(false);
  const abrir = (alerta: TAlerta) => {
    if (!alerta.lida) marcarLida.mutate(alerta.id);
    close();
  };
  const onMarcarTodas = () =>
    marcarTodas.mutate(undefined, {
      onSuccess: () => notify.success("Todos os alertas foram marcados como lidos."),
      onError: (err) => notify.error(acaoErrorText("marcar os alertas como lidos", err)),
    });

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="outline" size="sm" className="relative" aria-label={rotuloSino(naoLidos)} title="Alertas">
          <Bell aria-hidden />
          {naoLidos > 0 && (
            <span
              aria-hidden
              data-testid="alertas-contador"
              className="absolute -top-2 -right-2 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-xs font-semibold text-white"
            >
              {naoLidos >= NAO_LIDOS_TETO ? "99+" : naoLidos}
            </span>
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent
        align="end"
        collisionPadding={8}
        aria-labelledby="alertas-sino-titulo"
        className="w-[min(24rem,calc(100vw-1rem))] space-y-3"
      >
        <div className="flex items-baseline justify-between gap-2">
          <h2 id="alertas-sino-titulo" className="text-sm font-semibold">
            Alertas
          </h2>
          <span className="text-xs text-muted-foreground">{rotuloSino(naoLidos).replace("Alertas: ", "")}</span>
        </div>
        <Lista alertas={query.data?.items} isPending={query.isPending} isError={query.isError} onAbrir={abrir} />
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button
            variant="outline"
            size="sm"
            className="flex-1"
            disabled={naoLidos === 0 || marcarTodas.isPending}
            onClick={onMarcarTodas}
          >
            Marcar todos como lidos
          </Button>
          <Button asChild size="sm" className="flex-1">
            <Link to="/alertas" onClick={close}>
              Ver todos os alertas
            </Link>
          </Button>
        </div>
      </PopoverContent>
    </Popover>
  );
}

function Lista(props: { alertas?: TAlerta[]; isPending: boolean; isError: boolean; onAbrir: (a: TAlerta) => void }) {
  if (props.isError && !props.alertas)
    return <p className="text-sm text-muted-foreground">Não foi possível carregar os alertas.</p>;
  if (props.isPending)
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Carregando...
      </p>
    );
  if (!props.alertas?.length) return <p className="text-sm text-muted-foreground">Nenhum alerta.</p>;
  return (
    <ul aria-label="Últimos alertas" className="max-h-[min(24rem,60vh)] space-y-2 overflow-y-auto">
      {props.alertas.map((a) => (
        <li key={a.id}>
          <AlertaItem alerta={a} onAbrir={props.onAbrir} />
        </li>
      ))}
    </ul>
  );
}
