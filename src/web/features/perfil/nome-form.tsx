import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { ZPerfilSchema, type TPerfil } from "@/shared/schemas/perfil";
import { FormActions } from "@/web/components/form-actions";
import { fieldA11y, FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { acaoErrorText } from "@/web/lib/api";
import { notify } from "@/web/lib/notify";
import { useSalvarNome } from "./api";

/** 'Nome completo' and the read-only e-mail; 'Cancelar' brings back the saved name. */
export function NomeForm({ fullName, email }: { fullName: string; email: string }) {
  const salvar = useSalvarNome();
  const form = useForm<TPerfil>({ resolver: zodResolver(ZPerfilSchema), values: { fullName } });
  const error = form.formState.errors.fullName?.message;

  const onSubmit = form.handleSubmit((body) =>
    salvar.mutate(body, {
      onSuccess: (me) => {
        form.reset({ fullName: me.profile?.fullName ?? body.fullName });
        notify.success("Nome atualizado com sucesso.");
      },
      onError: (err) => notify.error(acaoErrorText("salvar o nome", err)),
    }),
  );

  return (
    <form onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2" noValidate>
      <FormField id="perfil-nome" label="Nome completo" required error={error}>
        <Input {...fieldA11y("perfil-nome", error)} autoComplete="name" {...form.register("fullName")} />
      </FormField>
      <FormField id="perfil-email" label="E-mail" hint="O e-mail de acesso não pode ser alterado.">
        <Input
          {...fieldA11y("perfil-email", undefined, true)}
          type="email"
          value={email}
          readOnly
          className="bg-muted"
        />
      </FormField>
      <FormActions className="sm:col-span-2" busy={salvar.isPending} onCancel={() => form.reset({ fullName })} />
    </form>
  );
}
