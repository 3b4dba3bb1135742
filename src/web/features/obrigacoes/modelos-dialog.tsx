import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Pencil, Plus, Trash2 } from "lucide-react";
import type { TModelo } from "@/shared/schemas/obrigacao-modelos";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { Pagination } from "@/web/components/ui/pagination";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { SearchField } from "@/web/components/search-field";
import { PAGE_SIZE, useClampPage, useLoadErrorToast } from "@/web/components/list-controls";
import { acaoErrorText } from "@/web/lib/api";
import { notify } from "@/web/lib/notify";
import { modelosQueryOptions, useDeleteModelo } from "./api";
import { ModeloForm } from "./modelo-form";

const NOME = { um: "modelo", varios: "modelos" };

/** The list, or the form of a new template (null) or of one being edited. */
type TVista = { tela: "lista" } | { tela: "form"; modelo: TModelo | null };

const TITULOS = { lista: "Modelos de obrigação", novo: "Novo modelo", editar: "Editar modelo" };

/**
 * 'Modelos' of the obligations page: the company's own recurring duties, created, edited and
 * deleted here and offered to each client by 'Gerar calendário legal'.
 */
export function ModelosDialog(props: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [vista, setVista] = useState<TVista>({ tela: "lista" });
  const titulo = vista.tela === "lista" ? TITULOS.lista : vista.modelo ? TITULOS.editar : TITULOS.novo;
  return (
    <Dialog
      open={props.open}
      onOpenChange={(open) => {
        if (!open) setVista({ tela: "lista" });
        props.onOpenChange(open);
      }}
    >
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{titulo}</DialogTitle>
          <DialogDescription>
            {vista.tela === "lista"
              ? "Obrigações recorrentes da empresa, para aplicar a cada empreendedor em 'Gerar calendário legal'."
              : "As obrigações já criadas a partir do modelo não mudam. Campos marcados com * são obrigatórios."}
          </DialogDescription>
        </DialogHeader>
        {props.open &&
          (vista.tela === "lista" ? (
            <ListaModelos onEdit={(modelo) => setVista({ tela: "form", modelo })} />
          ) : (
            <ModeloForm modelo={vista.modelo} onDone={() => setVista({ tela: "lista" })} />
          ))}
      </DialogContent>
    </Dialog>
  );
}

function ListaModelos({ onEdit }: { onEdit: (modelo: TModelo | null) => void }) {
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  const query = useQuery(modelosQueryOptions({ q, page, pageSize: PAGE_SIZE }));
  const remove = useDeleteModelo();
  const [excluindo, setExcluindo] = useState<TModelo | null>(null);
  useLoadErrorToast(query, (err) => notify.error(acaoErrorText("carregar os modelos", err)));
  useClampPage(query.isPlaceholderData ? undefined : query.data?.total, page, setPage, PAGE_SIZE);
  const items = query.data?.items;

  const excluir = (modelo: TModelo) =>
    remove.mutate(modelo.id, {
      onSuccess: () => {
        notify.success("Modelo excluído com sucesso!");
        setExcluindo(null);
      },
      onError: (err) => notify.error(acaoErrorText("excluir o modelo", err)),
    });

  return (
    <div className="grid min-w-0 gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SearchField
          hideLabel
          className="w-full sm:max-w-xs"
          id="modelos-busca"
          label="Buscar modelos"
          placeholder="Buscar por título ou órgão"
          value={q}
          onSearch={(text) => {
            setQ(text);
            setPage(1);
          }}
        />
        <Button onClick={() => onEdit(null)}>
          <Plus aria-hidden />
          Novo Modelo
        </Button>
      </div>
      {query.isPending ? (
        <p className="py-6 text-center text-muted-foreground">Carregando modelos...</p>
      ) : !items?.length ? (
        <p className="py-6 text-center text-sm text-muted-foreground">
          {q ? "Nenhum modelo encontrado." : "Nenhum modelo ainda. Crie um para as obrigações que a empresa repete."}
        </p>
      ) : (
        <ul aria-label="Modelos de obrigação" className="grid gap-2">
          {items.map((m) => (
            <li key={m.id} className="flex items-start gap-2 rounded-md border p-3">
              <div className="grid min-w-0 flex-1 gap-1 text-sm">
                <p className="break-words font-medium">{m.titulo}</p>
                <p className="break-words text-muted-foreground">{`${m.orgao} · ${m.recorrenciaTexto}`}</p>
                {m.baseLegal && <p className="break-words text-muted-foreground">{m.baseLegal}</p>}
              </div>
              <Button variant="ghost" size="icon" aria-label={`Editar ${m.titulo}`} onClick={() => onEdit(m)}>
                <Pencil aria-hidden />
              </Button>
              <Button variant="ghost" size="icon" aria-label={`Excluir ${m.titulo}`} onClick={() => setExcluindo(m)}>
                <Trash2 aria-hidden className="text-destructive" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Pagination nome={NOME} page={page} pageSize={PAGE_SIZE} total={query.data?.total ?? 0} onPage={setPage} />
      <ConfirmDialog
        open={excluindo !== null}
        title="Excluir modelo"
        confirmLabel={remove.isPending ? "Excluindo..." : "Excluir"}
        busy={remove.isPending}
        onConfirm={() => excluindo && excluir(excluindo)}
        onClose={() => setExcluindo(null)}
      >
        {`Excluir o modelo "${excluindo?.titulo ?? ""}"? As obrigações já criadas a partir dele continuam com os empreendedores.`}
      </ConfirmDialog>
    </div>
  );
}
