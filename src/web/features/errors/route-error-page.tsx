import { Link, useRouteError } from "react-router";

export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-8 text-center">
      <h1 className="text-2xl font-bold">Unexpected Application Error!</h1>
      <p className="text-muted-foreground">
        Algo deu errado ao exibir esta tela. Recarregue a página ou volte ao início.
      </p>
      <Link to="/" reloadDocument className="text-primary underline underline-offset-4">
        Voltar para o início
      </Link>
    </main>
  );
}
