import type { ReactNode } from "react";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";

/**
 * A destructive confirmation ("Tem certeza...?"). While `busy` it cannot be closed or confirmed
 * twice, so a slow delete is never sent again nor left without its answer.
 */
export function ConfirmDialog(props: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy: boolean;
  /** Confirming is not possible yet (what it would do is still loading) or at all (refused). */
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={props.open} onOpenChange={(open) => !open && !props.busy && props.onClose()}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>{props.title}</DialogTitle>
          <DialogDescription>{props.children}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" disabled={props.busy} onClick={props.onClose}>
            Cancelar
          </Button>
          <Button variant="destructive" disabled={props.busy || props.confirmDisabled} onClick={props.onConfirm}>
            {props.confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
