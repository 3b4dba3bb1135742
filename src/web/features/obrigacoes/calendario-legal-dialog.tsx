import { useState } from "react";
import { Link } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { ExternalLink, ListPlus } from "lucide-react";
import type { TRef } from "@/shared/schemas/common";
import type { TProposta, TPropostaModelo } from "@/shared/schemas/obrigacoes";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { useLoadErrorToast } from "@/web/components/list-controls";
import { acaoErrorText } from "@/web/lib/api";
import { notify } from "@/web/lib/notify";
import { calendarioLegalQueryOptions, useCreateCalendarioLegal } from "./api";
import { PerfilLegalForm } from "./perfil-legal-form";

const chave = (p: TProposta) => `${p.codigo}|${p.empreendimento?.id ?? ""}`;
const criadasTexto = (n: number) =>
  n === 0 ? "Nenhuma obrigação criada: já existiam." : n === 1 ? "1 obrigação criada" : `${n} obrigações criadas`;

/**
 * 'Gerar calendário legal' of one client (issue 32; null: closed): its legal profile, then what
 * the catalogue proposes for it, each with why, ticked unless it exists already; the ticked ones
 * are created at once. The client's page opens it (handed in by the route table).
 */
export function CalendarioLegalDialog({ cliente, onClose }: { cliente: TRef | null; onClose: () => void }) {
  return (
    <Dialog open={cliente !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Gerar calendário legal</DialogTitle>
          <DialogDescription>
            {cliente
              ? `${cliente.nome}: as obrigações legais que o perfil pede, cada uma com o porquê.`
              : "As obrigações legais que o perfil do empreendedor pede."}
          </DialogDescription>
        </DialogHeader>
        {cliente && <Calendario cliente={cliente} />}
      </DialogContent>
    </Dialog>
  );
}

function Calendario({ cliente }: { cliente: TRef }) {
  const query = useQuery(calendarioLegalQueryOptions(cliente.id));
  useLoadErrorToast(query, (err) => notify.error(acaoErrorText("carregar o calendário legal", err)));
  const [perfilAlterado, setPerfilAlterado] = useState(false);
  if (query.isPending) return <p className="py-6 text-center text-muted-foreground">Carregando calendário legal...</p>;
  if (!query.data)
    return <p className="py-6 text-center text-muted-foreground">Não foi possível carregar o calendário legal.</p>;
  const { perfil, propostas, modelos, catalogoVersao } = query.data;
  return (
    <div className="grid gap-6">
      <section aria-labelledby="calendario-perfil" className="grid gap-3">
        <h3 id="calendario-perfil" className="font-semibold">
          Perfil legal
        </h3>
        <PerfilLegalForm clienteId={cliente.id} perfil={perfil} onDirty={setPerfilAlterado} />
      </section>
      <Propostas
        clienteId={cliente.id}
        propostas={propostas}
        modelos={modelos}
        catalogoVersao={catalogoVersao}
        perfilAlterado={perfilAlterado}
      />
    </div>
  );
}

function Propostas(props: {
  clienteId: string;
  propostas: TProposta[];
  modelos: TPropostaModelo[];
  catalogoVersao: string;
  perfilAlterado: boolean;
}) {
  const create = useCreateCalendarioLegal(props.clienteId);
  // What the consultant unticked: a proposal that a new profile brings arrives ticked.
  const [desmarcadas, setDesmarcadas] = useState<ReadonlySet<string>>(new Set());
  // The templates say nothing of the profile: they arrive unticked, the consultant ticks them.
  const [modelosMarcados, setModelosMarcados] = useState<ReadonlySet<string>>(new Set());
  const marcadas = props.propostas.filter((p) => !p.criada && !desmarcadas.has(chave(p)));
  const modelos = props.modelos.filter((m) => !m.criada && modelosMarcados.has(m.modeloId));
  const total = marcadas.length + modelos.length;
  const criar = () =>
    create.mutate(
      {
        itens: marcadas.map((p) => ({ codigo: p.codigo, empreendimentoId: p.empreendimento?.id ?? null })),
        modelos: modelos.map((m) => m.modeloId),
      },
      {
        onSuccess: ({ criadas }) => notify.success(criadasTexto(criadas)),
        onError: (err) => notify.error(acaoErrorText("criar as obrigações", err)),
      },
    );

  return (
    <section aria-labelledby="calendario-propostas" className="grid gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id="calendario-propostas" className="font-semibold">
          Obrigações propostas
        </h3>
        <span className="text-xs text-muted-foreground">{`Catálogo ${props.catalogoVersao}`}</span>
      </div>
      {props.perfilAlterado && (
        <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          Salve o perfil para ver as obrigações que ele pede.
        </p>
      )}
      {props.propostas.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Nenhuma obrigação proposta para este perfil. Informe o CTF/APP ou marque os empreendimentos de mineração e
          salve o perfil.
        </p>
      ) : (
        <ul aria-label="Obrigações propostas" className="grid gap-2">
          {props.propostas.map((p) => (
            <PropostaItem
              key={chave(p)}
              id={`proposta-${chave(p)}`}
              item={p}
              nome={p.empreendimento ? `${p.titulo} (${p.empreendimento.nome})` : p.titulo}
              onde={p.empreendimento?.nome ?? "Todo o empreendedor"}
              checked={!p.criada && !desmarcadas.has(chave(p))}
              onChange={(on) => setDesmarcadas((prev) => toggled(prev, chave(p), !on))}
            />
          ))}
        </ul>
      )}
      {props.modelos.length > 0 && (
        <>
          <h3 id="calendario-modelos" className="pt-2 font-semibold">
            Modelos da empresa
          </h3>
          <ul aria-labelledby="calendario-modelos" className="grid gap-2">
            {props.modelos.map((m) => (
              <PropostaItem
                key={m.modeloId}
                id={`modelo-${m.modeloId}`}
                item={m}
                nome={m.titulo}
                onde="Todo o empreendedor"
                checked={!m.criada && modelosMarcados.has(m.modeloId)}
                onChange={(on) => setModelosMarcados((prev) => toggled(prev, m.modeloId, on))}
              />
            ))}
          </ul>
        </>
      )}
      <DialogFooter className="items-center gap-3 sm:justify-between">
        <Button asChild variant="link" className="px-0">
          <Link to={`/obrigacoes?cliente=${encodeURIComponent(props.clienteId)}`}>Ver obrigações do empreendedor</Link>
        </Button>
        <Button onClick={criar} disabled={total === 0 || props.perfilAlterado || create.isPending}>
          <ListPlus aria-hidden />
          {create.isPending ? "Criando..." : `Criar obrigações selecionadas (${total})`}
        </Button>
      </DialogFooter>
    </section>
  );
}

