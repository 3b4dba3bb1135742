import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { formatIsoDate } from "@/shared/rules/datas";
import { ZInstanciaUpdateSchema } from "@/shared/schemas/obrigacoes";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { DateInput } from "@/web/components/ui/date-input";
import { fieldA11y, FormField } from "@/web/components/ui/form-field";
import { FormActions } from "@/web/components/form-actions";
import { acaoErrorText, ApiError } from "@/web/lib/api";
import { notify } from "@/web/lib/notify";
import { useMoveVencimento } from "./api";

/** The instance a dialog acts on, with what it says of it. */
export interface TInstanciaAlvo {
  instanciaId: string;
  titulo: string;
  dataVencimento: string;
}

/**
 * 'Alterar vencimento': an agency's extension moves this due date only; the rule, and the
 * next due dates it gives, stay as they were.
 */
export function VencimentoDialog({ alvo, onClose }: { alvo: TInstanciaAlvo | null; onClose: () => void }) {
  const move = useMoveVencimento();
  return (
    <Dialog open={alvo !== null} onOpenChange={(open) => !open && !move.isPending && onClose()}>
      <DialogContent className="sm:max-w-sm">
        <DialogHeader>
          <DialogTitle>Alterar vencimento</DialogTitle>
          <DialogDescription>
            Para uma prorrogação do órgão: muda só este vencimento; os próximos seguem a regra.
          </DialogDescription>
        </DialogHeader>
        {alvo && (
          <DataForm
            id="vencimento-dataVencimento"
            label="Novo vencimento"
            schema={ZInstanciaUpdateSchema}
            campo="dataVencimento"
            inicial={formatIsoDate(alvo.dataVencimento)}
            required
            busy={move.isPending}
            onCancel={onClose}
            onSubmit={(dataVencimento, fail) =>
              move.mutate(
                { instanciaId: alvo.instanciaId, dataVencimento: dataVencimento ?? alvo.dataVencimento },
                {
                  onSuccess: () => {
                    notify.success("Vencimento alterado com sucesso!");
                    onClose();
                  },
                  onError: (err) => fail(err, "alterar o vencimento"),
                },
              )
            }
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

type TCampo = "cumpridaEm" | "dataVencimento";
type TDatas = Partial<Record<TCampo, string | null>>;

/** One date, checked by the shared schema the server uses; the server's refusal of it shows under it. */
function DataForm(props: {
  id: string;
  label: string;
  schema: z.ZodType<TDatas, TDatas>;
  campo: TCampo;
  inicial: string;
  required?: boolean;
  hint?: string;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (iso: string | null | undefined, fail: (err: unknown, acao: string) => void) => void;
}) {
  const form = useForm<TDatas, unknown, TDatas>({
    resolver: zodResolver(props.schema),
    defaultValues: { [props.campo]: props.inicial },
  });
  const error = form.formState.errors[props.campo]?.message;
  const fail = (err: unknown, acao: string) => {
    const field = err instanceof ApiError ? (err.fields?.[props.campo] ?? err.fields?._) : undefined;
    if (field) form.setError(props.campo, { message: field });
    else notify.error(acaoErrorText(acao, err));
  };
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((data) => props.onSubmit(data[props.campo], fail))}
      className="grid gap-4"
    >
      <FormField id={props.id} label={props.label} required={props.required} hint={props.hint} error={error}>
        <DateInput
          {...fieldA11y(props.id, error, Boolean(props.hint))}
          required={props.required}
          autoFocus
          {...form.register(props.campo)}
        />
      </FormField>
      <FormActions busy={props.busy} onCancel={props.onCancel} submitLabel="Confirmar" />
    </form>
  );
}
