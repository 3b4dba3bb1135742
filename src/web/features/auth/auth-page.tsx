import { Link, Navigate } from "react-router";
import { ArrowLeft, Leaf } from "lucide-react";
import { siteConfig } from "@/shared/site-config";
import { useMe } from "@/web/lib/auth";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import { FullPageSpinner } from "@/web/components/layout/full-page-spinner";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";

export function AuthPage() {
  const { data: me, isPending } = useMe();
  if (isPending) return <FullPageSpinner />;
  if (me) return <Navigate to="/dashboard" replace />;

  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-green-50 to-emerald-100 p-4">
      <div className="w-full max-w-md space-y-4">
        <Button asChild variant="ghost">
          <Link to="/" reloadDocument>
            <ArrowLeft aria-hidden />
            Voltar ao site
          </Link>
        </Button>
        <Card>
          <CardHeader className="items-center text-center">
            <Leaf className="size-10 text-primary" aria-hidden />
            <CardTitle>
              <span className="sr-only">Entrar no </span>
              {siteConfig.productName}
            </CardTitle>
            <CardDescription>{siteConfig.brand}</CardDescription>
          </CardHeader>
          <CardContent>
            <Tabs defaultValue="login">
              <TabsList className="grid w-full grid-cols-2">
                <TabsTrigger value="login">Login</TabsTrigger>
                <TabsTrigger value="cadastro">Cadastro</TabsTrigger>
              </TabsList>
              <TabsContent value="login">
                <SignInForm />
              </TabsContent>
              <TabsContent value="cadastro">
                <SignUpForm />
              </TabsContent>
            </Tabs>
          </CardContent>
        </Card>
      </div>
    </main>
  );
}
