import { useId, useState } from "react";
import { Eye, FileText, Pencil, Trash2 } from "lucide-react";
import type { TDocumento } from "@/shared/schemas/condicionantes";
import { openDocumento, DocumentoDeleteDialog } from "@/web/components/documento-actions";
import { Button } from "@/web/components/ui/button";
import { formatDate } from "@/web/lib/format";
import { notify } from "@/web/lib/notify";
import { useSavingValue } from "@/web/lib/use-saving-value";
import { fetchDocumentoLink, useDeleteDocumento, useUpdateDocumento } from "./anexos-api";
import { acaoErrorText } from "@/web/lib/api";
import { usePodeExcluirDocumentos } from "@/web/lib/empresa";
import { Textarea } from "@/web/components/ui/textarea";

/** The documents of a proof or of the condition, each to view, flag, annotate or delete. */
export function DocumentosList({ label, documentos }: { label: string; documentos: TDocumento[] }) {
  const [deleting, setDeleting] = useState<TDocumento | null>(null);
  const remove = useDeleteDocumento();
  return (
    <>
      {documentos.length > 0 && (
        <ul aria-label={label} className="divide-y rounded-md border bg-background">
          {documentos.map((doc) => (
            <DocumentoItem key={doc.id} doc={doc} onDelete={() => setDeleting(doc)} />
          ))}
        </ul>
      )}
      {/* Stays mounted when the last document goes, so the answer's toasts still show. */}
      <DocumentoDeleteDialog
        documento={deleting}
        busy={remove.isPending}
        remove={(doc, handlers) => remove.mutate(doc.id, handlers)}
        errorText={(err) => acaoErrorText("excluir documento", err)}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}

function DocumentoItem({ doc, onDelete }: { doc: TDocumento; onDelete: () => void }) {
  const update = useUpdateDocumento();
  const [editing, setEditing] = useState(false);
  const flagId = useId();
  const cumprida = useSavingValue(doc.condicionanteCumprida);
  const podeExcluir = usePodeExcluirDocumentos();

  // The server applies the flag rule to the condition's status in the same call.
  const toggleCumprida = (condicionanteCumprida: boolean) =>
    cumprida.save(condicionanteCumprida, (done) =>
      update.mutate(
        { id: doc.id, condicionanteCumprida },
        { onError: () => notify.error("Erro ao atualizar documento"), onSettled: done },
      ),
    );

  return (
    <li className="grid gap-2 p-3">
      <div className="flex flex-wrap items-center gap-3">
        <FileText aria-hidden className="size-5 shrink-0 text-muted-foreground" />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium" title={doc.nome}>
            {doc.nome}
          </p>
          <p className="text-xs text-muted-foreground">{`Enviado em ${formatDate(doc.createdAt)}`}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={flagId} className="flex cursor-pointer items-center gap-2 text-sm">
            <input
              id={flagId}
              type="checkbox"
              className="size-4 accent-primary"
              checked={cumprida.value}
              disabled={cumprida.saving}
              onChange={(e) => toggleCumprida(e.target.checked)}
            />
            Condicionante cumprida
            <span className="sr-only">{` — ${doc.nome}`}</span>
          </label>
          <Button
            variant="outline"
            size="sm"
            aria-label={`Visualizar ${doc.nome}`}
            onClick={() => void openDocumento(() => fetchDocumentoLink(doc.id))}
          >
            <Eye aria-hidden />
            Visualizar
          </Button>
          <Button
            variant="outline"
            size="sm"
            aria-label={`Editar observações de ${doc.nome}`}
            aria-expanded={editing}
            onClick={() => setEditing((v) => !v)}
          >
            <Pencil aria-hidden />
            Observações
          </Button>
          {podeExcluir && (
            <Button
              variant="outline"
              size="sm"
              className="text-destructive"
              aria-label={`Excluir ${doc.nome}`}
              onClick={onDelete}
            >
              <Trash2 aria-hidden />
              Excluir
            </Button>
          )}
        </div>
      </div>
      {editing ? (
        <ObservacoesForm doc={doc} onDone={() => setEditing(false)} />
      ) : (
        doc.observacoesDocumento && (
          <p className="whitespace-pre-wrap text-sm text-muted-foreground">{doc.observacoesDocumento}</p>
        )
      )}
    </li>
  );
}

function ObservacoesForm({ doc, onDone }: { doc: TDocumento; onDone: () => void }) {
  const update = useUpdateDocumento();
  const [text, setText] = useState(doc.observacoesDocumento ?? "");
  const id = useId();
  const save = () =>
    update.mutate(
      { id: doc.id, observacoesDocumento: text.trim() || null },
      {
        onSuccess: () => {
          notify.success("Observações atualizadas!");
          onDone();
        },
        onError: () => notify.error("Erro ao atualizar observações"),
      },
    );
  return (
    <form
      className="grid gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <label htmlFor={id} className="text-sm font-medium">
        {`Observações de ${doc.nome}`}
      </label>
      <Textarea id={id} rows={2} maxLength={2000} value={text} onChange={(e) => setText(e.target.value)} />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" size="sm" onClick={onDone} disabled={update.isPending}>
          Cancelar
        </Button>
        <Button type="submit" size="sm" disabled={update.isPending}>
          {update.isPending ? "Salvando..." : "Salvar Observações"}
        </Button>
      </div>
    </form>
  );
}
