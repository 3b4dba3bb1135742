import { useMe } from "@/web/lib/auth";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { NomeForm } from "./nome-form";
import { SenhaForm } from "./senha-form";
import { NotificacoesSwitch } from "./notificacoes-switch";
import { CalendarioFeedCard } from "./calendario-feed-card";

/**
 * /configuracoes ('Configurações gerais'): the signed-in user's own name, password, e-mail alerts
 * and private calendar address.
 */
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
          <CardDescription>
            A verificação diária de prazos avisa o responsável de cada licença, condicionante e atividade, e os
            administradores da empresa.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <NotificacoesSwitch alertasEmail={me.profile?.alertasEmail ?? true} />
        </CardContent>
      </Card>
      {/* A user waiting for approval has no company, so no deadlines to subscribe to. */}
      {me.profile?.companyId && <CalendarioFeedCard />}
    </div>
  );
}