/** The set with `key` in it (`on`) or out of it. */
function toggled(prev: ReadonlySet<string>, key: string, on: boolean): ReadonlySet<string> {
  const next = new Set(prev);
  if (on) next.add(key);
  else next.delete(key);
  return next;
}

/** What a catalogue proposal and a template show alike. */
type TItem = Pick<TProposta, "titulo" | "orgao" | "recorrencia" | "motivos" | "criada"> & {
  baseLegal: string | null;
  baseLegalUrl: string | null;
};

function PropostaItem(props: {
  id: string;
  item: TItem;
  /** The checkbox's name: the title, and the project's when it is a project's. */
  nome: string;
  onde: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  const p = props.item;
  return (
    <li className="flex gap-3 rounded-md border p-3">
      <input
        id={props.id}
        type="checkbox"
        className="mt-1 size-4 shrink-0 accent-primary"
        checked={props.checked}
        disabled={p.criada}
        onChange={(e) => props.onChange(e.target.checked)}
        aria-label={props.nome}
      />
      <div className="grid min-w-0 flex-1 gap-1 text-sm">
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={props.id} className="break-words font-medium">
            {p.titulo}
          </label>
          {p.criada && <Badge variant="secondary">Já criada</Badge>}
        </div>
        <p className="break-words text-muted-foreground">{[p.orgao, props.onde, p.recorrencia].join(" · ")}</p>
        {p.baseLegal && (
          <p className="break-words">
            <span className="text-muted-foreground">Base legal: </span>
            {p.baseLegalUrl ? (
              <a
                href={p.baseLegalUrl}
                target="_blank"
                rel="noreferrer"
                className="text-primary underline-offset-4 hover:underline"
              >
                {p.baseLegal}
                <ExternalLink aria-hidden className="ml-1 inline size-3.5 align-[-2px]" />
                <span className="sr-only"> (abre em nova aba)</span>
              </a>
            ) : (
              p.baseLegal
            )}
          </p>
        )}
        <p className="break-words">
          <span className="text-muted-foreground">Por quê: </span>
          {p.motivos.join(" · ")}
        </p>
      </div>
    </li>
  );
}
