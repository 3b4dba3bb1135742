import { Link, useParams } from "react-router";
import { useInfiniteQuery } from "@tanstack/react-query";
import { Building2, ChevronRight } from "lucide-react";
import { formatIsoDate } from "@/shared/rules/datas";
import type { TPortalLicenca } from "@/shared/schemas/portal";
import { LicencaStatusBadge } from "@/web/components/licenca-status-badge";
import { LoadError } from "@/web/components/load-error";
import { empreendimentoOptions } from "./api";
import { usePortalVista } from "./vista";
import { Carregando, CarregarMais, NomeDaLicenca, SecaoTitulo, Vazio } from "./partes";
import { Trilha } from "./trilha";
import { NaoEncontrado, naoEncontrado } from "./nao-encontrado";

/** /portal/empreendimentos/:id: the project's licences, with status, expiry and agency. */
export function PortalEmpreendimentoPage() {
  const { id = "" } = useParams();
  const vista = usePortalVista();
  const q = useInfiniteQuery(empreendimentoOptions(vista.clienteId, id));
  if (q.isError && naoEncontrado(q.error))
    return <NaoEncontrado mensagem="Empreendimento não encontrado" inicio={vista.href("/portal")} />;
  if (q.isError) return <LoadError mensagem="Erro ao carregar o empreendimento." onRetry={() => void q.refetch()} />;
  if (q.isPending) return <Carregando />;
  const { empreendimento: e, licencas } = q.data.pages[0];
  const itens = q.data.pages.flatMap((p) => p.licencas.items);
  const local = [e.municipio, e.estado].filter(Boolean).join(" - ");
  return (
    <div className="space-y-8">
      <div className="space-y-3">
        <Trilha itens={[{ nome: "Início", to: vista.href("/portal") }]} atual={e.nome} />
        <div className="flex items-start gap-3">
          <Building2 aria-hidden className="mt-1 size-6 shrink-0 text-primary" />
          <div className="min-w-0">
            <h1 className="break-words text-2xl font-semibold tracking-tight sm:text-3xl">{e.nome}</h1>
            {local && <p className="text-muted-foreground">{local}</p>}
          </div>
        </div>
      </div>
      <section aria-labelledby="licencas" className="space-y-4">
        <SecaoTitulo id="licencas" titulo="Licenças" total={licencas.total} />
        {itens.length === 0 ? (
          <Vazio>Nenhuma licença cadastrada neste empreendimento.</Vazio>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {itens.map((l) => (
              <LicencaCard key={l.id} licenca={l} to={vista.href(`/portal/licencas/${l.id}`)} />
            ))}
          </ul>
        )}
        <CarregarMais
          consulta={q}
          mostrando={itens.length}
          total={licencas.total}
          nome={{ um: "licença", varios: "licenças" }}
        />
      </section>
    </div>
  );
}

function LicencaCard({ licenca: l, to }: { licenca: TPortalLicenca; to: string }) {
  return (
    <li>
      <Link
        to={to}
        className="group flex h-full flex-col gap-3 rounded-xl border bg-background p-4 shadow-sm transition-colors hover:border-primary/50 hover:bg-accent/30 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:p-5"
      >
        <span className="flex items-start justify-between gap-3">
          <span className="min-w-0">
            <span className="block break-words font-semibold">
              <NomeDaLicenca licenca={l} />
            </span>
            <span className="block text-sm text-muted-foreground">{l.orgao}</span>
          </span>
          <ChevronRight aria-hidden className="size-5 shrink-0 text-muted-foreground group-hover:text-primary" />
        </span>
        <span className="flex flex-wrap items-center gap-2 text-sm">
          <LicencaStatusBadge status={l.status} />
          <span className="text-muted-foreground">
            {l.validadeDate ? `Validade: ${formatIsoDate(l.validadeDate)}` : "Sem data de validade"}
          </span>
        </span>
      </Link>
    </li>
  );
}
