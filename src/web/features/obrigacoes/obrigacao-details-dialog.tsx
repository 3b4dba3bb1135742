import { useState, type ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { CalendarClock, CircleCheck, ExternalLink, FilePlus2, Trash2 } from "lucide-react";
import { formatIsoDate } from "@/shared/rules/datas";
import type { TObrigacaoDetalhe, TObrigacaoInstanciaDetalhe } from "@/shared/schemas/obrigacoes";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { useLoadErrorToast } from "@/web/components/list-controls";
import { acaoErrorText } from "@/web/lib/api";
import { notify } from "@/web/lib/notify";
import { obrigacaoQueryOptions } from "./api";
import { VencimentoDialog, type TInstanciaAlvo } from "./instancia-dialogs";
import { ComprovacaoDialog, type TComprovacaoAlvo } from "./comprovacao-dialog";
import { ComprovacoesList } from "./comprovacoes";
import { ObrigacaoStatusBadge } from "@/web/components/obrigacao-status-badge";
import { ObrigacaoDeleteDialog } from "./obrigacao-delete-dialog";

/**
 * 'Ver detalhes' of one obligation (null: closed): its data with the legal basis, the rule in
 * words, and its due dates, the latest first, each with its proofs; the open one can be met (with
 * a proof or not) or moved (an extension), and any one can take a proof. 'Deletar' sends it to
 * the bin and closes the details.
 */
export function ObrigacaoDetailsDialog({ obrigacaoId, onClose }: { obrigacaoId: string | null; onClose: () => void }) {
  const query = useQuery({ ...obrigacaoQueryOptions(obrigacaoId ?? ""), enabled: obrigacaoId !== null });
  useLoadErrorToast(query, (err) => notify.error(acaoErrorText("carregar a obrigação", err)));
  const o = query.data;
  const [comprovando, setComprovando] = useState<TComprovacaoAlvo | null>(null);
  const [movendo, setMovendo] = useState<TInstanciaAlvo | null>(null);
  const [excluindo, setExcluindo] = useState(false);

  return (
    <Dialog open={obrigacaoId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Detalhes da Obrigação</DialogTitle>
          <DialogDescription>{o ? o.titulo : "Dados da obrigação e seus vencimentos."}</DialogDescription>
        </DialogHeader>
        {query.isPending ? (
          <p className="py-6 text-center text-muted-foreground">Carregando detalhes...</p>
        ) : !o ? (
          <p className="py-6 text-center text-muted-foreground">Não foi possível carregar a obrigação.</p>
        ) : (
          // min-w-0 down to each file's name: a long one is cut, not a dialog wider than the phone.
          <div className="grid min-w-0 gap-6">
            <Dados obrigacao={o} />
            <Vencimentos
              obrigacao={o}
              onComplete={(i) => setComprovando({ ...alvo(o, i), cumprir: true })}
              onProve={(i) => setComprovando({ ...alvo(o, i), cumprir: false })}
              onMove={(i) => setMovendo(alvo(o, i))}
            />
            <div className="flex justify-end border-t pt-4">
              <Button variant="outline" size="sm" className="text-destructive" onClick={() => setExcluindo(true)}>
                <Trash2 aria-hidden />
                Deletar
              </Button>
            </div>
          </div>
        )}
      </DialogContent>
      <ComprovacaoDialog alvo={comprovando} onClose={() => setComprovando(null)} />
      <VencimentoDialog alvo={movendo} onClose={() => setMovendo(null)} />
      <ObrigacaoDeleteDialog
        obrigacao={excluindo && o ? { id: o.id, titulo: o.titulo } : null}
        onClose={() => setExcluindo(false)}
        onDeleted={onClose}
      />
    </Dialog>
  );
}

const alvo = (o: TObrigacaoDetalhe, i: TObrigacaoInstanciaDetalhe): TInstanciaAlvo => ({
  instanciaId: i.id,
  titulo: o.titulo,
  dataVencimento: i.dataVencimento,
});

function Dados({ obrigacao: o }: { obrigacao: TObrigacaoDetalhe }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <Item label="Empreendedor">{o.cliente.nome}</Item>
      <Item label="Empreendimento">{o.empreendimento?.nome ?? "Nenhum (obrigação do empreendedor)"}</Item>
      <Item label="Órgão">{o.orgao}</Item>
      <Item label="Responsável">{o.responsavel?.nome}</Item>
      <Item label="Recorrência" wide>
        {o.recorrenciaTexto}
      </Item>
      <Item label="Base legal" wide>
        {(o.baseLegal || o.baseLegalUrl) && (
          <>
            {o.baseLegal}
            {o.baseLegalUrl && (
              <a
                href={o.baseLegalUrl}
                target="_blank"
                rel="noreferrer"
                className="ml-1 inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
              >
                {o.baseLegal ? "Ver texto" : "Ver base legal"}
                <ExternalLink aria-hidden className="size-3.5" />
                <span className="sr-only">(abre em nova aba)</span>
              </a>
            )}
          </>
        )}
      </Item>
      <Item label="Descrição" wide>
        {o.descricao && <span className="whitespace-pre-line">{o.descricao}</span>}
      </Item>
    </dl>
  );
}

function Item({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? "min-w-0 sm:col-span-2" : "min-w-0"}>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="break-words">{children || "-"}</dd>
    </div>
  );
}

