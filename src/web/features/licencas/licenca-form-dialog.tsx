import { useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { ZLicencaSchema, type TLicencaData, type TLicencaDetalhe, type TLicencaInput } from "@/shared/schemas/licencas";
import { formatIsoDate } from "@/shared/rules/datas";
import { Input } from "@/web/components/ui/input";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { ClienteSelect } from "@/web/components/cliente-select";
import { useSaveLicenca } from "./form-api";
import { DateInput } from "@/web/components/ui/date-input";
import { fieldA11y, FormField } from "@/web/components/ui/form-field";
import { EmpreendimentoSelect, TipoSelect } from "./licenca-form-fields";
import { arquivoProblem, type TUploadState } from "@/web/lib/upload";
import { ArquivosField } from "@/web/components/arquivos-field";
import { UploadProgress } from "./upload-progress";
import { FormActions } from "@/web/components/form-actions";
import { ResponsavelCampo } from "@/web/components/responsavel-select";

const FIELDS = [
  "clienteId",
  "empreendimentoId",
  "tipo",
  "numero",
  "orgao",
  "emissaoDate",
  "validadeDate",
  "responsavelId",
] as const;
const isoToInput = (iso: string | null | undefined) => (iso ? formatIsoDate(iso) : "");

/** 'Novo Documento Ambiental' (no licenca) or 'Editar Licença'; both can add files. */
export function LicencaFormDialog({
  open,
  onOpenChange,
  licenca,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  licenca?: TLicencaDetalhe;
}) {
  // While saving or sending files the dialog stays open: closing would hide the progress.
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(next) => (next || !busy) && onOpenChange(next)}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{licenca ? "Editar Licença" : "Novo Documento Ambiental"}</DialogTitle>
          <DialogDescription>Campos marcados com * são obrigatórios.</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so each opening starts from the licence's current values. */}
        <LicencaForm
          key={licenca?.id ?? "nova"}
          licenca={licenca}
          busy={busy}
          onBusy={setBusy}
          onDone={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

function LicencaForm(props: { licenca?: TLicencaDetalhe; busy: boolean; onBusy(b: boolean): void; onDone(): void }) {
  const { licenca: l, busy } = props;
  const save = useSaveLicenca(l);
  const [files, setFiles] = useState<File[]>([]);
  const [filesError, setFilesError] = useState<string>();
  const [progress, setProgress] = useState<TUploadState | null>(null);
  const form = useForm<TLicencaInput, unknown, TLicencaData>({
    resolver: zodResolver(ZLicencaSchema),
    shouldFocusError: false, // see onInvalid
    defaultValues: {
      clienteId: l?.cliente.id ?? "",
      empreendimentoId: l?.empreendimento.id ?? "",
      tipo: l?.tipo ?? "",
      numero: l?.numero ?? "",
      orgao: l?.orgao ?? "",
      emissaoDate: isoToInput(l?.emissaoDate),
      validadeDate: isoToInput(l?.validadeDate),
      responsavelId: l?.responsavelId ?? "",
    },
  });
  const { control, register, setValue, formState } = form;
  const { errors } = formState;
  const clienteId = useWatch({ control, name: "clienteId" }) ?? "";
  const a11y = (name: (typeof FIELDS)[number]) => fieldA11y(`licenca-${name}`, errors[name]?.message);

  const onSubmit = async (body: TLicencaData) => {
    if (files.some((f) => arquivoProblem(f))) return setFilesError("Remova os arquivos marcados antes de salvar.");
    props.onBusy(true);
    const saved = await save(body, files, {
      progress: setProgress,
      fields: (fields) => {
        for (const key of FIELDS) if (fields[key]) form.setError(key, { message: fields[key] });
      },
    });
    setProgress(null);
    props.onBusy(false);
    if (saved) props.onDone();
  };

  const onInvalid = (errs: typeof errors) => {
    const first = FIELDS.find((k) => errs[k] && (k !== "empreendimentoId" || clienteId));
    if (first) form.setFocus(first); // in the screen's order: Controllers register after plain inputs
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit, onInvalid)} className="grid gap-4 sm:grid-cols-2">
      <FormField id="licenca-clienteId" label="Empresa" required error={errors.clienteId?.message} wide>
        <Controller
          control={control}
          name="clienteId"
          render={({ field }) => (
            <ClienteSelect
              id="licenca-clienteId"
              value={field.value ?? ""}
              initial={l ? { id: l.cliente.id, nome: l.cliente.nome } : null}
              onChange={(id) => {
                if (id !== field.value) setValue("empreendimentoId", "", { shouldValidate: formState.isSubmitted });
                field.onChange(id);
              }}
              onBlur={field.onBlur}
              ref={field.ref}
              invalid={Boolean(errors.clienteId)}
              describedBy={a11y("clienteId")["aria-describedby"]}
            />
          )}
        />
      </FormField>
      <FormField
        id="licenca-empreendimentoId"
        label="Empreendimento"
        required
        error={errors.empreendimentoId?.message}
        wide
      >
        <Controller
          control={control}
          name="empreendimentoId"
          render={({ field }) => (
            <EmpreendimentoSelect
              {...a11y("empreendimentoId")}
              required
              {...field}
              value={field.value ?? ""}
              clienteId={clienteId}
              initial={l && l.cliente.id === clienteId ? l.empreendimento : null}
            />
          )}
        />
      </FormField>
      <FormField id="licenca-tipo" label="Tipo" required error={errors.tipo?.message}>
        <Controller
          control={control}
          name="tipo"
          render={({ field }) => (
            <TipoSelect
              {...a11y("tipo")}
              required
              {...field}
              value={field.value ?? ""}
              current={l ? { codigo: l.tipo, nome: l.tipoNome } : undefined}
            />
          )}
        />
      </FormField>
      <FormField id="licenca-numero" label="Número" required error={errors.numero?.message}>
        <Input {...a11y("numero")} required autoComplete="off" {...register("numero")} />
      </FormField>
      <FormField id="licenca-orgao" label="Órgão" required error={errors.orgao?.message} wide>
        <Input {...a11y("orgao")} required placeholder="Ex.: IMA, IBAMA, FEPAM" {...register("orgao")} />
      </FormField>
      <FormField id="licenca-emissaoDate" label="Emissão" error={errors.emissaoDate?.message}>
        {/* The validity is judged against the emission: changing one re-checks the other's message. */}
        <DateInput {...a11y("emissaoDate")} {...register("emissaoDate", { deps: ["validadeDate"] })} />
      </FormField>
      <FormField id="licenca-validadeDate" label="Validade" error={errors.validadeDate?.message}>
        <DateInput {...a11y("validadeDate")} {...register("validadeDate")} />
      </FormField>
      <FormField
        id="licenca-responsavelId"
        label="Responsável"
        error={errors.responsavelId?.message}
        hint="Recebe os alertas de vencimento desta licença."
        wide
      >
        <ResponsavelCampo
          control={control}
          name="responsavelId"
          a11y={fieldA11y("licenca-responsavelId", errors.responsavelId?.message, true)}
          nomeAtual={l?.responsavelNome}
        />
      </FormField>
      {l && (
        <p className="text-sm text-muted-foreground sm:col-span-2">
          {`Documentos desta licença: ${l.documentos.length}. Os arquivos escolhidos abaixo serão adicionados.`}
        </p>
      )}
      <ArquivosField
        id="licenca-arquivos"
        label={l ? "Adicionar arquivos" : "Arquivos"}
        files={files}
        disabled={busy}
        error={filesError}
        onChange={(next) => {
          setFiles(next);
          setFilesError(undefined);
        }}
      />
      {progress && <UploadProgress state={progress} />}
      <FormActions
        className="sm:col-span-2"
        busy={busy}
        onCancel={props.onDone}
        busyLabel={progress ? "Enviando..." : undefined}
      />
    </form>
  );
}
