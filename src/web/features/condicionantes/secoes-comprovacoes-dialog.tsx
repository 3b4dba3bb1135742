import { useQuery } from "@tanstack/react-query";
import type { TCondicionanteItem } from "@/shared/schemas/condicionantes";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { useLoadErrorToast } from "@/web/components/list-controls";
import { notify } from "@/web/lib/notify";
import { condicionanteQueryOptions } from "./api";
import { CondicionanteAnexos } from "./anexos-section";
import { tituloCondicionante } from "./secoes-card";

/**
 * A card's proofs and documents without leaving the conditions screen (null: closed): the same
 * history, add form, uploads and 'Reavaliar Status' as the licence panel's expanded card, with a
 * scheduled delivery's own proof marked. It asks the server only once opened.
 */
export function SecaoComprovacoesDialog(props: { item: TCondicionanteItem | null; onClose: () => void }) {
  const { item } = props;
  const query = useQuery({ ...condicionanteQueryOptions(item?.id ?? ""), enabled: item !== null });
  useLoadErrorToast(query, () => notify.error("Erro ao carregar comprovações"));
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader className="pr-6">
          <DialogTitle>Comprovações</DialogTitle>
          <DialogDescription className="break-words">
            {item ? `${tituloCondicionante(item)} — ${item.licenca.tipoNome} ${item.licenca.numero}` : ""}
          </DialogDescription>
        </DialogHeader>
        {query.data ? (
          <CondicionanteAnexos condicionante={query.data} destaque={item?.entrega?.id ?? null} />
        ) : (
          <p role="status" className="text-sm text-muted-foreground">
            {query.isError ? "Não foi possível carregar as comprovações." : "Carregando comprovações..."}
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}