/** The due dates, the latest first, each with its proofs: the open one carries its actions. */
function Vencimentos(props: {
  obrigacao: TObrigacaoDetalhe;
  onComplete: (i: TObrigacaoInstanciaDetalhe) => void;
  onProve: (i: TObrigacaoInstanciaDetalhe) => void;
  onMove: (i: TObrigacaoInstanciaDetalhe) => void;
}) {
  const { instancias } = props.obrigacao;
  return (
    <section aria-labelledby="obrigacao-vencimentos" className="grid min-w-0 gap-3">
      <h3 id="obrigacao-vencimentos" className="font-semibold">
        Vencimentos
      </h3>
      {instancias.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nenhum vencimento.</p>
      ) : (
        <ul aria-label="Vencimentos" className="grid gap-2">
          {instancias.map((i) => (
            <li key={i.id} className="grid min-w-0 gap-3 rounded-md border p-3 text-sm">
              <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
                <span className="min-w-0">
                  <span className="text-muted-foreground">Vencimento: </span>
                  <span className="font-medium">{formatIsoDate(i.dataVencimento)}</span>
                  {i.dataRegra !== i.dataVencimento && (
                    <span className="block text-xs text-muted-foreground">
                      {`Prorrogado; pela regra, ${formatIsoDate(i.dataRegra)}`}
                    </span>
                  )}
                </span>
                <ObrigacaoStatusBadge status={i.status} />
                {i.cumpridaEm && (
                  <span>
                    <span className="text-muted-foreground">Cumprida em: </span>
                    <span className="font-medium">{formatIsoDate(i.cumpridaEm)}</span>
                  </span>
                )}
              </div>
              <div className="flex flex-wrap gap-2">
                {i.status !== "cumprida" && (
                  <>
                    <Button size="sm" onClick={() => props.onComplete(i)}>
                      <CircleCheck aria-hidden />
                      Marcar como cumprida
                    </Button>
                    <Button size="sm" variant="outline" onClick={() => props.onMove(i)}>
                      <CalendarClock aria-hidden />
                      Alterar vencimento
                    </Button>
                  </>
                )}
                <Button size="sm" variant="outline" onClick={() => props.onProve(i)}>
                  <FilePlus2 aria-hidden />
                  Registrar comprovação
                </Button>
              </div>
              <ComprovacoesList
                label={`Comprovações do vencimento de ${formatIsoDate(i.dataVencimento)}`}
                comprovacoes={i.comprovacoes}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
