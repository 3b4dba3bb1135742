import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { ZComprovacaoSchema, type TComprovacaoData, type TComprovacaoInput } from "@/shared/schemas/condicionantes";
import { COMPROVACAO_STATUS_LABELS, entregaInvalida } from "@/shared/rules/condicionantes";
import { UploadProgress } from "@/web/components/upload-progress";
import { Button } from "@/web/components/ui/button";
import { NativeSelect } from "@/web/components/ui/native-select";
import { ApiError } from "@/web/lib/api";
import { notify } from "@/web/lib/notify";
import { arquivoProblem } from "@/web/lib/upload";
import { DateInput } from "@/web/components/ui/date-input";
import { fieldA11y, FormField } from "@/web/components/ui/form-field";
import { ArquivosField } from "@/web/components/arquivos-field";
import { useCreateComprovacao } from "./anexos-api";
import { useEnviarDocumentos } from "./anexos-upload";
import { serverToday } from "@/web/lib/server-today";
import { Textarea } from "@/web/components/ui/textarea";

// A proof is delivered, so its date is not in the future (part 2 §5); 'agendada' is only for the
// deliveries the periodicity generates, so the form does not offer it.
const STATUS_MANUAIS = ["pendente", "em_analise", "aprovada", "rejeitada"] as const;
const schema = ZComprovacaoSchema.superRefine((v, ctx) => {
  const problem = v.dataEntrega ? entregaInvalida(v.dataEntrega, serverToday()) : null;
  if (problem) ctx.addIssue({ code: "custom", path: ["dataEntrega"], message: problem });
});
const FIELDS = ["dataEntrega", "statusComprovacao", "observacoes"] as const;

/** 'Adicionar Comprovação': the proof first, then its files one by one with progress. */
export function ComprovacaoForm({ condicionanteId, onDone }: { condicionanteId: string; onDone: () => void }) {
  const ids = useId();
  const create = useCreateComprovacao();
  const { enviar, progress } = useEnviarDocumentos(condicionanteId);
  const [files, setFiles] = useState<File[]>([]);
  const [filesError, setFilesError] = useState<string>();
  const form = useForm<TComprovacaoInput, unknown, TComprovacaoData>({
    resolver: zodResolver(schema),
    defaultValues: { dataEntrega: "", statusComprovacao: "pendente", observacoes: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const id = (name: string) => `${ids}-${name}`;
  const a11y = (name: (typeof FIELDS)[number]) => fieldA11y(id(name), errors[name]?.message);

  const onSubmit = async (body: TComprovacaoData) => {
    if (files.some((f) => arquivoProblem(f))) return setFilesError("Remova os arquivos marcados antes de salvar.");
    let comprovacaoId: string;
    try {
      comprovacaoId = (
        await create.mutateAsync({ condicionanteId, body: { ...body, observacoes: body.observacoes || null } })
      ).id;
    } catch (err) {
      const fields = err instanceof ApiError ? err.fields : undefined;
      for (const key of FIELDS) if (fields?.[key]) form.setError(key, { message: fields[key] });
      notify.error("Erro ao criar comprovação");
      return;
    }
    notify.success("Comprovação adicionada com sucesso!");
    if (files.length > 0) await enviar(files, { comprovacaoId });
    onDone();
  };

  return (
    <form
      noValidate
      aria-label="Nova comprovação"
      onSubmit={form.handleSubmit(onSubmit)}
      className="grid gap-4 rounded-md border bg-muted/30 p-4 sm:grid-cols-2"
    >
      <FormField id={id("dataEntrega")} label="Data de Entrega" required error={errors.dataEntrega?.message}>
        <DateInput {...a11y("dataEntrega")} required {...form.register("dataEntrega")} />
      </FormField>
      <FormField id={id("statusComprovacao")} label="Status" required error={errors.statusComprovacao?.message}>
        <NativeSelect {...a11y("statusComprovacao")} {...form.register("statusComprovacao")}>
          {STATUS_MANUAIS.map((s) => (
            <option key={s} value={s}>
              {COMPROVACAO_STATUS_LABELS[s]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id={id("observacoes")} label="Observações" error={errors.observacoes?.message} wide>
        <Textarea {...a11y("observacoes")} rows={3} {...form.register("observacoes")} />
      </FormField>
      <ArquivosField
        id={id("arquivos")}
        label="Arquivos"
        files={files}
        disabled={isSubmitting}
        error={filesError}
        onChange={(next) => {
          setFiles(next);
          setFilesError(undefined);
        }}
      />
      {progress && <UploadProgress state={progress} className="sm:col-span-2" />}
      <div className="flex justify-end gap-2 sm:col-span-2">
        <Button type="button" variant="outline" onClick={onDone} disabled={isSubmitting}>
          Cancelar
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? (progress ? "Enviando..." : "Salvando...") : "Salvar Comprovação"}
        </Button>
      </div>
    </form>
  );
}
