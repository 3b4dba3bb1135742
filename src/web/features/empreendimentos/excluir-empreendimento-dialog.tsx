import { notify } from "@/web/lib/notify";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { errorMessage, useDeleteEmpreendimento } from "./api";

/** Asks before deleting a project; the server refuses (409) while it still has licences. */
export function ExcluirEmpreendimentoDialog(props: {
  empreendimento: { id: string; nome: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
}) {
  const remove = useDeleteEmpreendimento();
  const onConfirm = () =>
    remove.mutate(props.empreendimento.id, {
      onSuccess: () => {
        notify.success("Empreendimento excluído com sucesso!");
        props.onDeleted();
      },
      onError: (err) => {
        notify.error(errorMessage("excluir empreendimento", err));
        props.onOpenChange(false);
      },
    });

  return (
    <Dialog open={props.open} onOpenChange={(open) => !remove.isPending && props.onOpenChange(open)}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>Excluir Empreendimento</DialogTitle>
          <DialogDescription>
            Tem certeza que deseja excluir o empreendimento {props.empreendimento.nome}? Esta ação não pode ser
            desfeita.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={remove.isPending}>
              Cancelar
            </Button>
          </DialogClose>
          <Button variant="destructive" disabled={remove.isPending} onClick={onConfirm}>
            Excluir
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
