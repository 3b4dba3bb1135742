import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { formatIsoDate } from "@/shared/rules/datas";
import {
  ZAtividadeSchema,
  type TAtividade,
  type TAtividadeData,
  type TAtividadeInput,
} from "@/shared/schemas/cronograma";
import { FormActions } from "@/web/components/form-actions";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { DateInput } from "@/web/components/ui/date-input";
import { fieldA11y, FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { ApiError } from "@/web/lib/api";
import { notify } from "@/web/lib/notify";
import { useCreateAtividade, useUpdateAtividade } from "./api";
import { Textarea } from "@/web/components/ui/textarea";
import { ResponsavelCampo } from "@/web/components/responsavel-select";

const FIELDS = ["titulo", "descricao", "dataPrazo", "responsavelId"] as const;

/** 'Nova Atividade' (atividade null) and its edit: Título, Descrição, Prazo, Responsável. Closed while undefined. */
export function AtividadeFormDialog(props: {
  empreendimentoId: string;
  atividade: TAtividade | null | undefined;
  onClose: () => void;
}) {
  const create = useCreateAtividade();
  const update = useUpdateAtividade();
  const busy = create.isPending || update.isPending;
  const open = props.atividade !== undefined;
  return (
    // While saving the dialog stays open, so the answer is never lost.
    <Dialog open={open} onOpenChange={(next) => !next && !busy && props.onClose()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{props.atividade ? "Editar Atividade" : "Nova Atividade"}</DialogTitle>
          <DialogDescription>Campos marcados com * são obrigatórios.</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so each opening starts from the activity (or empty). */}
        {open && (
          <AtividadeForm
            atividade={props.atividade ?? null}
            busy={busy}
            onSave={(body, form) => {
              const onError = (err: Error) => {
                if (err instanceof ApiError && err.fields)
                  for (const key of FIELDS) if (err.fields[key]) form.setError(key, { message: err.fields[key] });
                notify.error(props.atividade ? "Falha ao atualizar atividade." : "Falha ao criar atividade.");
              };
              if (props.atividade)
                update.mutate(
                  { id: props.atividade.id, body },
                  {
                    onSuccess: () => {
                      notify.success("Atividade atualizada com sucesso!");
                      props.onClose();
                    },
                    onError,
                  },
                );
              else
                create.mutate(
                  { empreendimentoId: props.empreendimentoId, body },
                  {
                    onSuccess: () => {
                      notify.success("Atividade criada com sucesso!");
                      props.onClose();
                    },
                    onError,
                  },
                );
            }}
            onCancel={props.onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

type TForm = ReturnType<typeof useForm<TAtividadeInput, unknown, TAtividadeData>>;

function AtividadeForm(props: {
  atividade: TAtividade | null;
  busy: boolean;
  onSave: (body: TAtividadeData, form: TForm) => void;
  onCancel: () => void;
}) {
  const a = props.atividade;
  const form = useForm<TAtividadeInput, unknown, TAtividadeData>({
    resolver: zodResolver(ZAtividadeSchema),
    defaultValues: {
      titulo: a?.titulo ?? "",
      descricao: a?.descricao ?? "",
      dataPrazo: a?.dataPrazo ? formatIsoDate(a.dataPrazo) : "",
      responsavelId: a?.responsavel?.id ?? "",
    },
  });
  const { errors } = form.formState;
  const a11y = (name: (typeof FIELDS)[number]) => fieldA11y(`atividade-${name}`, errors[name]?.message);
  return (
    <form noValidate onSubmit={form.handleSubmit((body) => props.onSave(body, form))} className="grid gap-4">
      <FormField id="atividade-titulo" label="Título" required error={errors.titulo?.message}>
        <Input {...a11y("titulo")} required autoComplete="off" {...form.register("titulo")} />
      </FormField>
      <FormField id="atividade-descricao" label="Descrição" error={errors.descricao?.message}>
        <Textarea {...a11y("descricao")} rows={3} {...form.register("descricao")} />
      </FormField>
      <FormField id="atividade-dataPrazo" label="Prazo" error={errors.dataPrazo?.message}>
        <DateInput {...a11y("dataPrazo")} {...form.register("dataPrazo")} />
      </FormField>
      <FormField id="atividade-responsavelId" label="Responsável" error={errors.responsavelId?.message}>
        <ResponsavelCampo
          control={form.control}
          name="responsavelId"
          a11y={a11y("responsavelId")}
          nomeAtual={a?.responsavel?.nome}
        />
      </FormField>
      <FormActions busy={props.busy} onCancel={props.onCancel} />
    </form>
  );
}
