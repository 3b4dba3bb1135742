import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { formatIsoDate } from "@/shared/rules/datas";
import { entregaInvalida } from "@/shared/rules/condicionantes";
import { CUMPRIMENTO_FUTURO } from "@/shared/rules/obrigacoes-legais";
import { zDataOpcional } from "@/shared/schemas/condicionantes";
import {
  COMPROVACAO_ARQUIVOS_MAX,
  COMPROVACAO_SEM_CONTEUDO,
  ZComprovacaoObrigacaoSchema,
} from "@/shared/schemas/obrigacoes";
import { ArquivosField } from "@/web/components/arquivos-field";
import { FormActions } from "@/web/components/form-actions";
import { UploadProgress } from "@/web/components/upload-progress";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { DateInput } from "@/web/components/ui/date-input";
import { fieldA11y, FormField } from "@/web/components/ui/form-field";
import { Textarea } from "@/web/components/ui/textarea";
import { acaoErrorText, ApiError } from "@/web/lib/api";
import { notify } from "@/web/lib/notify";
import { serverToday } from "@/web/lib/server-today";
import { arquivoProblem } from "@/web/lib/upload";
import { proximoVencimento, useCompleteInstancia, useCreateComprovacao } from "./api";
import type { TInstanciaAlvo } from "./instancia-dialogs";

/** The due date a proof is for; with `cumprir`, 'Marcar como cumprida' (the proof optional). */
export interface TComprovacaoAlvo extends TInstanciaAlvo {
  cumprir: boolean;
}

/**
 * 'Marcar como cumprida' and 'Registrar comprovação': the date (the day it was met, today unless
 * told; or the proof's), observations and files. Met with neither files nor observations, no
 * proof is recorded; met, the next due date appears (the toast names it).
 */
