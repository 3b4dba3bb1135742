import { useId } from "react";
import { Controller, useForm, useWatch, type Control } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Switch } from "radix-ui";
import {
  ZPeriodicidadeSchema,
  type TCondicionante,
  type TPeriodicidadeData,
  type TPeriodicidadeInput,
} from "@/shared/schemas/condicionantes";
import {
  datasAgendadas,
  MAX_ENTREGAS,
  PERIODICIDADE_LABELS,
  PERIODICIDADE_MESES,
  PERIODICIDADE_PADRAO,
  PERIODICIDADE_TIPOS,
  type TPeriodicidadeTipo,
} from "@/shared/rules/periodicidade";
import { formatIsoDate, parseDate } from "@/shared/rules/datas";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { Input } from "@/web/components/ui/input";
import { NativeSelect } from "@/web/components/ui/native-select";
import { ApiError } from "@/web/lib/api";
import { notify } from "@/web/lib/notify";
import { DateInput } from "@/web/components/ui/date-input";
import { fieldA11y, FormField } from "@/web/components/ui/form-field";
import { useSavePeriodicidade } from "./anexos-api";
import { FormActions } from "@/web/components/form-actions";
import { serverToday } from "@/web/lib/server-today";

const FIELDS = ["tipo", "intervalo", "dataInicio", "dataFim"] as const;
const DEMAIS = `O período geraria mais de ${MAX_ENTREGAS} entregas. Verifique as datas e o intervalo.`;

/** The dates the form would schedule, or null while the period is incomplete or invalid. */
function previewDatas(v: Partial<TPeriodicidadeInput>): string[] | null {
  const inicio = parseDate(String(v.dataInicio ?? ""));
  const fim = parseDate(String(v.dataFim ?? ""));
  const intervalo = Number(v.intervalo);
  if (!inicio || !fim || fim < inicio || !Number.isInteger(intervalo) || intervalo < 1) return null;
  return datasAgendadas(inicio, fim, intervalo);
}

// The server refuses a period of more than MAX_ENTREGAS deliveries; saying so here spares a round trip.
const schema = ZPeriodicidadeSchema.superRefine((v, ctx) => {
  const datas = v.gerarAutomaticamente ? previewDatas(v) : null;
  if (datas && datas.length > MAX_ENTREGAS) ctx.addIssue({ code: "custom", path: ["dataFim"], message: DEMAIS });
});

