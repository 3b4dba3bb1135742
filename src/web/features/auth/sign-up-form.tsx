import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { PASSWORD_MIN_LENGTH, ZSignUpFormSchema, type TSignUpForm } from "@/shared/schemas/auth";
import { useResendConfirmation, useSignUp } from "@/web/lib/auth";
import { notify } from "@/web/lib/notify";
import { Button } from "@/web/components/ui/button";
import { fieldA11y, FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";

const EMPTY: TSignUpForm = { fullName: "", email: "", password: "", confirmPassword: "" };

export function SignUpForm() {
  const signUp = useSignUp();
  const resend = useResendConfirmation();
  const form = useForm<TSignUpForm>({ resolver: zodResolver(ZSignUpFormSchema), defaultValues: EMPTY });
  const { errors } = form.formState;
  const [email, password, confirmPassword] = useWatch({
    control: form.control,
    name: ["email", "password", "confirmPassword"],
  });
  // The spec shows the mismatch while typing and keeps the button disabled until it is fixed.
  const mismatch = confirmPassword.length > 0 && password !== confirmPassword;
  const confirmError = mismatch ? "As senhas não coincidem" : errors.confirmPassword?.message;
  const busy = signUp.isPending || resend.isPending;

  const onSubmit = form.handleSubmit(({ fullName, email, password }) => {
    if (mismatch) return;
    signUp.mutate(
      { fullName, email, password },
      {
        onSuccess: () => {
          notify.success("Verifique seu email para confirmar a conta.", "Cadastro realizado");
          form.reset(EMPTY);
        },
        onError: (err) => notify.error(err.message, "Erro no cadastro"),
      },
    );
  });

  const onResend = () =>
    resend.mutate(email.trim(), {
      onSuccess: () =>
        notify.success("Verifique sua caixa de entrada e a pasta de spam.", "E-mail de confirmação reenviado"),
      onError: (err) => notify.error(err.message, "Erro ao reenviar e-mail"),
    });

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      <FormField id="signup-name" label="Nome completo" error={errors.fullName?.message}>
        <Input
          {...fieldA11y("signup-name", errors.fullName?.message)}
          autoComplete="name"
          {...form.register("fullName")}
        />
      </FormField>
      <FormField id="signup-email" label="E-mail" error={errors.email?.message}>
        <Input
          {...fieldA11y("signup-email", errors.email?.message)}
          type="email"
          autoComplete="email"
          {...form.register("email")}
        />
      </FormField>
      <FormField
        id="signup-password"
        label="Senha"
        hint={`Mínimo de ${PASSWORD_MIN_LENGTH} caracteres`}
        error={errors.password?.message}
      >
        <Input
          {...fieldA11y("signup-password", errors.password?.message, true)}
          type="password"
          autoComplete="new-password"
          {...form.register("password")}
        />
      </FormField>
      <FormField id="signup-confirm" label="Confirmar senha" error={confirmError}>
        <Input
          {...fieldA11y("signup-confirm", confirmError)}
          type="password"
          autoComplete="new-password"
          {...form.register("confirmPassword")}
        />
      </FormField>
      <Button type="button" variant="link" className="h-auto p-0" onClick={onResend} disabled={!email.trim() || busy}>
        Reenviar confirmação
      </Button>
      <Button type="submit" className="w-full" disabled={signUp.isPending || mismatch}>
        {signUp.isPending ? "Criando conta..." : "Criar Conta"}
      </Button>
    </form>
  );
}