export function ComprovacaoDialog({ alvo, onClose }: { alvo: TComprovacaoAlvo | null; onClose: () => void }) {
  const create = useCreateComprovacao();
  const complete = useCompleteInstancia();
  const busy = create.isPending || complete.isPending;
  return (
    <Dialog open={alvo !== null} onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{alvo?.cumprir === false ? "Registrar comprovação" : "Marcar como cumprida"}</DialogTitle>
          <DialogDescription>
            {alvo ? `${alvo.titulo}, com vencimento em ${formatIsoDate(alvo.dataVencimento)}.` : ""}
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so each opening starts from today with nothing chosen. */}
        {alvo && <ComprovacaoForm alvo={alvo} create={create} complete={complete} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

/** The shared schema's fields; met, the date may stay blank (today) and is the day it was met. */
const schemaDe = (cumprir: boolean) =>
  z
    .object({
      data: cumprir ? zDataOpcional : ZComprovacaoObrigacaoSchema.shape.dataEntrega,
      observacoes: ZComprovacaoObrigacaoSchema.shape.observacoes,
    })
    .superRefine((v, ctx) => {
      if (!v.data) return;
      const hoje = serverToday();
      const problem = cumprir ? (v.data > hoje ? CUMPRIMENTO_FUTURO : null) : entregaInvalida(v.data, hoje);
      if (problem) ctx.addIssue({ code: "custom", path: ["data"], message: problem });
    });
type TCampos = { data?: string | null; observacoes?: string | null };

function ComprovacaoForm(props: {
  alvo: TComprovacaoAlvo;
  create: ReturnType<typeof useCreateComprovacao>;
  complete: ReturnType<typeof useCompleteInstancia>;
  onClose: () => void;
}) {
  const { alvo, create, complete } = props;
  const ids = useId();
  const [arquivos, setArquivos] = useState<File[]>([]);
  const [arquivosErro, setArquivosErro] = useState<string>();
  const [progresso, setProgresso] = useState<number | null>(null);
  const form = useForm<TCampos, unknown, { data: string | null; observacoes: string | null }>({
    resolver: zodResolver(schemaDe(alvo.cumprir)),
    defaultValues: { data: formatIsoDate(serverToday()), observacoes: "" },
  });
  const { errors } = form.formState;
  const busy = create.isPending || complete.isPending;
  const id = (name: string) => `${ids}-${name}`;

  const onSubmit = async ({ data, observacoes }: { data: string | null; observacoes: string | null }) => {
    if (arquivos.some((f) => arquivoProblem(f))) return setArquivosErro("Remova os arquivos marcados antes de salvar.");
    if (arquivos.length > COMPROVACAO_ARQUIVOS_MAX)
      return setArquivosErro(`Envie no máximo ${COMPROVACAO_ARQUIVOS_MAX} arquivos.`);
    const comProva = arquivos.length > 0 || Boolean(observacoes);
    if (!alvo.cumprir && !comProva) return setArquivosErro(COMPROVACAO_SEM_CONTEUDO);
    const dia = data ?? serverToday();
    try {
      const detalhe = comProva
        ? await create.mutateAsync({
            ...{ instanciaId: alvo.instanciaId, dataEntrega: dia, observacoes, cumprir: alvo.cumprir, arquivos },
            onProgress: arquivos.length ? (f) => setProgresso(Math.round(f * 100)) : () => undefined,
          })
        : await complete.mutateAsync({ instanciaId: alvo.instanciaId, cumpridaEm: dia });
      const proximo = proximoVencimento(detalhe);
      notify.success(
        !alvo.cumprir
          ? "Comprovação registrada com sucesso!"
          : proximo
            ? `Obrigação marcada como cumprida. Próximo vencimento: ${formatIsoDate(proximo)}.`
            : "Obrigação marcada como cumprida.",
      );
      props.onClose();
    } catch (err) {
      setProgresso(null);
      const fields = err instanceof ApiError ? err.fields : undefined;
      const naData = fields?.dataEntrega ?? fields?.cumpridaEm;
      if (naData) form.setError("data", { message: naData });
      else if (fields?.observacoes) form.setError("observacoes", { message: fields.observacoes });
      else if (fields?.arquivos) setArquivosErro(fields.arquivos);
      else
        notify.error(acaoErrorText(alvo.cumprir ? "marcar a obrigação como cumprida" : "registrar a comprovação", err));
    }
  };

  return (
    // min-w-0 down to the chosen files' names: a long one is cut, not a dialog wider than the phone.
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid min-w-0 gap-4">
      <FormField
        id={id("data")}
        label={alvo.cumprir ? "Cumprida em" : "Data de entrega"}
        required={!alvo.cumprir}
        hint={alvo.cumprir ? "Em branco, hoje." : undefined}
        error={errors.data?.message}
      >
        <DateInput
          {...fieldA11y(id("data"), errors.data?.message, alvo.cumprir)}
          required={!alvo.cumprir}
          autoFocus
          {...form.register("data")}
        />
      </FormField>
      <FormField
        id={id("observacoes")}
        label="Observações"
        hint={alvo.cumprir ? "Opcional: com arquivos ou observações, a comprovação fica registrada." : undefined}
        error={errors.observacoes?.message}
      >
        <Textarea
          {...fieldA11y(id("observacoes"), errors.observacoes?.message, alvo.cumprir)}
          rows={3}
          maxLength={2000}
          placeholder="Ex.: protocolo nº 2026/123 no órgão."
          {...form.register("observacoes")}
        />
      </FormField>
      {/* Its own block: the field spans two columns of a form's grid, which would make this one two. */}
      <div className="min-w-0">
        <ArquivosField
          id={id("arquivos")}
          label="Arquivos"
          files={arquivos}
          disabled={busy}
          error={arquivosErro}
          onChange={(next) => {
            setArquivos(next);
            setArquivosErro(undefined);
          }}
        />
      </div>
      {progresso !== null && <UploadProgress state={{ percent: progresso }} label="Enviando arquivos" />}
      <FormActions
        busy={busy}
        onCancel={props.onClose}
        submitLabel={alvo.cumprir ? "Confirmar" : "Salvar Comprovação"}
        busyLabel={progresso !== null ? "Enviando..." : "Salvando..."}
      />
    </form>
  );
}
