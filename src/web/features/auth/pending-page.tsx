import { Link, Navigate } from "react-router";
import { Clock } from "lucide-react";
import { gateState } from "@/shared/rules/gate";
import { useMe } from "@/web/lib/auth";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { FullPageSpinner } from "@/web/components/layout/full-page-spinner";
import { SignOutButton } from "@/web/components/layout/sign-out-button";

export function PendingPage() {
  const { data: me, isPending } = useMe();
  const state = gateState(isPending, me);
  if (state === "loading") return <FullPageSpinner />;
  if (state === "signed-out") return <Navigate to="/auth" replace />;
  if (state === "approved") return <Navigate to="/dashboard" replace />;

  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-green-50 to-emerald-100 p-4">
      <Card className="w-full max-w-md text-center">
        <CardHeader className="items-center">
          <Clock className="size-12 text-amber-700" aria-hidden />
          <CardTitle>
            <span className="text-2xl">Aguardando Aprovação</span>
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <p className="font-medium">{me?.user.email}</p>
          <p className="rounded-md bg-amber-50 p-3 text-amber-900">Empresa pendente de vinculação</p>
          <p className="text-sm text-muted-foreground">
            Um administrador precisa aprovar sua conta e vinculá-la a uma empresa. Você será notificado por e-mail assim
            que isso acontecer.
          </p>
          <div className="flex flex-col gap-2 sm:flex-row sm:justify-center">
            <SignOutButton variant="default" />
            <Button asChild variant="outline">
              <Link to="/" reloadDocument>
                Voltar ao site
              </Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </main>
  );
}
