import { Link } from "react-router";
import { SearchX } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import { ApiError } from "@/web/lib/api";

/** A 404 of the portal's API: the record is gone or is not this client's. */
export const naoEncontrado = (err: unknown) => err instanceof ApiError && err.status === 404;

export function NaoEncontrado(props: { mensagem: string; inicio: string }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border bg-background p-8 text-center shadow-sm">
      <SearchX aria-hidden className="size-10 text-muted-foreground" />
      <h1 className="text-xl font-semibold">{props.mensagem}</h1>
      <p className="text-sm text-muted-foreground">Ele pode ter sido removido, ou o endereço está incompleto.</p>
      <Button asChild variant="outline">
        <Link to={props.inicio}>Voltar ao início</Link>
      </Button>
    </div>
  );
}
