import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { CONDICIONANTE_STATUS, CONDICIONANTE_STATUS_LABELS } from "@/shared/rules/condicionantes";
import {
  ZNovaCondicionanteSchema,
  type TNovaCondicionanteData,
  type TNovaCondicionanteInput,
} from "@/shared/schemas/condicionantes";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { NativeSelect } from "@/web/components/ui/native-select";
import { ApiError } from "@/web/lib/api";
import { notify } from "@/web/lib/notify";
import { DateInput } from "@/web/components/ui/date-input";
import { fieldA11y, FormField } from "@/web/components/ui/form-field";
import { erroText, useCreateCondicionante } from "./secoes-api";
import { LicencaSelect } from "./secoes-licenca-select";
import { FormActions } from "@/web/components/form-actions";
import { Textarea } from "@/web/components/ui/textarea";
import { ResponsavelCampo } from "@/web/components/responsavel-select";

const FIELDS = ["licencaId", "descricao", "status", "dataPrazo", "responsavelId"] as const;

/**
 * The conditions screen's 'Nova Condicionante': licence, description, status, an optional deadline
 * and an optional responsible person.
 */
export function NovaCondicionanteDialog(props: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const create = useCreateCondicionante();
  return (
    // While saving the dialog stays open, so the answer is never lost.
    <Dialog open={props.open} onOpenChange={(next) => (next || !create.isPending) && props.onOpenChange(next)}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Nova Condicionante</DialogTitle>
          <DialogDescription>Campos marcados com * são obrigatórios.</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so each opening starts empty. */}
        {props.open && <NovaCondicionanteForm create={create} onDone={() => props.onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function NovaCondicionanteForm(props: { create: ReturnType<typeof useCreateCondicionante>; onDone: () => void }) {
  const { create } = props;
  const form = useForm<TNovaCondicionanteInput, unknown, TNovaCondicionanteData>({
    resolver: zodResolver(ZNovaCondicionanteSchema),
    defaultValues: { licencaId: "", descricao: "", status: "pendente", dataPrazo: "", responsavelId: "" },
  });
  const { control, register, formState } = form;
  const { errors } = formState;
  const a11y = (name: (typeof FIELDS)[number]) => fieldA11y(`nova-condicionante-${name}`, errors[name]?.message);

  const onSubmit = (body: TNovaCondicionanteData) =>
    create.mutate(body, {
      onSuccess: () => {
        notify.success("Condicionante criada");
        props.onDone();
      },
      onError: (err) => {
        // The server names the field it refused (a licence gone meanwhile, a date out of range).
        if (err instanceof ApiError && err.fields)
          for (const key of FIELDS) if (err.fields[key]) form.setError(key, { message: err.fields[key] });
        notify.error(erroText("criar condicionante", err));
      },
    });

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4 sm:grid-cols-2">
      <FormField id="nova-condicionante-licencaId" label="Licença" required error={errors.licencaId?.message} wide>
        <Controller
          control={control}
          name="licencaId"
          render={({ field }) => (
            <LicencaSelect
              id="nova-condicionante-licencaId"
              value={field.value ?? ""}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              invalid={Boolean(errors.licencaId)}
              describedBy={a11y("licencaId")["aria-describedby"]}
            />
          )}
        />
      </FormField>
      <FormField id="nova-condicionante-descricao" label="Descrição" required error={errors.descricao?.message} wide>
        <Textarea {...a11y("descricao")} required rows={4} {...register("descricao")} />
      </FormField>
      <FormField id="nova-condicionante-status" label="Status" required error={errors.status?.message}>
        <NativeSelect {...a11y("status")} required {...register("status")}>
          <option value="">Selecione o status</option>
          {CONDICIONANTE_STATUS.map((s) => (
            <option key={s} value={s}>
              {CONDICIONANTE_STATUS_LABELS[s]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id="nova-condicionante-dataPrazo" label="Prazo" error={errors.dataPrazo?.message}>
        <DateInput {...a11y("dataPrazo")} {...register("dataPrazo")} />
      </FormField>
      <FormField id="nova-condicionante-responsavelId" label="Responsável" error={errors.responsavelId?.message} wide>
        <ResponsavelCampo control={control} name="responsavelId" a11y={a11y("responsavelId")} />
      </FormField>
      <FormActions className="sm:col-span-2" busy={create.isPending} onCancel={props.onDone} />
    </form>
  );
}
