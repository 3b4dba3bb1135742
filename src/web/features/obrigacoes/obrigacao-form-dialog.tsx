import type { ComponentProps } from "react";
import { Controller, useForm, useWatch, type Path } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import {
  ZObrigacaoSchema,
  type TObrigacaoData,
  type TObrigacaoDetalhe,
  type TObrigacaoInput,
} from "@/shared/schemas/obrigacoes";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { DateInput } from "@/web/components/ui/date-input";
import { fieldA11y, FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { NativeSelect } from "@/web/components/ui/native-select";
import { Textarea } from "@/web/components/ui/textarea";
import { ClienteSelect } from "@/web/components/cliente-select";
import { FormActions } from "@/web/components/form-actions";
import { ResponsavelCampo } from "@/web/components/responsavel-select";
import { showRefusal } from "@/web/lib/form-refusal";
import { notify } from "@/web/lib/notify";
import { empreendimentoOpcoesQueryOptions } from "@/web/lib/opcoes-api";
import { useCreateObrigacao } from "./api";
import { RecorrenciaFields } from "./recorrencia-fields";

const FIELDS = [
  "clienteId",
  "empreendimentoId",
  "titulo",
  "orgao",
  "baseLegal",
  "baseLegalUrl",
  "descricao",
  "responsavelId",
  "primeiroVencimento",
] as const;
type TField = (typeof FIELDS)[number];

/** 'Nova Obrigação': one that belongs to no licence, with its rule and, if known, its first due date. */
export function ObrigacaoFormDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The new obligation, to show its first due date next. */
  onCreated: (obrigacao: TObrigacaoDetalhe) => void;
}) {
  const create = useCreateObrigacao();
  return (
    // While saving the dialog stays open, so the answer is never lost.
    <Dialog open={props.open} onOpenChange={(next) => (next || !create.isPending) && props.onOpenChange(next)}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Nova Obrigação</DialogTitle>
          <DialogDescription>Campos marcados com * são obrigatórios.</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so each opening starts empty. */}
        {props.open && (
          <ObrigacaoForm create={create} onCancel={() => props.onOpenChange(false)} onCreated={props.onCreated} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function ObrigacaoForm(props: {
  create: ReturnType<typeof useCreateObrigacao>;
  onCancel: () => void;
  onCreated: (obrigacao: TObrigacaoDetalhe) => void;
}) {
  const { create } = props;
  const form = useForm<TObrigacaoInput, unknown, TObrigacaoData>({
    resolver: zodResolver(ZObrigacaoSchema),
    defaultValues: {
      clienteId: "",
      empreendimentoId: null,
      titulo: "",
      orgao: "",
      baseLegal: "",
      baseLegalUrl: "",
      descricao: "",
      responsavelId: "",
      recorrencia: { tipo: "unica" },
      primeiroVencimento: "",
    },
  });
  const { control, register, setValue, formState } = form;
  const { errors } = formState;
  const clienteId = useWatch({ control, name: "clienteId" }) ?? "";
  const a11y = (name: TField, hint = false) => fieldA11y(`obrigacao-${name}`, errors[name]?.message, hint);

  const onSubmit = (body: TObrigacaoData) =>
    create.mutate(body, {
      onSuccess: (obrigacao) => {
        notify.success("Obrigação criada com sucesso!");
        props.onCreated(obrigacao);
      },
      onError: (err) =>
        showRefusal(
          err,
          "criar obrigação",
          (key) => FIELDS.includes(key as TField) || key.startsWith("recorrencia"),
          (key, message) => form.setError(key as Path<TObrigacaoInput>, { message }),
        ),
    });

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4 sm:grid-cols-2">
      <FormField id="obrigacao-clienteId" label="Empreendedor" required error={errors.clienteId?.message} wide>
        <Controller
          control={control}
          name="clienteId"
          render={({ field }) => (
            <ClienteSelect
              id="obrigacao-clienteId"
              value={field.value ?? ""}
              onChange={(id) => {
                // Another client's projects are others: the chosen project goes.
                if (id !== field.value) setValue("empreendimentoId", null);
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
        id="obrigacao-empreendimentoId"
        label="Empreendimento"
        error={errors.empreendimentoId?.message}
        hint="Opcional: os dias úteis contam pelo município do empreendimento, ou do empreendedor."
        wide
      >
        <ProjetoSelect
          {...a11y("empreendimentoId", true)}
          clienteId={clienteId}
          {...register("empreendimentoId", { setValueAs: (v: string | null) => v || null })}
        />
      </FormField>
      <FormField id="obrigacao-titulo" label="Título" required error={errors.titulo?.message} wide>
        <Input {...a11y("titulo")} required placeholder="Ex.: RAPP, TCFA, relatório anual" {...register("titulo")} />
      </FormField>
      <FormField id="obrigacao-orgao" label="Órgão" required error={errors.orgao?.message}>
        <Input {...a11y("orgao")} required placeholder="Ex.: IBAMA, CETESB, FEAM" {...register("orgao")} />
      </FormField>
      <FormField id="obrigacao-responsavelId" label="Responsável" error={errors.responsavelId?.message}>
        <ResponsavelCampo control={control} name="responsavelId" a11y={a11y("responsavelId")} />
      </FormField>
      <FormField id="obrigacao-baseLegal" label="Base legal" error={errors.baseLegal?.message}>
        <Input {...a11y("baseLegal")} placeholder="Ex.: Lei nº 6.938/1981, art. 17-C" {...register("baseLegal")} />
      </FormField>
      <FormField id="obrigacao-baseLegalUrl" label="Link da base legal" error={errors.baseLegalUrl?.message}>
        <Input {...a11y("baseLegalUrl")} type="url" placeholder="https://" {...register("baseLegalUrl")} />
      </FormField>
      <FormField id="obrigacao-descricao" label="Descrição" error={errors.descricao?.message} wide>
        <Textarea {...a11y("descricao")} rows={3} {...register("descricao")} />
      </FormField>
      <RecorrenciaFields
        control={control}
        register={register}
        setValue={setValue}
        errors={errors}
        submitted={formState.isSubmitted}
      />
      <FormField
        id="obrigacao-primeiroVencimento"
        label="Primeiro vencimento"
        error={errors.primeiroVencimento?.message}
        hint="Em branco, vale a próxima data da regra (hoje, para 'Única' e 'A cada N meses')."
        wide
      >
        <DateInput {...a11y("primeiroVencimento", true)} {...register("primeiroVencimento")} />
      </FormField>
      <FormActions
        className="sm:col-span-2"
        busy={create.isPending}
        onCancel={props.onCancel}
        submitLabel="Criar"
        busyLabel="Criando..."
      />
    </form>
  );
}

/** The chosen client's projects; none chosen means the obligation is the client's as a whole. */
function ProjetoSelect({ clienteId, ...props }: ComponentProps<typeof NativeSelect> & { clienteId: string }) {
  const opcoes = useQuery(empreendimentoOpcoesQueryOptions(clienteId));
  const items = opcoes.data ?? [];
  return (
    <NativeSelect {...props} disabled={!clienteId}>
      <option value="">
        {!clienteId
          ? "Escolha primeiro o empreendedor"
          : opcoes.isPending
            ? "Carregando empreendimentos..."
            : "Nenhum (obrigação do empreendedor)"}
      </option>
      {items.map((o) => (
        <option key={o.id} value={o.id}>
          {o.nome}
        </option>
      ))}
    </NativeSelect>
  );
}
