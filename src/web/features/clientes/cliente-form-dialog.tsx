import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { UfOptions } from "@/web/components/uf-options";
import { useQuery } from "@tanstack/react-query";
import { ZClienteSchema, type TCliente, type TClienteData, type TClienteInput } from "@/shared/schemas/clientes";
import { formatDocumento } from "@/shared/rules/documento";
import { formatTelefone, maskTelefone } from "@/shared/rules/telefone";
import { ApiError } from "@/web/lib/api";
import { notify } from "@/web/lib/notify";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";
import { NativeSelect } from "@/web/components/ui/native-select";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { clienteErrorText, clientesFiltrosQueryOptions, useCreateCliente, useUpdateCliente } from "./api";
import { maskDocumento, tipoFromDocumento } from "./documento-mask";
import { fieldA11y, FormField } from "@/web/components/ui/form-field";
import { RadioOptions } from "@/web/components/radio-options";
import { HistoricoLista } from "@/web/components/historico";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";

const FIELDS = ["nome", "cnpj", "tipoPessoa", "situacao", "email", "telefone", "estado", "cidade", "responsavelId"];

/** 'Novo Cliente' (no cliente) or 'Editar Cliente'. Also used from a project's detail page. */
export function ClienteFormDialog({
  open,
  onOpenChange,
  cliente,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  cliente?: TCliente;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{cliente ? "Editar Cliente" : "Novo Cliente"}</DialogTitle>
          <DialogDescription>Preencha os dados do cliente. Campos com * são obrigatórios.</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so each opening starts from the client's current values. */}
        {cliente ? (
          <Tabs key={cliente.id} defaultValue="dados">
            <TabsList>
              <TabsTrigger value="dados">Dados</TabsTrigger>
              <TabsTrigger value="historico">Histórico</TabsTrigger>
            </TabsList>
            {/* Kept mounted while the history is shown, so a half-typed edit survives the switch. */}
            <TabsContent value="dados" forceMount className="data-[state=inactive]:hidden">
              <ClienteForm cliente={cliente} onDone={() => onOpenChange(false)} />
            </TabsContent>
            <TabsContent value="historico">
              <HistoricoLista tabela="clientes" id={cliente.id} />
            </TabsContent>
          </Tabs>
        ) : (
          <ClienteForm key="novo" onDone={() => onOpenChange(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function ClienteForm({ cliente, onDone }: { cliente?: TCliente; onDone: () => void }) {
  const create = useCreateCliente();
  const update = useUpdateCliente();
  const form = useForm<TClienteInput, unknown, TClienteData>({
    resolver: zodResolver(ZClienteSchema),
    defaultValues: {
      nome: cliente?.nome ?? "",
      cnpj: formatDocumento(cliente?.cnpj),
      tipoPessoa: cliente?.tipoPessoa ?? "juridica",
      situacao: cliente?.situacao ?? "ativo",
      email: cliente?.email ?? "",
      telefone: formatTelefone(cliente?.telefone),
      estado: (cliente?.estado as TClienteInput["estado"]) ?? "",
      cidade: cliente?.cidade ?? "",
      responsavelId: cliente?.responsavelId ?? "",
    },
  });
  const { control, formState, register, setValue } = form;
  const { errors, isSubmitting } = formState;
  const [cnpj, tipoPessoa, situacao, estado] = useWatch({
    control,
    name: ["cnpj", "tipoPessoa", "situacao", "estado"],
  });
  const filtros = useQuery(clientesFiltrosQueryOptions(estado || ""));
  const responsaveis = filtros.data?.responsaveis ?? [];
  const derivedTipo = tipoFromDocumento(cnpj);
  const cnpjField = register("cnpj");
  const telefoneField = register("telefone");

  const onSubmit = async (body: TClienteData) => {
    try {
      if (cliente) await update.mutateAsync({ id: cliente.id, body });
      else await create.mutateAsync(body);
      notify.success(cliente ? "Cliente atualizado com sucesso!" : "Cliente criado com sucesso!");
      onDone();
    } catch (err) {
      if (err instanceof ApiError && err.fields) {
        for (const [key, message] of Object.entries(err.fields))
          if (FIELDS.includes(key)) form.setError(key as keyof TClienteInput, { message });
      }
      notify.error(clienteErrorText(cliente ? "atualizar" : "criar", err));
    }
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4 sm:grid-cols-2">
      <FormField id="cliente-nome" label="Nome" required error={errors.nome?.message} wide>
        <Input
          {...fieldA11y("cliente-nome", errors.nome?.message)}
          aria-required
          autoComplete="organization"
          {...register("nome")}
        />
      </FormField>
      <FormField id="cliente-cnpj" label="CNPJ/CPF" error={errors.cnpj?.message}>
        <Input
          {...fieldA11y("cliente-cnpj", errors.cnpj?.message)}
          autoComplete="off"
          placeholder="00.000.000/0000-00"
          {...cnpjField}
          onChange={(e) => {
            e.target.value = maskDocumento(e.target.value);
            const tipo = tipoFromDocumento(e.target.value);
            if (tipo) setValue("tipoPessoa", tipo);
            return cnpjField.onChange(e);
          }}
        />
      </FormField>
      <RadioOptions
        legend="Tipo de pessoa"
        name="cliente-tipo"
        value={derivedTipo ?? tipoPessoa ?? "juridica"}
        options={[
          ["juridica", "Jurídica"],
          ["fisica", "Física"],
        ]}
        disabled={derivedTipo !== null}
        hint={derivedTipo ? "Definido pelo documento: CPF é pessoa física, CNPJ é jurídica." : undefined}
        onChange={(v) => setValue("tipoPessoa", v)}
      />
      <FormField id="cliente-email" label="E-mail" error={errors.email?.message}>
        <Input
          {...fieldA11y("cliente-email", errors.email?.message)}
          type="email"
          autoComplete="email"
          {...register("email")}
        />
      </FormField>
      <FormField id="cliente-telefone" label="Telefone" error={errors.telefone?.message}>
        <Input
          {...fieldA11y("cliente-telefone", errors.telefone?.message)}
          type="tel"
          autoComplete="tel"
          placeholder="(00) 00000-0000"
          {...telefoneField}
          onChange={(e) => {
            e.target.value = maskTelefone(e.target.value);
            return telefoneField.onChange(e);
          }}
        />
      </FormField>
      <FormField id="cliente-estado" label="Estado" error={errors.estado?.message}>
        <NativeSelect {...fieldA11y("cliente-estado", errors.estado?.message)} {...register("estado")}>
          <UfOptions emptyLabel="Selecione" />
        </NativeSelect>
      </FormField>
      <FormField id="cliente-cidade" label="Cidade" error={errors.cidade?.message}>
        <Input
          {...fieldA11y("cliente-cidade", errors.cidade?.message)}
          list="cliente-cidades"
          autoComplete="address-level2"
          {...register("cidade")}
        />
      </FormField>
      <datalist id="cliente-cidades">
        {filtros.data?.cidades.map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
      <FormField id="cliente-responsavel" label="Responsável" error={errors.responsavelId?.message}>
        <NativeSelect
          {...fieldA11y("cliente-responsavel", errors.responsavelId?.message)}
          {...register("responsavelId")}
        >
          <option value="">Nenhum</option>
          {cliente?.responsavelId && !responsaveis.some((r) => r.id === cliente.responsavelId) && (
            <option value={cliente.responsavelId}>{cliente.responsavelNome ?? "Carregando..."}</option>
          )}
          {responsaveis.map((r) => (
            <option key={r.id} value={r.id}>
              {r.nome}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {cliente && (
        <RadioOptions
          legend="Situação"
          name="cliente-situacao"
          value={situacao ?? "ativo"}
          options={[
            ["ativo", "Ativo"],
            ["inativo", "Inativo"],
          ]}
          onChange={(v) => setValue("situacao", v, { shouldDirty: true })}
        />
      )}
      <DialogFooter className="sm:col-span-2">
        <Button type="submit" disabled={isSubmitting}>
          {cliente ? "Salvar Alterações" : "Criar Cliente"}
        </Button>
      </DialogFooter>
    </form>
  );
}
