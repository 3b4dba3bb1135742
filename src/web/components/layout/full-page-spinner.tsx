import { Loader2 } from "lucide-react";

export function FullPageSpinner() {
  return (
    <div className="flex min-h-screen items-center justify-center" role="status">
      <Loader2 className="size-8 animate-spin text-primary" aria-hidden />
      <span className="sr-only">Carregando...</span>
    </div>
  );
}
