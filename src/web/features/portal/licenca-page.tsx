import { useState } from "react";
import { useParams } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { Info } from "lucide-react";
import { GRUPO_TITULOS, GRUPOS, type TGrupo } from "@/shared/rules/condicionantes";
import { formatIsoDate } from "@/shared/rules/datas";
import type { TPortalObrigacao } from "@/shared/schemas/portal";
import { LicencaStatusBadge } from "@/web/components/licenca-status-badge";
import { LoadError } from "@/web/components/load-error";
import { serverToday } from "@/web/lib/server-today";
import { licencaOptions } from "./api";
import { usePortalVista } from "./vista";
import { Carregando, Dado, NomeDaLicenca, SecaoTitulo, Vazio } from "./partes";
import { Trilha } from "./trilha";
import { NaoEncontrado, naoEncontrado } from "./nao-encontrado";
import { ListaDeDocumentos } from "./comprovacoes";
import { ObrigacaoCard } from "./obrigacao-card";
import { alvoDaCondicionante, EnviarComprovacaoDialog } from "./enviar-dialog";
import { obrigacaoKey } from "./obrigacao";

const VAZIA: Record<TGrupo, string> = {
  vencidas: "Nenhuma condicionante ou entrega vencida.",
  vencendo: "Nenhuma condicionante ou entrega vence nos próximos 30 dias.",
  a_vencer: "Nenhuma condicionante ou entrega com prazo depois dos próximos 30 dias.",
  concluidas: "Nenhuma condicionante concluída.",
};

/** /portal/licencas/:id: the licence, its documents and its obligations in the four sections. */
export function PortalLicencaPage() {
  const { id = "" } = useParams();
  const vista = usePortalVista();
  const q = useQuery(licencaOptions(vista.clienteId, id));
  const [enviar, setEnviar] = useState<TPortalObrigacao | null>(null);
  if (q.isError && naoEncontrado(q.error))
    return <NaoEncontrado mensagem="Licença não encontrada" inicio={vista.href("/portal")} />;
  if (q.isError) return <LoadError mensagem="Erro ao carregar a licença." onRetry={() => void q.refetch()} />;
  if (q.isPending) return <Carregando />;
  const { licenca: l, documentos, secoes } = q.data;
  const today = serverToday();
  return (
    <div className="space-y-10">
      <div className="space-y-4">
        <Trilha
          itens={[
            { nome: "Início", to: vista.href("/portal") },
            { nome: l.empreendimento.nome, to: vista.href(`/portal/empreendimentos/${l.empreendimento.id}`) },
          ]}
          atual={`${l.tipoNome} ${l.numero}`}
        />
        <div className="space-y-3 rounded-xl border bg-background p-4 shadow-sm sm:p-6">
          <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
            <div className="min-w-0">
              <h1 className="break-words text-2xl font-semibold tracking-tight">
                <NomeDaLicenca licenca={l} />
              </h1>
              <p className="text-muted-foreground">{l.empreendimento.nome}</p>
            </div>
            <div className="shrink-0">
              <LicencaStatusBadge status={l.status} />
            </div>
          </div>
          <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
            <Dado label="Validade">{l.validadeDate ? formatIsoDate(l.validadeDate) : "Sem data de validade"}</Dado>
            <Dado label="Emissão">{l.emissaoDate ? formatIsoDate(l.emissaoDate) : "-"}</Dado>
            <Dado label="Órgão">{l.orgao}</Dado>
          </dl>
          {l.validadeProrrogada && (
            <p className="flex items-start gap-2 rounded-md bg-blue-50 px-3 py-2 text-sm text-blue-900">
              <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
              Validade prorrogada — aguardando decisão do órgão
            </p>
          )}
        </div>
      </div>

      <section aria-labelledby="documentos" className="space-y-4">
        <SecaoTitulo id="documentos" titulo="Documentos" total={documentos.length} />
        {documentos.length === 0 ? (
          <Vazio>Nenhum documento disponível para esta licença.</Vazio>
        ) : (
          <ListaDeDocumentos documentos={documentos} tipo="licenca-documentos" clienteId={vista.clienteId} />
        )}
      </section>

      <div className="space-y-8">
        <h2 className="text-xl font-semibold">Condicionantes</h2>
        {GRUPOS.map((grupo) => (
          <section key={grupo} aria-labelledby={`secao-${grupo}`} className="space-y-3">
            <h3 id={`secao-${grupo}`} className="text-lg font-semibold">
              {GRUPO_TITULOS[grupo]}
              <span className="ml-2 inline-block rounded-full bg-secondary px-2.5 py-0.5 align-middle text-xs font-semibold">
                {secoes[grupo].length}
              </span>
            </h3>
            {secoes[grupo].length === 0 ? (
              <Vazio>{VAZIA[grupo]}</Vazio>
            ) : (
              <ul className="grid gap-4 lg:grid-cols-2">
                {secoes[grupo].map((o) => (
                  <ObrigacaoCard
                    key={obrigacaoKey(o)}
                    obrigacao={o}
                    today={today}
                    preview={vista.preview}
                    clienteId={vista.clienteId}
                    href={vista.href}
                    onEnviar={setEnviar}
                    nivel="h4"
                  />
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
      <EnviarComprovacaoDialog alvo={enviar && alvoDaCondicionante(enviar)} onClose={() => setEnviar(null)} />
    </div>
  );
}
