import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useNavigate } from "react-router";
import { ZSignInSchema, type TSignIn } from "@/shared/schemas/auth";
import { useSignIn } from "@/web/lib/auth";
import { notify } from "@/web/lib/notify";
import { Button } from "@/web/components/ui/button";
import { fieldA11y, FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";

export function SignInForm() {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const form = useForm<TSignIn>({ resolver: zodResolver(ZSignInSchema), defaultValues: { email: "", password: "" } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    signIn.mutate(values, {
      onSuccess: () => navigate("/dashboard"),
      onError: (err) => notify.error(err.message, "Erro no login"),
    }),
  );

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      <FormField id="login-email" label="E-mail" error={errors.email?.message}>
        <Input
          {...fieldA11y("login-email", errors.email?.message)}
          type="email"
          autoComplete="email"
          {...form.register("email")}
        />
      </FormField>
      <FormField id="login-password" label="Senha" error={errors.password?.message}>
        <Input
          {...fieldA11y("login-password", errors.password?.message)}
          type="password"
          autoComplete="current-password"
          {...form.register("password")}
        />
      </FormField>
      <Button type="submit" className="w-full" disabled={signIn.isPending}>
        {signIn.isPending ? "Entrando..." : "Entrar no Sistema"}
      </Button>
    </form>
  );
}
