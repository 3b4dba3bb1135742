import { useQuery } from "@tanstack/react-query";
import { useMe } from "@/web/lib/auth";
import { useMarcaDaEmpresa } from "@/web/lib/empresa";
import { AcoesRapidas } from "./acoes-rapidas";
import { dashboardQueryOptions } from "./api";
import { AtividadesCard } from "./atividades-card";
import { Contadores } from "./contadores";
import { PendenciasCard } from "./pendencias-card";
import { StatusCard } from "./status-card";
import { LoadError } from "@/web/components/load-error";

/** /dashboard (part 1 §2.6), painted from one call: GET /api/dashboard. */
export function DashboardPage() {
  const { data: me } = useMe();
  const query = useQuery(dashboardQueryOptions());
  // The session already knows the company's name: the title needs no wait.
  const empresa = query.data?.empresa || me?.profile?.companyName;
  const { logoUrl } = useMarcaDaEmpresa();
  return (
    <div className="space-y-6">
      <h1 className="flex flex-wrap items-center gap-x-2 text-3xl font-bold">
        Dashboard
        {empresa && (
          <span className="inline-flex items-center gap-2 font-normal text-muted-foreground">
            {/* The spaces keep the heading's words apart for screen readers too (flex gaps do not). */}
            {" — "}
            {logoUrl && <img src={logoUrl} alt="" className="size-9 rounded object-contain" />}
            {empresa}
          </span>
        )}
      </h1>
      {query.isPending ? (
        <p role="status" className="text-muted-foreground">
          Carregando...
        </p>
      ) : query.isError ? (
        <LoadError
          mensagem={`Erro ao carregar o dashboard: ${query.error.message}`}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          <Contadores contadores={query.data.contadores} prazos={query.data.prazos} />
          <div className="grid gap-6 lg:grid-cols-3">
            <div className="space-y-6 lg:col-span-2">
              <PendenciasCard pendencias={query.data.minhasPendencias} />
              <AtividadesCard atividades={query.data.atividades} />
            </div>
            <div className="space-y-6">
              <StatusCard conformidade={query.data.conformidade} obrigacoesLegais={query.data.obrigacoesLegais} />
              <AcoesRapidas />
            </div>
          </div>
        </>
      )}
    </div>
  );
}
