import { BellRing } from "lucide-react";
import { useMe } from "@/web/lib/auth";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { NomeForm } from "./nome-form";
import { SenhaForm } from "./senha-form";

/** /configuracoes ('Configurações gerais'): the signed-in user's own name, password and, later, alerts. */
export function PerfilPage() {
  // The shell already loaded the user (the gate needs it): this screen asks nothing more on first paint.
  const { data: me } = useMe();
  if (!me) return null;
  return (
    <div className="max-w-4xl space-y-6">
      <div className="space-y-1">
        <h1 className="text-3xl font-bold">Configurações gerais</h1>
        <p className="text-muted-foreground">Seus dados de acesso ao sistema.</p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Perfil</CardTitle>
          <CardDescription>O nome aparece no topo da tela e nas listas de usuários da sua empresa.</CardDescription>
        </CardHeader>
        <CardContent>
          <NomeForm fullName={me.profile?.fullName ?? me.user.name} email={me.user.email} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Alterar senha</CardTitle>
          <CardDescription>
            Ao alterar a senha, você continua conectado aqui e as sessões em outros dispositivos são encerradas.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <SenhaForm email={me.user.email} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Notificações</CardTitle>
        </CardHeader>
        <CardContent className="flex items-start gap-3">
          <BellRing className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden />
          <p>
            Aqui ficarão suas preferências de alertas de prazos (licenças e condicionantes a vencer), que chegam em uma
            próxima versão do sistema. Por enquanto não há nada a configurar.
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
