import { useState } from "react";
import { useInfiniteQuery } from "@tanstack/react-query";
import type { TPortalObrigacao } from "@/shared/schemas/portal";
import { LoadError } from "@/web/components/load-error";
import { serverToday } from "@/web/lib/server-today";
import { inicioOptions, pendenciasOptions } from "./api";
import { usePortalVista } from "./vista";
import { ResumoCards } from "./resumo-cards";
import { ObrigacaoCard } from "./obrigacao-card";
import { EmpreendimentoCard } from "./empreendimento-card";
import { alvoDaCondicionante, EnviarComprovacaoDialog } from "./enviar-dialog";
import { PlanilhaEAgenda } from "./planilha-agenda";
import { ObrigacoesLegaisSecao } from "./obrigacoes-legais-secao";
import { Carregando, CarregarMais, SecaoTitulo, Vazio } from "./partes";
import { obrigacaoKey } from "./obrigacao";

/**
 * /portal: the counts, what is pending (most urgent first), the obligations outside licences and
 * the client's projects. Two calls.
 */
export function PortalHomePage() {
  const vista = usePortalVista();
  const inicio = useInfiniteQuery(inicioOptions(vista.clienteId));
  const pendencias = useInfiniteQuery(pendenciasOptions(vista.clienteId));
  const [enviar, setEnviar] = useState<TPortalObrigacao | null>(null);
  const today = serverToday();

  if (inicio.isError) return <LoadError mensagem="Erro ao carregar o portal." onRetry={() => void inicio.refetch()} />;
  if (inicio.isPending) return <Carregando />;
  const topo = inicio.data.pages[0];
  const empreendimentos = inicio.data.pages.flatMap((p) => p.empreendimentos.items);
  const obrigacoes = pendencias.data?.pages.flatMap((p) => p.items) ?? [];
  const totalPendencias = pendencias.data?.pages[0].total ?? 0;

  return (
    <div className="space-y-10">
      <div className="space-y-1">
        <p className="text-sm font-medium text-primary">Portal do Empreendedor</p>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{topo.cliente.nome}</h1>
        <p className="text-muted-foreground">
          Acompanhe aqui as suas licenças, as condicionantes e o que falta entregar.
        </p>
      </div>

      <ResumoCards resumo={topo.resumo} />

      {/* One card, right under the counts it shares: on a phone it is not lost below the pending list. */}
      <ObrigacoesLegaisSecao resumo={topo.obrigacoesLegais} href={vista.href("/portal/obrigacoes-legais")} />

      <section aria-labelledby="pendencias" className="space-y-4">
        <SecaoTitulo id="pendencias" titulo="Pendências" total={pendencias.data ? totalPendencias : undefined}>
          O que ainda precisa ser entregue, do prazo mais urgente ao mais distante.
        </SecaoTitulo>
        {pendencias.isError ? (
          <LoadError mensagem="Erro ao carregar as pendências." onRetry={() => void pendencias.refetch()} />
        ) : pendencias.isPending ? (
          <Carregando />
        ) : obrigacoes.length === 0 ? (
          <Vazio>Nenhuma pendência no momento. Tudo em dia!</Vazio>
        ) : (
          <ul className="grid gap-4 lg:grid-cols-2">
            {obrigacoes.map((o) => (
              <ObrigacaoCard
                key={obrigacaoKey(o)}
                obrigacao={o}
                today={today}
                comLicenca
                preview={vista.preview}
                clienteId={vista.clienteId}
                href={vista.href}
                onEnviar={setEnviar}
              />
            ))}
          </ul>
        )}
        <CarregarMais
          consulta={pendencias}
          mostrando={obrigacoes.length}
          total={totalPendencias}
          nome={{ um: "pendência", varios: "pendências" }}
        />
      </section>

      <section aria-labelledby="empreendimentos" className="space-y-4">
        <SecaoTitulo id="empreendimentos" titulo="Empreendimentos" total={topo.empreendimentos.total}>
          Cada empreendimento com as suas licenças.
        </SecaoTitulo>
        {empreendimentos.length === 0 ? (
          <Vazio>Nenhum empreendimento cadastrado ainda.</Vazio>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {empreendimentos.map((e) => (
              <EmpreendimentoCard key={e.id} empreendimento={e} href={vista.href} />
            ))}
          </ul>
        )}
        <CarregarMais
          consulta={inicio}
          mostrando={empreendimentos.length}
          total={topo.empreendimentos.total}
          nome={{ um: "empreendimento", varios: "empreendimentos" }}
        />
      </section>

      <PlanilhaEAgenda clienteId={vista.clienteId} preview={vista.preview} />
      <EnviarComprovacaoDialog alvo={enviar && alvoDaCondicionante(enviar)} onClose={() => setEnviar(null)} />
    </div>
  );
}
