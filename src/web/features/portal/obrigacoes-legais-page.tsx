import { useState } from "react";
import { useInfiniteQuery } from "@tanstack/react-query";
import { formatIsoDate } from "@/shared/rules/datas";
import type { TPortalObrigacaoLegal, TPortalVencimento } from "@/shared/schemas/portal-obrigacoes-legais";
import { LoadError } from "@/web/components/load-error";
import { ExportarMenu } from "@/web/components/exportar-menu";
import { serverToday } from "@/web/lib/server-today";
import { obrigacoesLegaisOptions } from "./api";
import { usePortalVista } from "./vista";
import { Carregando, CarregarMais, Vazio } from "./partes";
import { Trilha } from "./trilha";
import { ObrigacaoLegalCard } from "./obrigacao-legal-card";
import { EnviarComprovacaoDialog, type TAlvoDaProva } from "./enviar-dialog";

/** A due date's proof, named by its obligation and its date. */
const alvoDoVencimento = (o: TPortalObrigacaoLegal, v: TPortalVencimento): TAlvoDaProva => ({
  titulo: o.titulo,
  detalhe: `${o.orgao} · vencimento em ${formatIsoDate(v.dataVencimento)}`,
  destino: { tipo: "vencimento", instanciaId: v.id },
});

/**
 * /portal/obrigacoes-legais: the client's obligations that belong to no licence, the nearest due
 * date first, each due date with its proofs and 'Enviar comprovação'. Its own call beside the
 * header's (the home's first). 'Exportar' downloads every due date, as the home's spreadsheets do.
 */
export function PortalObrigacoesLegaisPage() {
  const vista = usePortalVista();
  const q = useInfiniteQuery(obrigacoesLegaisOptions(vista.clienteId));
  const [enviar, setEnviar] = useState<TAlvoDaProva | null>(null);
  if (q.isError)
    return <LoadError mensagem="Erro ao carregar as obrigações legais." onRetry={() => void q.refetch()} />;
  if (q.isPending) return <Carregando />;
  const { total } = q.data.pages[0];
  const itens = q.data.pages.flatMap((p) => p.items);
  const today = serverToday();
  return (
    <div className="space-y-8">
      <div className="space-y-3">
        <Trilha itens={[{ nome: "Início", to: vista.href("/portal") }]} atual="Obrigações legais" />
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="space-y-1">
            <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Obrigações legais</h1>
            <p className="text-muted-foreground">
              Relatórios, taxas e cadastros que a lei exige da sua empresa além das licenças, como o RAPP e a TCFA do
              IBAMA. Envie aqui a comprovação de cada vencimento para a consultoria analisar.
            </p>
          </div>
          <ExportarMenu caminho="portal/obrigacoes-legais" filtros={{ cliente: vista.clienteId }} />
        </div>
      </div>
      {itens.length === 0 ? (
        <Vazio>Nenhuma obrigação legal cadastrada pela consultoria.</Vazio>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2">
          {itens.map((o) => (
            <ObrigacaoLegalCard
              key={o.id}
              obrigacao={o}
              today={today}
              preview={vista.preview}
              clienteId={vista.clienteId}
              onEnviar={(obrigacao, vencimento) => setEnviar(alvoDoVencimento(obrigacao, vencimento))}
            />
          ))}
        </ul>
      )}
      <CarregarMais
        consulta={q}
        mostrando={itens.length}
        total={total}
        nome={{ um: "obrigação", varios: "obrigações" }}
      />
      <EnviarComprovacaoDialog alvo={enviar} onClose={() => setEnviar(null)} />
    </div>
  );
}
