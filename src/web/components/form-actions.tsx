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
  /** A submit that refuses or removes something (a rejection) is red, as deletes are. */
  destrutivo?: boolean;
}) {
  return (
    <DialogFooter className={props.className}>
      <Button type="button" variant="outline" onClick={props.onCancel} disabled={props.busy}>
        Cancelar
      </Button>
      <Button type="submit" variant={props.destrutivo ? "destructive" : "default"} disabled={props.busy}>
        {props.busy ? (props.busyLabel ?? "Salvando...") : (props.submitLabel ?? "Salvar")}
      </Button>
    </DialogFooter>
  );
}
