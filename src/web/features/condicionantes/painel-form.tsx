import { useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { CONDICIONANTE_STATUS, CONDICIONANTE_STATUS_LABELS } from "@/shared/rules/condicionantes";
import { formatIsoDate } from "@/shared/rules/datas";
import {
  ZCondicionanteSchema,
  type TCondicionante,
  type TCondicionanteData,
  type TCondicionanteInput,
} from "@/shared/schemas/condicionantes";
import { Input } from "@/web/components/ui/input";
import { NativeSelect } from "@/web/components/ui/native-select";
import { ApiError } from "@/web/lib/api";
import { DateInput } from "@/web/components/ui/date-input";
import { fieldA11y, FormField } from "@/web/components/ui/form-field";
import { EntregaDialog, entregaProblem } from "./data-entrega-dialog";
import { FormActions } from "@/web/components/form-actions";
import { Textarea } from "@/web/components/ui/textarea";
import { ResponsavelCampo } from "@/web/components/responsavel-select";

const FIELDS = ["nome", "descricao", "status", "dataPrazo", "dataEntrega", "responsavelId"] as const;

// The shared schema checks the delivery date's presence and 1900; the form also refuses a
// future one before asking the server.
const schema = ZCondicionanteSchema.superRefine((v, ctx) => {
  const problem = v.status === "concluida" && v.dataEntrega ? entregaProblem(v.dataEntrega) : null;
  if (problem) ctx.addIssue({ code: "custom", path: ["dataEntrega"], message: problem });
});

/** The form's starting values: empty for a new condition, the condition's own when editing. */
export function valoresIniciais(c?: TCondicionante): TCondicionanteInput {
  return {
    nome: c?.nome ?? "",
    descricao: c?.descricao ?? "",
    status: c?.status ?? "pendente",
    aprovada: c?.aprovada ?? false,
    dataPrazo: c?.dataPrazo ? formatIsoDate(c.dataPrazo) : "",
    dataEntrega: c?.dataEntrega ? formatIsoDate(c.dataEntrega) : "",
    responsavelId: c?.responsavel?.id ?? "",
  };
}

/**
 * The panel's condition form ('Nova Condicionante' and the card's inline edit). Choosing
 * 'Concluída' asks the delivery date in the 'Data de Entrega' dialog and puts it into the form;
 * the delivery field shows only while concluded. `onSubmit` rejects with the server's refusal,
 * whose field messages are shown beside the fields.
 */
export function CondicionanteForm(props: {
  idPrefix: string;
  condicionante?: TCondicionante;
  submitLabel: string;
  onSubmit: (body: TCondicionanteData) => Promise<unknown>;
  onCancel: () => void;
}) {
  const form = useForm<TCondicionanteInput, unknown, TCondicionanteData>({
    resolver: zodResolver(schema),
    defaultValues: valoresIniciais(props.condicionante),
  });
  const { control, register, setValue, formState } = form;
  const { errors, isSubmitting } = formState;
  const status = useWatch({ control, name: "status" });
  const [askingEntrega, setAskingEntrega] = useState(false);
  const a11y = (name: (typeof FIELDS)[number]) => fieldA11y(`${props.idPrefix}-${name}`, errors[name]?.message);
  const id = (name: (typeof FIELDS)[number]) => `${props.idPrefix}-${name}`;

  const submit = async (body: TCondicionanteData) => {
    try {
      await props.onSubmit(body);
    } catch (err) {
      if (err instanceof ApiError && err.fields)
        for (const key of FIELDS) if (err.fields[key]) form.setError(key, { message: err.fields[key] });
    }
  };

  return (
    // The date dialog sits outside the <form>: React bubbles its submit through the portal.
    <>
      <form noValidate onSubmit={form.handleSubmit(submit)} className="grid gap-4 sm:grid-cols-2">
        <FormField id={id("nome")} label="Nome" required error={errors.nome?.message} wide>
          <Input {...a11y("nome")} required autoComplete="off" {...register("nome")} />
        </FormField>
        <FormField id={id("descricao")} label="Descrição" required error={errors.descricao?.message} wide>
          <Textarea {...a11y("descricao")} required rows={3} {...register("descricao")} />
        </FormField>
        <FormField id={id("status")} label="Status" required error={errors.status?.message}>
          <Controller
            control={control}
            name="status"
            render={({ field }) => (
              <NativeSelect
                {...a11y("status")}
                required
                name={field.name}
                ref={field.ref}
                onBlur={field.onBlur}
                value={field.value ?? ""}
                onChange={(e) => {
                  // Concluded waits for its date; any other status drops the delivery date.
                  if (e.target.value === "concluida") return setAskingEntrega(true);
                  setValue("dataEntrega", "");
                  field.onChange(e.target.value);
                }}
              >
                {CONDICIONANTE_STATUS.map((s) => (
                  <option key={s} value={s}>
                    {CONDICIONANTE_STATUS_LABELS[s]}
                  </option>
                ))}
              </NativeSelect>
            )}
          />
        </FormField>
        <FormField id={id("dataPrazo")} label="Prazo" error={errors.dataPrazo?.message}>
          <DateInput {...a11y("dataPrazo")} {...register("dataPrazo")} />
        </FormField>
        <FormField id={id("responsavelId")} label="Responsável" error={errors.responsavelId?.message}>
          <ResponsavelCampo
            control={control}
            name="responsavelId"
            a11y={a11y("responsavelId")}
            nomeAtual={props.condicionante?.responsavel?.nome}
          />
        </FormField>
        {status === "concluida" && (
          <FormField id={id("dataEntrega")} label="Data de entrega" required error={errors.dataEntrega?.message}>
            <DateInput {...a11y("dataEntrega")} required {...register("dataEntrega")} />
          </FormField>
        )}
        <FormActions
          className="sm:col-span-2"
          busy={isSubmitting}
          onCancel={props.onCancel}
          submitLabel={props.submitLabel}
        />
      </form>
      <EntregaDialog
        open={askingEntrega}
        onClose={() => setAskingEntrega(false)}
        onConfirm={(dataEntrega) => {
          setValue("status", "concluida", { shouldDirty: true });
          setValue("dataEntrega", formatIsoDate(dataEntrega), { shouldDirty: true });
          return true;
        }}
      />
    </>
  );
}
