import { RotateCcw, Trash2 } from "lucide-react";
import type { TLixeiraItem } from "@/shared/schemas/lixeira";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/lib/utils";

/** 'Restaurar' and 'Excluir definitivamente' of one entry; the labels name the record. */
export function LixeiraAcoes(props: {
  item: TLixeiraItem;
  busy: boolean;
  /** Icons only (the table below xl); the labels stay for screen readers and on hover. */
  compacto?: boolean;
  onRestaurar: (item: TLixeiraItem) => void;
  onExcluir: (item: TLixeiraItem) => void;
}) {
  const { item, compacto } = props;
  return (
    <div className={cn("flex gap-2", compacto ? "justify-end" : "flex-wrap")}>
      <Button
        variant="outline"
        size="sm"
        disabled={props.busy}
        aria-label={`Restaurar ${item.titulo}`}
        title="Restaurar"
        onClick={() => props.onRestaurar(item)}
      >
        <RotateCcw aria-hidden />
        <span className={cn(compacto && "hidden 2xl:inline")}>Restaurar</span>
      </Button>
      <Button
        variant="outline"
        size="sm"
        className="text-destructive"
        disabled={props.busy}
        aria-label={`Excluir definitivamente ${item.titulo}`}
        title="Excluir definitivamente"
        onClick={() => props.onExcluir(item)}
      >
        <Trash2 aria-hidden />
        <span className={cn(compacto && "hidden 2xl:inline")}>Excluir definitivamente</span>
      </Button>
    </div>
  );
}
