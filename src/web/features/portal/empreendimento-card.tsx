import { Link } from "react-router";
import { AlertTriangle, Building2, ChevronRight, MapPin } from "lucide-react";
import type { TPortalEmpreendimento } from "@/shared/schemas/portal";
import { formatContagem } from "@/web/lib/format";

/** A project on the home: where it is, how many licences, and how many need attention. */
export function EmpreendimentoCard(props: { empreendimento: TPortalEmpreendimento; href: (path: string) => string }) {
  const e = props.empreendimento;
  const local = [e.municipio, e.estado].filter(Boolean).join(" - ");
  return (
    <li>
      <Link
        to={props.href(`/portal/empreendimentos/${e.id}`)}
        className="group flex h-full flex-col gap-3 rounded-xl border bg-background p-4 shadow-sm transition-colors hover:border-primary/50 hover:bg-accent/30 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:p-5"
      >
        <span className="flex items-start gap-3">
          <Building2 aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
          <span className="min-w-0 flex-1">
            <span className="block break-words font-semibold leading-snug">{e.nome}</span>
            {local && (
              <span className="mt-0.5 flex items-center gap-1 text-sm text-muted-foreground">
                <MapPin aria-hidden className="size-3.5 shrink-0" />
                {local}
              </span>
            )}
          </span>
          <ChevronRight aria-hidden className="size-5 shrink-0 text-muted-foreground group-hover:text-primary" />
        </span>
        <span className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span>{formatContagem(e.licencas, { um: "licença", varios: "licenças" })}</span>
          {e.licencasAtencao > 0 ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
              <AlertTriangle aria-hidden className="size-3.5" />
              {e.licencasAtencao === 1 ? "1 precisa de atenção" : `${e.licencasAtencao} precisam de atenção`}
            </span>
          ) : (
            e.licencas > 0 && <span className="text-xs font-medium text-green-800">Tudo em dia</span>
          )}
        </span>
      </Link>
    </li>
  );
}
