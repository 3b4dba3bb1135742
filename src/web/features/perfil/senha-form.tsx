import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { PASSWORD_MIN_LENGTH } from "@/shared/schemas/auth";
import { ZAlterarSenhaFormSchema, type TAlterarSenhaForm } from "@/shared/schemas/perfil";
import { FormActions } from "@/web/components/form-actions";
import { fieldA11y, FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { acaoErrorText, ApiError } from "@/web/lib/api";
import { notify } from "@/web/lib/notify";
import { useAlterarSenha } from "./api";

const EMPTY: TAlterarSenhaForm = { senhaAtual: "", novaSenha: "", confirmacao: "" };
type TCampo = keyof TAlterarSenhaForm;

/** 'Alterar senha': the current password, the new one twice; the other sessions end on success. */
export function SenhaForm({ email }: { email: string }) {
  const alterar = useAlterarSenha();
  const form = useForm<TAlterarSenhaForm>({ resolver: zodResolver(ZAlterarSenhaFormSchema), defaultValues: EMPTY });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ senhaAtual, novaSenha }) =>
    alterar.mutate(
      { senhaAtual, novaSenha },
      {
        onSuccess: () => {
          form.reset(EMPTY);
          notify.success("Senha alterada. As sessões abertas em outros dispositivos foram encerradas.");
        },
        onError: (err) => {
          // The server names the field it refused (a wrong current password): show it there.
          const campos = err instanceof ApiError ? Object.entries(err.fields ?? {}) : [];
          for (const [campo, message] of campos) form.setError(campo as TCampo, { message }, { shouldFocus: true });
          if (!campos.length) notify.error(acaoErrorText("alterar a senha", err));
        },
      },
    ),
  );

  const campo = (id: string, name: TCampo, label: string, autoComplete: string, hint?: string) => (
    <FormField id={id} label={label} required error={errors[name]?.message} hint={hint}>
      <Input
        {...fieldA11y(id, errors[name]?.message, Boolean(hint))}
        type="password"
        autoComplete={autoComplete}
        {...form.register(name)}
      />
    </FormField>
  );

  return (
    <form onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2" noValidate>
      {/* Lets password managers file the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      {campo("senha-atual", "senhaAtual", "Senha atual", "current-password")}
      <div className="max-sm:hidden" />
      {campo("senha-nova", "novaSenha", "Nova senha", "new-password", `Mínimo de ${PASSWORD_MIN_LENGTH} caracteres`)}
      {campo("senha-confirmacao", "confirmacao", "Confirmar nova senha", "new-password")}
      <FormActions
        className="sm:col-span-2"
        busy={alterar.isPending}
        submitLabel="Alterar senha"
        busyLabel="Alterando..."
        onCancel={() => form.reset(EMPTY)}
      />
    </form>
  );
}