/** 'Configurar Periodicidade de Entregas': saving with generation on schedules one 'agendada' proof per date. */
export function PeriodicidadeDialog(props: {
  condicionante: TCondicionante;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const save = useSavePeriodicidade();
  return (
    <Dialog open={props.open} onOpenChange={(next) => (next || !save.isPending) && props.onOpenChange(next)}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Configurar Periodicidade de Entregas</DialogTitle>
          <DialogDescription>{props.condicionante.nome ?? props.condicionante.descricao}</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so each opening starts from the saved periodicity. */}
        {props.open && (
          <PeriodicidadeForm condicionante={props.condicionante} save={save} onDone={() => props.onOpenChange(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function defaults(c: TCondicionante): TPeriodicidadeInput {
  const p = c.periodicidade;
  if (p) return { ...p, dataInicio: formatIsoDate(p.dataInicio), dataFim: formatIsoDate(p.dataFim) };
  const today = serverToday();
  const fim = c.dataPrazo && c.dataPrazo >= today ? formatIsoDate(c.dataPrazo) : "";
  return { ...PERIODICIDADE_PADRAO, dataInicio: formatIsoDate(today), dataFim: fim };
}

function PeriodicidadeForm(props: {
  condicionante: TCondicionante;
  save: ReturnType<typeof useSavePeriodicidade>;
  onDone: () => void;
}) {
  const ids = useId();
  const form = useForm<TPeriodicidadeInput, unknown, TPeriodicidadeData>({
    resolver: zodResolver(schema),
    defaultValues: defaults(props.condicionante),
  });
  const { control, register, setValue, formState } = form;
  const { errors } = formState;
  const tipo = useWatch({ control, name: "tipo" });
  const id = (name: string) => `${ids}-${name}`;
  const a11y = (name: (typeof FIELDS)[number]) => fieldA11y(id(name), errors[name]?.message);
  const busy = props.save.isPending;

  const onSubmit = (body: TPeriodicidadeData) =>
    props.save.mutate(
      { condicionanteId: props.condicionante.id, body },
      {
        onSuccess: ({ criadas }) => {
          notify.success("Periodicidade configurada com sucesso!");
          if (criadas > 0)
            notify.success(
              criadas === 1 ? "1 entrega agendada com sucesso!" : `${criadas} entregas agendadas com sucesso!`,
            );
          props.onDone();
        },
        onError: (err) => {
          const fields = err instanceof ApiError ? err.fields : undefined;
          for (const key of FIELDS) if (fields?.[key]) form.setError(key, { message: fields[key] });
          // A refusal of the form is a save error; a failure past validation, with generation on, is the scheduling's.
          const gerando = body.gerarAutomaticamente && !(err instanceof ApiError && err.status === 400);
          notify.error(gerando ? "Erro ao gerar entregas agendadas" : "Erro ao salvar periodicidade");
        },
      },
    );

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4 sm:grid-cols-2">
      <FormField id={id("tipo")} label="Tipo de Periodicidade" required error={errors.tipo?.message}>
        <NativeSelect
          {...a11y("tipo")}
          {...register("tipo", {
            onChange: (e) => {
              const next = e.target.value as TPeriodicidadeTipo;
              if (next !== "personalizada") setValue("intervalo", PERIODICIDADE_MESES[next], { shouldValidate: true });
            },
          })}
        >
          {PERIODICIDADE_TIPOS.map((t) => (
            <option key={t} value={t}>
              {PERIODICIDADE_LABELS[t]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField
        id={id("intervalo")}
        label="Intervalo (meses)"
        required
        error={errors.intervalo?.message}
        hint={tipo === "personalizada" ? "Mínimo de 1 mês" : "Definido pelo tipo escolhido"}
      >
        <Input
          {...fieldA11y(id("intervalo"), errors.intervalo?.message, true)}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          readOnly={tipo !== "personalizada"}
          className="read-only:bg-muted"
          {...register("intervalo")}
        />
      </FormField>
      <FormField id={id("dataInicio")} label="Data de Início" required error={errors.dataInicio?.message}>
        <DateInput {...a11y("dataInicio")} required {...register("dataInicio")} />
      </FormField>
      <FormField id={id("dataFim")} label="Data de Fim" required error={errors.dataFim?.message}>
        <DateInput {...a11y("dataFim")} required {...register("dataFim")} />
      </FormField>
      <GerarSwitch id={id("gerar")} control={control} />
      <Preview control={control} />
      <FormActions className="sm:col-span-2" busy={busy} onCancel={props.onDone} />
    </form>
  );
}

function GerarSwitch({ id, control }: { id: string; control: Control<TPeriodicidadeInput> }) {
  return (
    <div className="flex items-center gap-3 sm:col-span-2">
      <Controller
        control={control}
        name="gerarAutomaticamente"
        render={({ field }) => (
          <Switch.Root
            id={id}
            checked={field.value ?? true}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            className="inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring data-[state=checked]:bg-primary data-[state=unchecked]:bg-slate-500"
          >
            <Switch.Thumb className="pointer-events-none block size-5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0 motion-reduce:transition-none" />
          </Switch.Root>
        )}
      />
      <label htmlFor={id} className="cursor-pointer text-sm font-medium">
        Gerar entregas automaticamente
      </label>
    </div>
  );
}

/** How many deliveries the current values would schedule (dates that already have a proof are skipped). */
function Preview({ control }: { control: Control<TPeriodicidadeInput> }) {
  const values = useWatch({ control });
  const datas = previewDatas(values);
  let text: string;
  if (values.gerarAutomaticamente === false) text = "Nenhuma entrega será gerada automaticamente.";
  else if (!datas) text = "Informe o início e o fim do período para ver as entregas.";
  else if (datas.length > MAX_ENTREGAS) text = DEMAIS;
  else {
    const n = datas.length;
    const periodo = `de ${formatIsoDate(datas[0])} a ${formatIsoDate(datas[n - 1])}`;
    text = n === 1 ? `1 entrega será agendada (${periodo}).` : `${n} entregas serão agendadas (${periodo}).`;
  }
  return (
    <p role="status" className="rounded-md border bg-muted/40 p-3 text-sm sm:col-span-2">
      {text}
      {datas && datas.length > 0 && values.gerarAutomaticamente !== false && (
        <span className="block text-xs text-muted-foreground">Datas que já têm comprovação não são repetidas.</span>
      )}
    </p>
  );
}
