import { Button } from "@/web/components/ui/button";
import { DialogFooter } from "@/web/components/ui/dialog";

/**
 * A form's 'Cancelar' and submit buttons. While it is busy both wait, and the submit says
 * 'Salvando...' (or `busyLabel`, e.g. 'Enviando...' during an upload).
 */
export function FormActions(props: {
  busy: boolean;
  onCancel: () => void;
  submitLabel?: string;
  busyLabel?: string;
  className?: string;
}) {
  return (
    <DialogFooter className={props.className}>
      <Button type="button" variant="outline" onClick={props.onCancel} disabled={props.busy}>
        Cancelar
      </Button>
      <Button type="submit" disabled={props.busy}>
        {props.busy ? (props.busyLabel ?? "Salvando...") : (props.submitLabel ?? "Salvar")}
      </Button>
    </DialogFooter>
  );
}
