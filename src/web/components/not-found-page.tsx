import { Link } from "react-router";

/** The 404 content; inside the shell it sits in the shell's <main>, alone it gets its own. */
export function NotFoundPage() {
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-4 p-8 text-center">
      <h1 className="text-4xl font-bold">404</h1>
      <p className="text-xl text-muted-foreground">Oops! Page not found</p>
      <Link to="/" reloadDocument className="text-primary underline underline-offset-4 hover:no-underline">
        Voltar para o início
      </Link>
    </div>
  );
}
