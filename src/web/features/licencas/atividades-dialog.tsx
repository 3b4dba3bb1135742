import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { ZAtividadeSchema } from "@/shared/schemas/licencas";
import { ApiError } from "@/web/lib/api";
import { notify } from "@/web/lib/notify";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { catalogoErrorText, useCreateAtividade, useDeleteAtividade, useUpdateAtividade } from "./catalogos-api";
import { FormField } from "@/web/components/ui/form-field";
import { atividadesQueryOptions } from "@/web/lib/opcoes-api";

/** 'Atividades': the company's activity catalogue, suggested in the project form's 'Atividade'. */
export function AtividadesDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Atividades</DialogTitle>
          <DialogDescription>
            As atividades cadastradas aqui são sugeridas no campo Atividade dos empreendimentos.
          </DialogDescription>
        </DialogHeader>
        <NovaAtividadeForm />
        <AtividadesList />
      </DialogContent>
    </Dialog>
  );
}

function NovaAtividadeForm() {
  const create = useCreateAtividade();
  const form = useForm<z.input<typeof ZAtividadeSchema>, unknown, z.output<typeof ZAtividadeSchema>>({
    resolver: zodResolver(ZAtividadeSchema),
    defaultValues: { nome: "" },
  });
  const error = form.formState.errors.nome?.message;
  const onSubmit = async (body: { nome: string }) => {
    try {
      await create.mutateAsync(body);
      notify.success("Atividade adicionada com sucesso!");
      form.reset();
    } catch (err) {
      if (err instanceof ApiError && err.fields?.nome) form.setError("nome", { message: err.fields.nome });
      notify.error(catalogoErrorText(err));
    }
  };
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="flex items-start gap-2">
      <div className="min-w-0 flex-1">
        <FormField id="atividade-nova" label="Nova atividade" error={error}>
          <Input
            id="atividade-nova"
            placeholder="Ex.: Suinocultura"
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "atividade-nova-error" : undefined}
            {...form.register("nome")}
          />
        </FormField>
      </div>
      <Button type="submit" className="mt-[22px] shrink-0" disabled={form.formState.isSubmitting}>
        Adicionar
      </Button>
    </form>
  );
}

function AtividadesList() {
  const atividades = useQuery(atividadesQueryOptions());
  const update = useUpdateAtividade();
  const remove = useDeleteAtividade();
  if (atividades.isPending) return <p className="text-sm text-muted-foreground">Carregando atividades...</p>;
  if (atividades.isError) return <p className="text-sm text-destructive">{catalogoErrorText(atividades.error)}</p>;
  if (atividades.data.length === 0)
    return <p className="text-sm text-muted-foreground">Nenhuma atividade cadastrada.</p>;
  return (
    <ul aria-label="Atividades cadastradas" className="grid gap-2">
      {atividades.data.map((a) => (
        <li key={a.id}>
          <NomeEditor
            id={`atividade-${a.id}`}
            label={`Nome da atividade ${a.nome}`}
            subject={a.nome}
            nome={a.nome}
            validate={(nome) => ZAtividadeSchema.safeParse({ nome }).error?.issues[0]?.message}
            onSave={async (nome) => {
              await update.mutateAsync({ id: a.id, nome });
              notify.success("Atividade atualizada com sucesso!");
            }}
            onDelete={async () => {
              await remove.mutateAsync(a.id);
              notify.success("Atividade excluída com sucesso!");
            }}
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * A catalogue entry's name, editable in place, with 'Salvar' (when changed) and 'Excluir'.
 * The buttons' accessible names carry the entry, so each row's are distinct.
 */
export function NomeEditor(props: {
  id: string;
  label: string;
  /** Completes the buttons' accessible names ('Salvar LAP', 'Excluir Suinocultura'). */
  subject: string;
  nome: string;
  validate(nome: string): string | undefined;
  onSave(nome: string): Promise<void>;
  onDelete(): Promise<void>;
}) {
  const [value, setValue] = useState(props.nome);
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const run = async (action: () => Promise<void>) => {
    setPending(true);
    try {
      await action();
    } catch (err) {
      notify.error(catalogoErrorText(err));
    } finally {
      setPending(false);
    }
  };
  const save = () => {
    const problem = props.validate(value);
    setError(problem);
    if (!problem) void run(() => props.onSave(value.trim()));
  };
  return (
    <div className="grid gap-1">
      <div className="flex flex-wrap items-center gap-2">
        <Input
          id={props.id}
          className="min-w-0 flex-1 basis-32"
          aria-label={props.label}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${props.id}-error` : undefined}
          onChange={(e) => setValue(e.target.value)}
          onKeyDown={(e) => e.key === "Enter" && (e.preventDefault(), save())}
        />
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={pending || value.trim() === props.nome}
          onClick={save}
        >
          Salvar<span className="sr-only"> {props.subject}</span>
        </Button>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          className="text-destructive"
          disabled={pending}
          onClick={() => void run(props.onDelete)}
        >
          Excluir<span className="sr-only"> {props.subject}</span>
        </Button>
      </div>
      {error && (
        <p id={`${props.id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
