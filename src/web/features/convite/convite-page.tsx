import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useSearchParams } from "react-router";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { AlertCircle, Leaf } from "lucide-react";
import { PASSWORD_MIN_LENGTH } from "@/shared/schemas/auth";
import { ZConviteAceiteFormSchema, type TConviteAceiteForm, type TConviteVerificacao } from "@/shared/schemas/convites";
import { siteConfig } from "@/shared/site-config";
import { api, ApiError } from "@/web/lib/api";
import { meQueryOptions } from "@/web/lib/auth";
import { notify } from "@/web/lib/notify";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/web/components/ui/card";
import { fieldA11y, FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";

const EMPTY: TConviteAceiteForm = { password: "", confirmPassword: "" };
const SEM_TOKEN = "Link de convite inválido. Abra o link exatamente como chegou no seu e-mail.";

/**
 * /convite?token=… — the invitation's page, open without a session: who is invited to which
 * consultancy's portal, and the password (sign-up's rules). Accepted, the server opens the
 * session and the person lands on /portal. A link that can no longer be used shows why, and no form.
 */
export function ConvitePage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const query = useQuery({
    queryKey: ["convite", token],
    queryFn: () => api<TConviteVerificacao>(`/api/convites/verificar?token=${encodeURIComponent(token)}`),
    enabled: token.length > 0,
    retry: (n, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && n < 2,
    staleTime: Infinity,
  });

  return (
    <main className="flex min-h-screen items-start justify-center bg-gradient-to-br from-green-50 to-emerald-100 px-4 py-8 sm:items-center">
      <div className="w-full max-w-md">
        <Card>
          <CardHeader className="items-center text-center">
            <Leaf className="size-10 text-primary" aria-hidden />
            <p className="text-sm font-medium text-muted-foreground">{siteConfig.productName}</p>
            <h1 className="text-2xl font-semibold leading-none tracking-tight">Portal do Empreendedor</h1>
            {query.data && (
              <CardDescription>
                Olá, {query.data.nome}! <strong className="text-foreground">{query.data.empresa}</strong> convidou você
                para acompanhar as licenças e condicionantes de{" "}
                <strong className="text-foreground">{query.data.cliente}</strong>.
              </CardDescription>
            )}
          </CardHeader>
          <CardContent>
            {!token ? (
              <Problema mensagem={SEM_TOKEN} />
            ) : query.isPending ? (
              <p className="text-center text-muted-foreground">Conferindo o convite...</p>
            ) : query.isError ? (
              <Problema
                mensagem={query.error.message}
                onRetry={
                  query.error instanceof ApiError && query.error.status === 0 ? () => query.refetch() : undefined
                }
              />
            ) : (
              <SenhaForm token={token} email={query.data.email} />
            )}
          </CardContent>
        </Card>
      </div>
    </main>
  );
}

function Problema({ mensagem, onRetry }: { mensagem: string; onRetry?: () => void }) {
  return (
    <div role="alert" className="grid justify-items-center gap-4 text-center">
      <AlertCircle className="size-8 text-destructive" aria-hidden />
      <p className="text-base">{mensagem}</p>
      {onRetry ? (
        <Button variant="outline" onClick={onRetry}>
          Tentar novamente
        </Button>
      ) : (
        <Button asChild variant="outline">
          <a href="/auth">Ir para o login</a>
        </Button>
      )}
    </div>
  );
}

function SenhaForm({ token, email }: { token: string; email: string }) {
  const qc = useQueryClient();
  const aceitar = useMutation({
    mutationFn: (password: string) => api("/api/convites/aceitar", { method: "POST", body: { token, password } }),
  });
  const form = useForm<TConviteAceiteForm>({ resolver: zodResolver(ZConviteAceiteFormSchema), defaultValues: EMPTY });
  const { errors } = form.formState;
  const [password, confirmPassword] = useWatch({ control: form.control, name: ["password", "confirmPassword"] });
  // As the sign-up form: the mismatch shows while typing and keeps the button disabled.
  const mismatch = confirmPassword.length > 0 && password !== confirmPassword;
  const confirmError = mismatch ? "As senhas não coincidem" : errors.confirmPassword?.message;

  const onSubmit = form.handleSubmit(({ password }) =>
    aceitar.mutate(password, {
      onSuccess: async () => {
        notify.success("Sua senha foi criada. Bem-vindo ao portal!", "Convite aceito");
        await qc.invalidateQueries({ queryKey: meQueryOptions.queryKey });
        // A full load: the portal starts from the new session, with nothing of the visitor's cache.
        window.location.assign("/portal");
      },
      onError: (err) => notify.error(err.message, "Erro ao aceitar o convite"),
    }),
  );

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      <FormField id="convite-email" label="E-mail">
        <Input id="convite-email" value={email} readOnly autoComplete="username" className="bg-muted" />
      </FormField>
      <FormField
        id="convite-senha"
        label="Senha"
        hint={`Mínimo de ${PASSWORD_MIN_LENGTH} caracteres`}
        error={errors.password?.message}
      >
        <Input
          {...fieldA11y("convite-senha", errors.password?.message, true)}
          type="password"
          autoComplete="new-password"
          {...form.register("password")}
        />
      </FormField>
      <FormField id="convite-confirmar" label="Confirmar senha" error={confirmError}>
        <Input
          {...fieldA11y("convite-confirmar", confirmError)}
          type="password"
          autoComplete="new-password"
          {...form.register("confirmPassword")}
        />
      </FormField>
      <Button type="submit" className="w-full" disabled={aceitar.isPending || aceitar.isSuccess || mismatch}>
        {aceitar.isPending ? "Criando acesso..." : "Criar senha e entrar"}
      </Button>
    </form>
  );
}
