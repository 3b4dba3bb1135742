import { useState, type FormEvent, type ReactNode } from "react";
import { ArrowDown, ArrowUp, Check, Pencil, Trash2, X } from "lucide-react";
import { ZChecklistItemSchema, type TChecklistItem } from "@/shared/schemas/checklists";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";
import { notify } from "@/web/lib/notify";
import { useIsMobile } from "@/web/lib/use-is-mobile";
import { useSavingValue } from "@/web/lib/use-saving-value";
import { ActionsMenu, type TRowAction } from "@/web/components/row-actions";
import { cn } from "@/web/lib/utils";
import { ResponsavelSelect } from "@/web/components/responsavel-select";
import { checklistErrorText, useMoveItem, useRemoveItem, useUpdateItem } from "./api";

const ERRO = "Erro ao atualizar item do checklist";

/**
 * One item of the dialog: its checkbox (saved at once, showing the new value while it saves), its
 * text renamed in place, move up/down and remove. Every action names the item for screen readers.
 */
export function ItemRow(props: { checklistId: string; item: TChecklistItem; total: number }) {
  const { item, checklistId } = props;
  const update = useUpdateItem(checklistId);
  const move = useMoveItem(checklistId);
  const remove = useRemoveItem(checklistId);
  const concluido = useSavingValue(item.concluido);
  const [editing, setEditing] = useState(false);
  const busy = update.isPending || move.isPending || remove.isPending;
  const onError = (err: unknown) => notify.error(checklistErrorText(ERRO, err));
  const checkboxId = `checklist-item-${item.id}`;

  const toggle = (value: boolean) =>
    concluido.save(value, (done) => update.mutate({ itemId: item.id, concluido: value }, { onError, onSettled: done }));
  const moveTo = (ordem: number) => move.mutate({ itemId: item.id, ordem }, { onError });
  const isMobile = useIsMobile();
  const actions: TRowAction[] = [
    {
      label: "Mover para cima",
      ariaLabel: `Mover para cima: ${item.descricao}`,
      icon: ArrowUp,
      disabled: busy || item.ordem === 1,
      onSelect: () => moveTo(item.ordem - 1),
    },
    {
      label: "Mover para baixo",
      ariaLabel: `Mover para baixo: ${item.descricao}`,
      icon: ArrowDown,
      disabled: busy || item.ordem === props.total,
      onSelect: () => moveTo(item.ordem + 1),
    },
    {
      label: "Renomear",
      ariaLabel: `Renomear item: ${item.descricao}`,
      icon: Pencil,
      disabled: busy,
      onSelect: () => setEditing(true),
    },
    {
      label: "Remover",
      ariaLabel: `Remover item: ${item.descricao}`,
      icon: Trash2,
      destructive: true,
      disabled: busy,
      onSelect: () => remove.mutate(item.id, { onError }),
    },
  ];

  if (editing) {
    return (
      <RenameForm
        descricao={item.descricao}
        busy={update.isPending}
        onCancel={() => setEditing(false)}
        onSave={(descricao) =>
          update.mutate({ itemId: item.id, descricao }, { onError, onSuccess: () => setEditing(false) })
        }
      />
    );
  }
  return (
    <div className="flex items-start gap-2 py-2">
      <input
        id={checkboxId}
        type="checkbox"
        className="mt-0.5 size-5 shrink-0 cursor-pointer accent-primary"
        checked={concluido.value}
        onChange={(e) => toggle(e.target.checked)}
      />
      <div className="grid min-w-0 flex-1 gap-1">
        <label
          htmlFor={checkboxId}
          className={cn(
            "cursor-pointer break-words pt-0.5 text-sm",
            concluido.value && "text-muted-foreground line-through",
          )}
        >
          {item.descricao}
        </label>
        <ItemResponsavel
          item={item}
          disabled={busy}
          onChange={(responsavelId, done) =>
            update.mutate({ itemId: item.id, responsavelId }, { onError, onSettled: done })
          }
        />
      </div>
      {/* On a phone four buttons left the text one word per line: they wait in a menu there. */}
      {isMobile ? (
        <ActionsMenu label={`Ações do item ${item.descricao}`} actions={actions} />
      ) : (
        <div className="flex shrink-0 items-center">
          {actions.map((a) => (
            <IconButton
              key={a.label}
              label={a.ariaLabel ?? a.label}
              disabled={a.disabled}
              className={cn(a.destructive && "text-destructive hover:text-destructive")}
              onClick={a.onSelect!}
            >
              <a.icon />
            </IconButton>
          ))}
        </div>
      )}
    </div>
  );
}

/**
 * The item's responsible person, changed in place. The colleagues load on the first pointer or
 * focus: the dialog paints from the checklist's one call, the current name from its answer.
 */
function ItemResponsavel(props: {
  item: TChecklistItem;
  disabled: boolean;
  onChange: (id: string | null, done: () => void) => void;
}) {
  const { item } = props;
  const responsavel = useSavingValue(item.responsavel?.id ?? "");
  return (
    <div className="w-full max-w-56">
      <ResponsavelSelect
        id={`checklist-item-responsavel-${item.id}`}
        aria-label={`Responsável: ${item.descricao}`}
        modo="campo"
        adiar
        className="h-8 py-0 text-xs"
        value={responsavel.value}
        nomeAtual={item.responsavel?.nome}
        onChange={(id) => responsavel.save(id, (done) => props.onChange(id || null, done))}
      />
    </div>
  );
}

function IconButton(props: {
  label: string;
  type?: "button" | "submit";
  disabled?: boolean;
  className?: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      type={props.type ?? "button"}
      variant="ghost"
      size="icon"
      aria-label={props.label}
      title={props.label}
      disabled={props.disabled}
      className={cn("size-9", props.className)}
      onClick={props.onClick}
    >
      {props.children}
    </Button>
  );
}

/** The item's text in place of its line: Enter saves, Escape gives up. */
function RenameForm(props: { descricao: string; busy: boolean; onSave: (d: string) => void; onCancel: () => void }) {
  const [text, setText] = useState(props.descricao);
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = ZChecklistItemSchema.safeParse({ descricao: text });
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    if (parsed.data.descricao === props.descricao) return props.onCancel();
    props.onSave(parsed.data.descricao);
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-1 py-2">
      <div className="flex items-center gap-2">
        <Input
          aria-label="Descrição do item"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "renomear-item-erro" : undefined}
          autoFocus
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            // Escape closes the rename, not the whole dialog.
            if (e.key === "Escape") {
              e.stopPropagation();
              props.onCancel();
            }
          }}
        />
        <IconButton type="submit" label="Salvar descrição" disabled={props.busy} onClick={() => undefined}>
          <Check />
        </IconButton>
        <IconButton label="Cancelar renomeação" disabled={props.busy} onClick={props.onCancel}>
          <X />
        </IconButton>
      </div>
      {error && (
        <p id="renomear-item-erro" role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </form>
  );
}
