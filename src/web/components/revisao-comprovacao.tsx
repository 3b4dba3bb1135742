import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Check, Globe, X } from "lucide-react";
import { COMPROVACAO_STATUS_LABELS, type TComprovacaoStatus } from "@/shared/rules/condicionantes";
import { formatDataHora } from "@/shared/rules/datas";
import { ZRejeicaoSchema, type TRejeicaoInput } from "@/shared/schemas/condicionantes";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { fieldA11y, FormField } from "@/web/components/ui/form-field";
import { Textarea } from "@/web/components/ui/textarea";
import { FormActions } from "@/web/components/form-actions";
import { acaoErrorText, ApiError } from "@/web/lib/api";
import { notify } from "@/web/lib/notify";

// A proof sent by the client's user through the Portal do Empreendedor (decision 044), as the
// team sees it among a condition's or an obligation's due date's proofs: where it came from, its
// review state, and 'Aprovar' / 'Rejeitar' while it is 'Em Análise'.

/** What a proof shows of its review. */
export interface TComprovacaoRevisavel {
  statusComprovacao: TComprovacaoStatus;
  enviadaPor: string | null;
  analisadaEm: string | null;
}

const STATUS_VARIANT = { em_analise: "warning", aprovada: "success", rejeitada: "destructive" } as const;

/** A proof's status in words and colour: 'Pendente', 'Em Análise', 'Aprovada', 'Rejeitada'. */
export function ComprovacaoStatusBadge({ status }: { status: TComprovacaoStatus }) {
  const variant = STATUS_VARIANT[status as keyof typeof STATUS_VARIANT] ?? "secondary";
  return <Badge variant={variant}>{COMPROVACAO_STATUS_LABELS[status]}</Badge>;
}

/** 'Enviada pelo portal' (and by whom), beside the proof's review state. */
export function PortalOrigem({ comprovacao: c }: { comprovacao: TComprovacaoRevisavel }) {
  return (
    <div className="flex flex-wrap items-center gap-2 text-xs">
      <Badge variant="info" className="gap-1">
        <Globe aria-hidden className="size-3" />
        Enviada pelo portal
      </Badge>
      {c.enviadaPor && <span className="text-muted-foreground">por {c.enviadaPor}</span>}
      <ComprovacaoStatusBadge status={c.statusComprovacao} />
      {c.analisadaEm && (
        <span className="text-muted-foreground">
          {c.statusComprovacao === "rejeitada" ? "Rejeitada em " : "Analisada em "}
          <time dateTime={c.analisadaEm}>{formatDataHora(c.analisadaEm)}</time>
        </span>
      )}
    </div>
  );
}

/** A rejected proof's reason, as the client reads it in the portal. */
export function MotivoRejeicao({ motivo }: { motivo: string }) {
  return (
    <div className="rounded-md border border-red-200 bg-red-50 p-2 text-sm text-red-900">
      <p className="font-semibold">Motivo da rejeição</p>
      <p className="whitespace-pre-wrap break-words">{motivo}</p>
    </div>
  );
}

/**
 * 'Aprovar' and 'Rejeitar' on a portal proof still 'Em Análise'; `data` names it for screen
 * readers. `aprovar` answers the success toast's text; `rejeitar` fails with the server's answer.
 * Promises, not a mutation's callbacks: the refreshed list no longer shows these buttons once the
 * proof is reviewed, and the callbacks would be dropped with the unmounted component.
 */
export function RevisaoAcoes(props: {
  data: string;
  aprovando: boolean;
  rejeitando: boolean;
  aprovar: () => Promise<string>;
  rejeitar: (motivo: string) => Promise<unknown>;
}) {
  const [rejeitando, setRejeitando] = useState(false);
  const onAprovar = () =>
    props.aprovar().then(
      (texto) => notify.success(texto),
      (err: unknown) => notify.error(acaoErrorText("aprovar comprovação", err)),
    );
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        type="button"
        size="sm"
        className="bg-green-700 text-white hover:bg-green-800"
        aria-label={`Aprovar comprovação de ${props.data}`}
        disabled={props.aprovando}
        onClick={onAprovar}
      >
        <Check aria-hidden />
        {props.aprovando ? "Aprovando..." : "Aprovar"}
      </Button>
      <Button
        type="button"
        size="sm"
        variant="outline"
        className="text-destructive"
        aria-label={`Rejeitar comprovação de ${props.data}`}
        disabled={props.aprovando}
        onClick={() => setRejeitando(true)}
      >
        <X aria-hidden />
        Rejeitar
      </Button>
      <RejeicaoDialog
        open={rejeitando}
        busy={props.rejeitando}
        rejeitar={props.rejeitar}
        onClose={() => setRejeitando(false)}
      />
    </div>
  );
}

/** 'Rejeitar comprovação': the reason is required; the client reads it in the portal. */
function RejeicaoDialog(props: {
  open: boolean;
  busy: boolean;
  rejeitar: (motivo: string) => Promise<unknown>;
  onClose: () => void;
}) {
  return (
    <Dialog open={props.open} onOpenChange={(open) => !open && !props.busy && props.onClose()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Rejeitar comprovação</DialogTitle>
          <DialogDescription>O cliente verá o motivo no portal e poderá enviar uma nova comprovação.</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so each opening starts empty. */}
        {props.open && (
          <RejeicaoForm
            busy={props.busy}
            onClose={props.onClose}
            onSubmit={(motivo, setError) =>
              props.rejeitar(motivo).then(
                () => {
                  notify.success("Comprovação rejeitada. O cliente verá o motivo no portal.");
                  props.onClose();
                },
                (err: unknown) => {
                  const campo = err instanceof ApiError ? err.fields?.motivo : undefined;
                  if (campo) setError(campo);
                  else notify.error(acaoErrorText("rejeitar comprovação", err));
                },
              )
            }
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function RejeicaoForm(props: {
  busy: boolean;
  onClose: () => void;
  onSubmit: (motivo: string, setError: (message: string) => void) => Promise<void>;
}) {
  const id = `${useId()}-motivo`;
  const form = useForm<TRejeicaoInput, unknown, { motivo: string }>({
    resolver: zodResolver(ZRejeicaoSchema),
    defaultValues: { motivo: "" },
  });
  const error = form.formState.errors.motivo?.message;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(({ motivo }) =>
        props.onSubmit(motivo, (message) => form.setError("motivo", { message })),
      )}
      className="grid gap-4"
    >
      <FormField id={id} label="Motivo da rejeição" required error={error}>
        <Textarea
          {...fieldA11y(id, error)}
          required
          autoFocus
          rows={4}
          maxLength={1000}
          placeholder="Ex.: o laudo não tem a assinatura do responsável técnico."
          {...form.register("motivo")}
        />
      </FormField>
      <FormActions
        busy={props.busy}
        onCancel={props.onClose}
        submitLabel="Rejeitar"
        busyLabel="Rejeitando..."
        destrutivo
      />
    </form>
  );
}
