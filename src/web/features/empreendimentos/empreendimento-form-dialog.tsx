import { Controller, useForm } from "react-hook-form";
import { useQuery } from "@tanstack/react-query";
import { UfOptions } from "@/web/components/uf-options";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  ZEmpreendimentoSchema,
  type TEmpreendimento,
  type TEmpreendimentoData,
  type TEmpreendimentoInput,
} from "@/shared/schemas/empreendimentos";
import { ApiError } from "@/web/lib/api";
import { notify } from "@/web/lib/notify";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";
import { fieldA11y, FormField } from "@/web/components/ui/form-field";
import { NativeSelect } from "@/web/components/ui/native-select";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { useCreateEmpreendimento, useUpdateEmpreendimento } from "./api";
import { ClienteSelect } from "@/web/components/cliente-select";
import { atividadesQueryOptions } from "@/web/lib/opcoes-api";
import { acaoErrorText } from "@/web/lib/api";

const FIELDS = ["nome", "clienteId", "atividade", "municipio", "estado"] as const;

/** Create (no empreendimento) or edit a project. */
export function EmpreendimentoFormDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  empreendimento?: TEmpreendimento;
}) {
  const editing = props.empreendimento !== undefined;
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{editing ? "Editar Empreendimento" : "Novo Empreendimento"}</DialogTitle>
          <DialogDescription>Campos marcados com * são obrigatórios.</DialogDescription>
        </DialogHeader>
        {/* Content mounts only while open, so each opening starts from the project's values. */}
        <EmpreendimentoForm empreendimento={props.empreendimento} onDone={() => props.onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function EmpreendimentoForm({ empreendimento: e, onDone }: { empreendimento?: TEmpreendimento; onDone: () => void }) {
  const create = useCreateEmpreendimento();
  const update = useUpdateEmpreendimento();
  const form = useForm<TEmpreendimentoInput, unknown, TEmpreendimentoData>({
    resolver: zodResolver(ZEmpreendimentoSchema),
    defaultValues: {
      nome: e?.nome ?? "",
      clienteId: e?.clienteId ?? "",
      atividade: e?.atividade ?? "",
      municipio: e?.municipio ?? "",
      estado: (e?.estado ?? "") as TEmpreendimentoInput["estado"],
    },
  });
  const { errors, isSubmitting } = form.formState;
  // The company's activity catalogue as suggestions; this form mounts only while the dialog is open.
  const atividades = useQuery(atividadesQueryOptions());
  const base = e ? "atualizar empreendimento" : "criar empreendimento";

  const onSubmit = async (body: TEmpreendimentoData) => {
    try {
      if (e) await update.mutateAsync({ id: e.id, body });
      else await create.mutateAsync(body);
      notify.success(e ? "Empreendimento atualizado com sucesso!" : "Empreendimento criado com sucesso!");
      onDone();
    } catch (err) {
      if (err instanceof ApiError && err.fields)
        for (const key of FIELDS) if (err.fields[key]) form.setError(key, { message: err.fields[key] });
      notify.error(acaoErrorText(base, err));
    }
  };

  const a11y = (name: (typeof FIELDS)[number]) => fieldA11y(`empreendimento-${name}`, errors[name]?.message);

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
      <FormField id="empreendimento-nome" label="Nome" required error={errors.nome?.message}>
        <Input {...a11y("nome")} required autoComplete="off" {...form.register("nome")} />
      </FormField>
      <FormField id="empreendimento-clienteId" label="Cliente" required error={errors.clienteId?.message}>
        <Controller
          control={form.control}
          name="clienteId"
          render={({ field }) => (
            <ClienteSelect
              id="empreendimento-clienteId"
              value={field.value ?? ""}
              initial={e?.clienteId ? { id: e.clienteId, nome: e.clienteNome ?? "" } : null}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              invalid={Boolean(errors.clienteId)}
              describedBy={a11y("clienteId")["aria-describedby"]}
            />
          )}
        />
      </FormField>
      <FormField id="empreendimento-atividade" label="Atividade" error={errors.atividade?.message}>
        <Input
          {...a11y("atividade")}
          list="empreendimento-atividades"
          autoComplete="off"
          placeholder="Ex.: Loteamento, Suinocultura"
          {...form.register("atividade")}
        />
      </FormField>
      <datalist id="empreendimento-atividades">
        {atividades.data?.map((a) => (
          <option key={a.id} value={a.nome} />
        ))}
      </datalist>
      <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
        <FormField id="empreendimento-municipio" label="Município" error={errors.municipio?.message}>
          <Input {...a11y("municipio")} autoComplete="address-level2" {...form.register("municipio")} />
        </FormField>
        <FormField id="empreendimento-estado" label="Estado" error={errors.estado?.message}>
          <NativeSelect {...a11y("estado")} {...form.register("estado")}>
            <UfOptions emptyLabel="Selecione" />
          </NativeSelect>
        </FormField>
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancelar
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {e ? "Salvar Alterações" : "Criar Empreendimento"}
        </Button>
      </DialogFooter>
    </form>
  );
}
