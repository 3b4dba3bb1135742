import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { ZConviteCreateSchema, type TConviteCreate } from "@/shared/schemas/convites";
import { acaoErrorText, ApiError } from "@/web/lib/api";
import { notify } from "@/web/lib/notify";
import { Input } from "@/web/components/ui/input";
import { fieldA11y, FormField } from "@/web/components/ui/form-field";
import { FormActions } from "@/web/components/form-actions";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { useConvidar } from "./convites-api";

const EMPTY: TConviteCreate = { nome: "", email: "" };

/** 'Convidar para o portal': a person of the client, by name and e-mail; the server e-mails the link. */
export function ConviteDialog(props: { cliente: { id: string; nome: string } | null; onClose: () => void }) {
  return (
    <Dialog open={props.cliente !== null} onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Convidar para o portal</DialogTitle>
          <DialogDescription>
            {props.cliente?.nome}: a pessoa recebe por e-mail um link, válido por 7 dias, para criar a senha e
            acompanhar as licenças e condicionantes no Portal do Empreendedor.
          </DialogDescription>
        </DialogHeader>
        {props.cliente && <ConviteForm clienteId={props.cliente.id} onDone={props.onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function ConviteForm({ clienteId, onDone }: { clienteId: string; onDone: () => void }) {
  const convidar = useConvidar(clienteId);
  const form = useForm<TConviteCreate>({
    resolver: zodResolver(ZConviteCreateSchema) as never,
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    convidar.mutateAsync(values).then(
      (convite) => {
        notify.success(`Enviamos o convite para ${convite.email}.`, "Convite enviado");
        onDone();
      },
      (err) => {
        if (err instanceof ApiError && err.fields) {
          for (const [field, message] of Object.entries(err.fields))
            if (field === "nome" || field === "email") form.setError(field, { message });
        }
        notify.error(acaoErrorText("enviar o convite", err));
      },
    ),
  );
  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      <FormField id="convite-nome" label="Nome" error={errors.nome?.message}>
        <Input {...fieldA11y("convite-nome", errors.nome?.message)} autoComplete="off" {...form.register("nome")} />
      </FormField>
      <FormField id="convite-email" label="E-mail" error={errors.email?.message}>
        <Input
          {...fieldA11y("convite-email", errors.email?.message)}
          type="email"
          autoComplete="off"
          {...form.register("email")}
        />
      </FormField>
      <FormActions busy={convidar.isPending} onCancel={onDone} submitLabel="Enviar convite" busyLabel="Enviando..." />
    </form>
  );
}
