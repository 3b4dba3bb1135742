import { useState } from "react";
import { useForm, type UseFormRegisterReturn } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { formatDocumento, maskCnpj } from "@/shared/rules/documento";
import { formatTelefone, maskTelefone } from "@/shared/rules/telefone";
import { ZEmpresaSchema, type TEmpresa, type TEmpresaData, type TEmpresaInput } from "@/shared/schemas/empresa";
import { FormActions } from "@/web/components/form-actions";
import { UfOptions } from "@/web/components/uf-options";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { fieldA11y, FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { NativeSelect } from "@/web/components/ui/native-select";
import { acaoErrorText, ApiError } from "@/web/lib/api";
import { notify } from "@/web/lib/notify";
import { useEnviarLogo, useRemoverLogo, useSalvarEmpresa } from "./api";
import { LogoField, type TLogoEscolha } from "./logo-field";

type TCampo = keyof TEmpresaInput;

const maskCep = (v: string) => {
  const d = v.replace(/\D/g, "").slice(0, 8);
  return d.length > 5 ? `${d.slice(0, 5)}-${d.slice(5)}` : d;
};

/** The saved values as the form shows them: masks applied, nothing for what was never saved. */
function valoresDe(e: TEmpresa): TEmpresaInput {
  return {
    nome: e.nome,
    cnpj: formatDocumento(e.cnpj),
    email: e.email ?? "",
    site: e.site ?? "",
    responsavel: e.responsavel ?? "",
    telefone1: formatTelefone(e.telefone1),
    telefone2: formatTelefone(e.telefone2),
    rg: e.rg ?? "",
    cep: e.cep ? maskCep(e.cep) : "",
    estado: (e.estado ?? "") as TEmpresaInput["estado"],
    cidade: e.cidade ?? "",
    logradouro: e.logradouro ?? "",
    complemento: e.complemento ?? "",
    numero: e.numero ?? "",
    bairro: e.bairro ?? "",
  };
}

/** Re-applies `mask` on every keystroke before react-hook-form reads the value. */
const masked = <N extends string>(
  field: UseFormRegisterReturn<N>,
  mask: (v: string) => string,
): UseFormRegisterReturn<N> => ({
  ...field,
  onChange: (e) => {
    e.target.value = mask(e.target.value);
    return field.onChange(e);
  },
});

/**
 * 'Informações da sua empresa': starts with the saved values; 'Salvar' sends the logo (if one was
 * chosen or removed) and the fields, 'Cancelar' puts the saved values back. Read-only unless
 * the user is the company's admin, as the server also insists.
 */
export function InformacoesTab({ empresa }: { empresa: TEmpresa }) {
  const salvar = useSalvarEmpresa();
  const enviarLogo = useEnviarLogo();
  const removerLogo = useRemoverLogo();
  const [logo, setLogo] = useState<TLogoEscolha>({ tipo: "manter" });
  const form = useForm<TEmpresaInput, unknown, TEmpresaData>({
    resolver: zodResolver(ZEmpresaSchema),
    defaultValues: valoresDe(empresa),
  });
  const { errors, isSubmitting } = form.formState;
  const somenteLeitura = !empresa.podeAlterar;

  const onSubmit = async (body: TEmpresaData) => {
    try {
      if (logo.tipo === "novo") await enviarLogo.mutateAsync(logo.file);
      if (logo.tipo === "remover") await removerLogo.mutateAsync();
      setLogo({ tipo: "manter" });
      const salva = await salvar.mutateAsync(body);
      form.reset(valoresDe(salva));
      notify.success("Informações da empresa salvas com sucesso!");
    } catch (err) {
      if (err instanceof ApiError && err.fields) {
        for (const [key, message] of Object.entries(err.fields)) form.setError(key as TCampo, { message });
      }
      notify.error(acaoErrorText("salvar as informações da empresa", err));
    }
  };
  const cancelar = () => {
    form.reset(valoresDe(empresa));
    setLogo({ tipo: "manter" });
  };

  const campo = (
    name: TCampo,
    label: string,
    props: React.ComponentProps<typeof Input> = {},
    reg = form.register(name),
  ) => (
    <FormField id={`empresa-${name}`} label={label} required={name === "nome"} error={errors[name]?.message}>
      <Input {...fieldA11y(`empresa-${name}`, errors[name]?.message)} readOnly={somenteLeitura} {...props} {...reg} />
    </FormField>
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Informações da sua empresa</CardTitle>
        <CardDescription>
          {somenteLeitura
            ? "Somente um administrador da empresa pode alterar estas informações."
            : "Dados usados nos relatórios impressos e no cabeçalho do sistema. Campos com * são obrigatórios."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4 sm:grid-cols-2">
          {campo("nome", "Nome", { autoComplete: "organization", "aria-required": true })}
          {campo(
            "cnpj",
            "CNPJ",
            { placeholder: "00.000.000/0000-00", autoComplete: "off" },
            masked(form.register("cnpj"), maskCnpj),
          )}
          {campo("email", "E-mail", { type: "email", autoComplete: "email" })}
          {campo("site", "Site", { type: "url", placeholder: "https://", autoComplete: "url" })}
          {campo("responsavel", "Responsável", { autoComplete: "name" })}
          {campo("rg", "RG", { autoComplete: "off" })}
          {campo(
            "telefone1",
            "Telefone 1",
            { type: "tel", placeholder: "(00) 00000-0000", autoComplete: "tel" },
            masked(form.register("telefone1"), maskTelefone),
          )}
          {campo(
            "telefone2",
            "Telefone 2",
            { type: "tel", placeholder: "(00) 00000-0000", autoComplete: "off" },
            masked(form.register("telefone2"), maskTelefone),
          )}
          <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
            <legend className="mb-2 text-base font-semibold">Endereço</legend>
            {campo(
              "cep",
              "CEP",
              { inputMode: "numeric", placeholder: "00000-000", autoComplete: "postal-code" },
              masked(form.register("cep"), maskCep),
            )}
            <FormField id="empresa-estado" label="Estado" error={errors.estado?.message}>
              <NativeSelect
                {...fieldA11y("empresa-estado", errors.estado?.message)}
                disabled={somenteLeitura}
                {...form.register("estado")}
              >
                <UfOptions emptyLabel="Selecione" />
              </NativeSelect>
            </FormField>
            {campo("cidade", "Cidade", { autoComplete: "address-level2" })}
            {campo("bairro", "Bairro", { autoComplete: "off" })}
            {campo("logradouro", "Logradouro", { autoComplete: "address-line1" })}
            {campo("numero", "Número", { autoComplete: "off" })}
            {campo("complemento", "Complemento", { autoComplete: "address-line2" })}
          </fieldset>
          <LogoField salvo={empresa.logoUrl} escolha={logo} onEscolha={setLogo} disabled={somenteLeitura} />
          {!somenteLeitura && <FormActions busy={isSubmitting} onCancel={cancelar} className="sm:col-span-2" />}
        </form>
      </CardContent>
    </Card>
  );
}
