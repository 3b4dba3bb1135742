import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { formatIsoDate } from "@/shared/rules/datas";
import { serverToday } from "@/web/lib/server-today";
import { PRAZO_LEGAL_RENOVACAO_DIAS, renovacaoFrase } from "@/shared/rules/licenca-status";
import {
  ZRenovacaoSchema,
  type TLicenca,
  type TLicencaDetalhe,
  type TRenovacaoData,
  type TRenovacaoInput,
} from "@/shared/schemas/licencas";
import { Button } from "@/web/components/ui/button";
import { DateInput } from "@/web/components/ui/date-input";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { fieldA11y, FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { FormActions } from "@/web/components/form-actions";
import { ApiError } from "@/web/lib/api";
import { notify } from "@/web/lib/notify";
import { useSetRenovacao } from "./api";
import { StatusBadge } from "./status-badge";

const FIELDS = ["protocoloRenovacaoData", "protocoloRenovacaoNumero"] as const;

/** What the dialog reads of a licence: a list row or the details both have it. */
export type TLicencaRenovando = Pick<
  TLicenca,
  | "id"
  | "tipoNome"
  | "numero"
  | "validadeDate"
  | "emRenovacao"
  | "protocoloRenovacaoData"
  | "protocoloRenovacaoNumero"
  | "prazoLegalRenovacao"
>;

/**
 * 'Protocolo da renovação' (decision 023): marking a licence 'Em Renovação' asks when the renewal
 * was filed with the agency and under which number, or corrects them. Both may stay empty (old
 * records). Once saved it says plainly what the filing means: valid until the agency decides, or
 * lapsing at its expiry.
 */
export function RenovacaoDialog({ licenca, onClose }: { licenca: TLicencaRenovando | null; onClose: () => void }) {
  return (
    <Dialog open={licenca !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-lg">
        {licenca && <RenovacaoForm key={licenca.id} licenca={licenca} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function RenovacaoForm({ licenca: l, onClose }: { licenca: TLicencaRenovando; onClose: () => void }) {
  const save = useSetRenovacao();
  const [saved, setSaved] = useState<TLicencaDetalhe | null>(null);
  const form = useForm<TRenovacaoInput, unknown, TRenovacaoData>({
    resolver: zodResolver(ZRenovacaoSchema),
    defaultValues: {
      emRenovacao: true,
      protocoloRenovacaoData: l.protocoloRenovacaoData ? formatIsoDate(l.protocoloRenovacaoData) : "",
      protocoloRenovacaoNumero: l.protocoloRenovacaoNumero ?? "",
    },
  });
  const { errors } = form.formState;
  const a11y = (name: (typeof FIELDS)[number], hint?: boolean) =>
    fieldA11y(`renovacao-${name}`, errors[name]?.message, hint);

  const onSubmit = async (body: TRenovacaoData) => {
    // The server holds the company's day; this spares a round trip for the usual slip.
    if (body.protocoloRenovacaoData && body.protocoloRenovacaoData > serverToday()) {
      form.setError("protocoloRenovacaoData", { message: "A data de protocolo não pode ser posterior a hoje." });
      return;
    }
    try {
      setSaved(await save.mutateAsync({ id: l.id, body }));
      notify.success("Licença atualizada com sucesso!");
    } catch (err) {
      if (err instanceof ApiError && err.fields) {
        for (const key of FIELDS) if (err.fields[key]) form.setError(key, { message: err.fields[key] });
      }
      notify.error(`Erro ao atualizar status de renovação${err instanceof ApiError ? `: ${err.message}` : ""}`);
    }
  };

  const titulo = `${l.tipoNome} nº ${l.numero}`;
  if (saved) {
    const frase = renovacaoFrase(
      { validade: saved.validadeDate, emRenovacao: saved.emRenovacao, protocolo: saved.protocoloRenovacaoData },
      serverToday(),
    );
    return (
      <>
        <DialogHeader>
          <DialogTitle>Protocolo da renovação</DialogTitle>
          <DialogDescription>{titulo}</DialogDescription>
        </DialogHeader>
        <div className="space-y-3" role="status">
          <StatusBadge status={saved.status} />
          <p className="font-medium">{frase ?? "Licença marcada como em renovação."}</p>
        </div>
        <DialogFooter>
          <Button onClick={onClose}>Concluir</Button>
        </DialogFooter>
      </>
    );
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>Protocolo da renovação</DialogTitle>
        <DialogDescription>
          {titulo}.{" "}
          {l.prazoLegalRenovacao
            ? `Prazo legal de renovação: ${formatIsoDate(l.prazoLegalRenovacao)} (${PRAZO_LEGAL_RENOVACAO_DIAS} dias antes da validade, ${formatIsoDate(l.validadeDate)}).`
            : "Sem data de validade, não há prazo legal de renovação."}
        </DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="renovacao-protocoloRenovacaoData"
          label="Data de protocolo da renovação"
          error={errors.protocoloRenovacaoData?.message}
        >
          <DateInput {...a11y("protocoloRenovacaoData", true)} {...form.register("protocoloRenovacaoData")} />
        </FormField>
        <FormField
          id="renovacao-protocoloRenovacaoNumero"
          label="Número do protocolo"
          error={errors.protocoloRenovacaoNumero?.message}
        >
          <Input
            {...a11y("protocoloRenovacaoNumero")}
            autoComplete="off"
            {...form.register("protocoloRenovacaoNumero")}
          />
        </FormField>
        <p id="renovacao-protocoloRenovacaoData-hint" className="text-sm text-muted-foreground sm:col-span-2">
          Protocolada até o prazo legal, a renovação mantém a licença válida até a decisão do órgão. Deixe a data em
          branco só em registros antigos: sem ela, não se sabe se a validade é prorrogada.
        </p>
        <FormActions
          className="sm:col-span-2"
          busy={form.formState.isSubmitting}
          onCancel={onClose}
          submitLabel={l.emRenovacao ? "Salvar" : "Marcar como Renovação"}
        />
      </form>
    </>
  );
}
