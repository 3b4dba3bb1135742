import { useId, useState, type ReactNode } from "react";
import { formatIsoDate } from "@/shared/rules/datas";
import type { TPortalObrigacao } from "@/shared/schemas/portal";
import { ArquivosField } from "@/web/components/arquivos-field";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { fieldA11y, FormField } from "@/web/components/ui/form-field";
import { Textarea } from "@/web/components/ui/textarea";
import { acaoErrorText, ApiError } from "@/web/lib/api";
import { notify } from "@/web/lib/notify";
import { useIsMobile } from "@/web/lib/use-is-mobile";
import { useEnviarComprovacao, type TDestinoDaProva } from "./api";
import { problemasDoEnvio, type TProblemasDoEnvio } from "./envio";
import { NomeDaLicenca } from "./partes";

/** What a proof is sent for: its title, one line on which obligation it is, and where it goes. */
export interface TAlvoDaProva {
  titulo: string;
  detalhe: ReactNode;
  destino: TDestinoDaProva;
}

/** A condition's proof: by its scheduled delivery's date, or by its licence. */
export const alvoDaCondicionante = (o: TPortalObrigacao): TAlvoDaProva => ({
  titulo: o.titulo,
  detalhe: o.entrega ? `Entrega agendada para ${formatIsoDate(o.entrega.data)}` : <NomeDaLicenca licenca={o.licenca} />,
  destino: { tipo: "condicionante", condicionanteId: o.condicionanteId, entregaId: o.entrega?.id ?? null },
});

const chaveDoDestino = (d: TDestinoDaProva) =>
  d.tipo === "condicionante" ? `${d.condicionanteId}:${d.entregaId ?? ""}` : d.instanciaId;

/**
 * 'Enviar comprovação': documents or photos (on a phone, straight from the camera) and a note, in
 * one request, for a condition or for an obligation's due date. On a phone it rises from the
 * bottom as a sheet, where the thumb is.
 */
export function EnviarComprovacaoDialog(props: { alvo: TAlvoDaProva | null; onClose: () => void }) {
  const enviando = useEnviarComprovacao();
  return (
    <Dialog open={props.alvo !== null} onOpenChange={(open) => !open && !enviando.isPending && props.onClose()}>
      <DialogContent className="max-sm:bottom-0 max-sm:top-auto max-sm:max-h-[92dvh] max-sm:w-full max-sm:max-w-none max-sm:translate-y-0 max-sm:rounded-b-none max-sm:p-5">
        {props.alvo && (
          // A fresh form for each obligation: nothing chosen for one is sent with another.
          <EnvioForm
            key={chaveDoDestino(props.alvo.destino)}
            alvo={props.alvo}
            enviando={enviando}
            onClose={props.onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function EnvioForm(props: {
  alvo: TAlvoDaProva;
  enviando: ReturnType<typeof useEnviarComprovacao>;
  onClose: () => void;
}) {
  const { alvo, enviando } = props;
  const ids = useId();
  const isMobile = useIsMobile();
  const [arquivos, setArquivos] = useState<File[]>([]);
  const [observacoes, setObservacoes] = useState("");
  const [erros, setErros] = useState<TProblemasDoEnvio>({});
  const [progresso, setProgresso] = useState<number | null>(null);

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const problemas = problemasDoEnvio(arquivos, observacoes);
    setErros(problemas);
    if (problemas.arquivos || problemas.observacoes) return;
    setProgresso(0);
    enviando.mutate(
      {
        destino: alvo.destino,
        arquivos,
        observacoes,
        onProgress: (f) => setProgresso(Math.round(f * 100)),
      },
      {
        onSuccess: () => {
          notify.success("Comprovação enviada com sucesso! Ela fica Em Análise até a consultoria avaliá-la.");
          props.onClose();
        },
        onError: (err) => {
          setProgresso(null);
          const fields = err instanceof ApiError ? err.fields : undefined;
          if (fields?.arquivos || fields?.observacoes)
            setErros({ arquivos: fields.arquivos, observacoes: fields.observacoes });
          notify.error(acaoErrorText("enviar a comprovação", err));
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <DialogHeader className="pr-6 text-left">
        <DialogTitle>Enviar comprovação</DialogTitle>
        <DialogDescription>
          <span className="block font-medium text-foreground">{alvo.titulo}</span>
          {alvo.detalhe}
        </DialogDescription>
      </DialogHeader>
      {/* Its own block: the field spans two columns of a form's grid, which would make this one two. */}
      <div>
        <ArquivosField
          id={`${ids}-arquivos`}
          label="Arquivos"
          files={arquivos}
          camera={isMobile}
          disabled={enviando.isPending}
          error={erros.arquivos}
          onChange={(next) => {
            setArquivos(next);
            setErros((atual) => ({ ...atual, arquivos: undefined }));
          }}
        />
      </div>
      <FormField
        id={`${ids}-obs`}
        label="Observação"
        error={erros.observacoes}
        hint="Opcional: o que a consultoria deve saber sobre este envio."
      >
        <Textarea
          {...fieldA11y(`${ids}-obs`, erros.observacoes, true)}
          rows={3}
          value={observacoes}
          disabled={enviando.isPending}
          onChange={(e) => setObservacoes(e.target.value)}
        />
      </FormField>
      {progresso !== null && <Progresso percent={progresso} />}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={props.onClose} disabled={enviando.isPending}>
          Cancelar
        </Button>
        <Button type="submit" disabled={enviando.isPending}>
          {enviando.isPending ? "Enviando..." : "Enviar"}
        </Button>
      </div>
    </form>
  );
}

function Progresso({ percent }: { percent: number }) {
  const id = useId();
  return (
    <div className="grid gap-1.5" aria-live="polite">
      <div className="flex justify-between text-sm">
        <span id={id}>Enviando arquivos</span>
        <span className="tabular-nums text-muted-foreground">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
