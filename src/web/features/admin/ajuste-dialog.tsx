import { useForm, type Path } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  ZAjusteSchema,
  type TAjusteData,
  type TAjusteInput,
  type TCatalogoEntrada,
} from "@/shared/schemas/catalogo-legal";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { DateInput } from "@/web/components/ui/date-input";
import { fieldA11y, FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { Textarea } from "@/web/components/ui/textarea";
import { FormActions } from "@/web/components/form-actions";
import { showRefusal } from "@/web/lib/form-refusal";
import { notify } from "@/web/lib/notify";
import { serverToday } from "@/web/lib/server-today";
import { usePublishAjuste } from "./api";

const FIELDS = ["ano", "dataVencimento", "motivo", "fonteUrl"] as const;
type TField = (typeof FIELDS)[number];

const movidosTexto = (n: number) =>
  n === 0
    ? "Ajuste publicado. Nenhum vencimento em aberto a mover."
    : `Ajuste publicado. ${n === 1 ? "1 vencimento movido" : `${n} vencimentos movidos`} em todas as empresas.`;

/**
 * 'Publicar ajuste' of a catalogue entry (null: closed): the year whose due date the agency moved,
 * the new date, why and where it was said. The open due dates of that year move in every company.
 */
export function AjusteDialog({ entrada, onClose }: { entrada: TCatalogoEntrada | null; onClose: () => void }) {
  const publish = usePublishAjuste();
  return (
    <Dialog open={entrada !== null} onOpenChange={(open) => !open && !publish.isPending && onClose()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Publicar ajuste</DialogTitle>
          <DialogDescription>
            {entrada
              ? `${entrada.titulo}: os vencimentos em aberto do ano, em todas as empresas, passam para a nova data. A regra não muda; publicar de novo para o mesmo ano substitui o ajuste.`
              : ""}
          </DialogDescription>
        </DialogHeader>
        {entrada && <AjusteForm entrada={entrada} publish={publish} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function AjusteForm(props: {
  entrada: TCatalogoEntrada;
  publish: ReturnType<typeof usePublishAjuste>;
  onClose: () => void;
}) {
  const form = useForm<TAjusteInput, unknown, TAjusteData>({
    resolver: zodResolver(ZAjusteSchema),
    defaultValues: { ano: Number(serverToday().slice(0, 4)), dataVencimento: "", motivo: "", fonteUrl: "" },
  });
  const { errors } = form.formState;
  const a11y = (name: TField, hint = false) => fieldA11y(`ajuste-${name}`, errors[name]?.message, hint);

  const onSubmit = (body: TAjusteData) =>
    props.publish.mutate(
      { codigo: props.entrada.codigo, body },
      {
        onSuccess: ({ movidos }) => {
          notify.success(movidosTexto(movidos));
          props.onClose();
        },
        onError: (err) =>
          showRefusal(
            err,
            "publicar o ajuste",
            (key) => FIELDS.includes(key as TField),
            (key, message) => form.setError(key as Path<TAjusteInput>, { message }),
          ),
      },
    );

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4 sm:grid-cols-2">
      <FormField
        id="ajuste-ano"
        label="Ano"
        required
        error={errors.ano?.message}
        hint="O ano do vencimento que a regra dá e o órgão mudou."
      >
        <Input
          {...a11y("ano", true)}
          type="number"
          inputMode="numeric"
          min={2000}
          max={2100}
          {...form.register("ano", { valueAsNumber: true })}
        />
      </FormField>
      <FormField id="ajuste-dataVencimento" label="Novo vencimento" required error={errors.dataVencimento?.message}>
        <DateInput {...a11y("dataVencimento")} required {...form.register("dataVencimento")} />
      </FormField>
      <FormField id="ajuste-motivo" label="Motivo" required error={errors.motivo?.message} wide>
        <Textarea
          {...a11y("motivo")}
          rows={2}
          placeholder="Ex.: Instrução Normativa do Ibama prorrogou a entrega"
          {...form.register("motivo")}
        />
      </FormField>
      <FormField id="ajuste-fonteUrl" label="Link da fonte" error={errors.fonteUrl?.message} wide>
        <Input {...a11y("fonteUrl")} type="url" placeholder="https://" {...form.register("fonteUrl")} />
      </FormField>
      <FormActions
        className="sm:col-span-2"
        busy={props.publish.isPending}
        onCancel={props.onClose}
        submitLabel="Publicar"
        busyLabel="Publicando..."
      />
    </form>
  );
}
