import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  ZChecklistSchema,
  type TChecklistData,
  type TChecklistDetalhe,
  type TChecklistInput,
} from "@/shared/schemas/checklists";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { Input } from "@/web/components/ui/input";
import { fieldA11y, FormField } from "@/web/components/ui/form-field";
import { FormActions } from "@/web/components/form-actions";
import { ApiError } from "@/web/lib/api";
import { notify } from "@/web/lib/notify";
import { checklistErrorText, useCreateChecklist } from "./api";
import { EmpreendimentoBuscaSelect } from "@/web/components/empreendimento-busca-select";

/** 'Novo Checklist': a title and, optionally, a project; it is created 'Aberto'. */
export function NovoChecklistDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The new checklist, to add its items next. */
  onCreated: (checklist: TChecklistDetalhe) => void;
}) {
  const create = useCreateChecklist();
  return (
    <Dialog open={props.open} onOpenChange={(next) => (next || !create.isPending) && props.onOpenChange(next)}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Novo Checklist</DialogTitle>
          <DialogDescription>Campos marcados com * são obrigatórios.</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so each opening starts empty. */}
        {props.open && (
          <NovoChecklistForm create={create} onCancel={() => props.onOpenChange(false)} onCreated={props.onCreated} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function NovoChecklistForm(props: {
  create: ReturnType<typeof useCreateChecklist>;
  onCancel: () => void;
  onCreated: (checklist: TChecklistDetalhe) => void;
}) {
  const { create } = props;
  const form = useForm<TChecklistInput, unknown, TChecklistData>({
    resolver: zodResolver(ZChecklistSchema),
    defaultValues: { titulo: "", empreendimentoId: "" },
  });
  const { errors } = form.formState;

  const onSubmit = (body: TChecklistData) =>
    create.mutate(body, {
      onSuccess: (checklist) => {
        notify.success("Checklist criado com sucesso!");
        props.onCreated(checklist);
      },
      onError: (err) => {
        // The server names the field it refused (a project deleted meanwhile).
        if (err instanceof ApiError && err.fields?.empreendimentoId)
          form.setError("empreendimentoId", { message: err.fields.empreendimentoId });
        notify.error(checklistErrorText("Erro ao criar checklist", err));
      },
    });

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
      <FormField id="checklist-titulo" label="Título" required error={errors.titulo?.message}>
        <Input
          {...fieldA11y("checklist-titulo", errors.titulo?.message)}
          autoFocus
          required
          {...form.register("titulo")}
        />
      </FormField>
      <FormField id="checklist-empreendimento" label="Empreendimento" error={errors.empreendimentoId?.message}>
        <Controller
          control={form.control}
          name="empreendimentoId"
          render={({ field }) => (
            <EmpreendimentoBuscaSelect
              id="checklist-empreendimento"
              vazio="Nenhum (opcional)"
              value={field.value ?? ""}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              invalid={Boolean(errors.empreendimentoId)}
              describedBy={fieldA11y("checklist-empreendimento", errors.empreendimentoId?.message)["aria-describedby"]}
            />
          )}
        />
      </FormField>
      <FormActions busy={create.isPending} onCancel={props.onCancel} submitLabel="Criar" busyLabel="Criando..." />
    </form>
  );
}
