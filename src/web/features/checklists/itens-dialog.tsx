import { useState, type FormEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import { CheckCheck, Plus, RotateCcw } from "lucide-react";
import { progressoTexto } from "@/shared/rules/checklist";
import { ZChecklistItemSchema, type TChecklistDetalhe } from "@/shared/schemas/checklists";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { ApiError } from "@/web/lib/api";
import { notify } from "@/web/lib/notify";
import { checklistErrorText, checklistQueryOptions, useAddItem, useSetStatus } from "./api";
import { ChecklistStatusBadge } from "./checklist-status-badge";
import { ItemRow } from "./item-row";
import { ResponsavelSelect } from "@/web/components/responsavel-select";

/**
 * 'Itens do Checklist' (null: closed): the items in order, each saved as it changes, 'Adicionar
 * Item', and concluding or reopening by hand. Paints from one call; every write answers the whole
 * checklist, so what shows is what the server decided (decision 016).
 */
export function ItensDialog(props: { checklistId: string | null; onClose: () => void }) {
  const { checklistId } = props;
  const query = useQuery({ ...checklistQueryOptions(checklistId ?? ""), enabled: checklistId !== null });
  const checklist = query.data;
  const naoEncontrado = query.error instanceof ApiError && query.error.status === 404;

  return (
    <Dialog open={checklistId !== null} onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle className="pr-6">Itens do Checklist{checklist ? ` — ${checklist.titulo}` : ""}</DialogTitle>
          <DialogDescription>
            {checklist
              ? [checklist.empreendimento?.nome, checklist.cliente?.nome].filter(Boolean).join(" · ") ||
                "Sem empreendimento"
              : naoEncontrado
                ? "Checklist não encontrado. Ele pode ter sido excluído."
                : query.isError
                  ? "Erro ao carregar checklists"
                  : "Carregando..."}
          </DialogDescription>
        </DialogHeader>
        {checklist && <ItensConteudo checklist={checklist} />}
        <DialogFooter>
          <Button variant="outline" onClick={props.onClose}>
            Fechar
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function ItensConteudo({ checklist }: { checklist: TChecklistDetalhe }) {
  const setStatus = useSetStatus(checklist.id);
  const concluido = checklist.status === "concluido";
  const alternar = () =>
    setStatus.mutate(concluido ? "aberto" : "concluido", {
      onSuccess: (c) => notify.success(c.status === "concluido" ? "Checklist concluído." : "Checklist reaberto."),
      onError: (err) => notify.error(checklistErrorText("Erro ao atualizar checklist", err)),
    });

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <ChecklistStatusBadge status={checklist.status} />
          <span role="status" className="text-sm text-muted-foreground">
            {checklist.progresso.total > 0 && progressoTexto(checklist.progresso)}
          </span>
        </div>
        <Button variant="outline" size="sm" disabled={setStatus.isPending} onClick={alternar}>
          {concluido ? <RotateCcw aria-hidden /> : <CheckCheck aria-hidden />}
          {concluido ? "Reabrir" : "Concluir checklist"}
        </Button>
      </div>
      {checklist.itens.length ? (
        <ol aria-label="Itens do checklist" className="divide-y rounded-md border px-3">
          {checklist.itens.map((item) => (
            <li key={item.id}>
              <ItemRow checklistId={checklist.id} item={item} total={checklist.itens.length} />
            </li>
          ))}
        </ol>
      ) : (
        <p className="rounded-md border border-dashed p-4 text-center text-sm text-muted-foreground">
          Nenhum item ainda. Adicione o primeiro abaixo.
        </p>
      )}
      <AdicionarItem checklistId={checklist.id} />
    </div>
  );
}

/** 'Adicionar Item': Enter or the button; the field empties and keeps the focus for the next one. */
function AdicionarItem({ checklistId }: { checklistId: string }) {
  const add = useAddItem(checklistId);
  const [text, setText] = useState("");
  const [responsavelId, setResponsavelId] = useState("");
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = ZChecklistItemSchema.safeParse({ descricao: text });
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    setError(null);
    // The field empties at once, so the next item can be typed while this one saves; a refused
    // one comes back to the field.
    setText("");
    // The chosen person stays for the next item: a list is often one person's.
    add.mutateAsync({ descricao: parsed.data.descricao, responsavelId: responsavelId || null }).then(
      () => notify.success("Item adicionado com sucesso!"),
      (err: unknown) => {
        setText((current) => current || parsed.data.descricao);
        notify.error(checklistErrorText("Erro ao adicionar item ao checklist", err));
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-1">
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          aria-label="Descrição do novo item"
          placeholder="Descrição do novo item"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "novo-item-erro" : undefined}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        {/* The colleagues load when the select is about to be used, not with the dialog. */}
        <div className="sm:w-48 sm:shrink-0">
          <ResponsavelSelect
            id="novo-item-responsavel"
            aria-label="Responsável pelo novo item"
            modo="campo"
            adiar
            value={responsavelId}
            onChange={setResponsavelId}
          />
        </div>
        <Button type="submit" className="shrink-0">
          <Plus aria-hidden />
          Adicionar Item
        </Button>
      </div>
      {error && (
        <p id="novo-item-erro" role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </form>
  );
}
