import { AlertCircle } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent } from "@/web/components/ui/card";

/** A screen's failed load: what failed, in the spec's words, and 'Tentar novamente'. */
export function LoadError(props: { mensagem: string; onRetry: () => void }) {
  return (
    <Card role="alert">
      <CardContent className="flex flex-wrap items-center gap-3 pt-6">
        <AlertCircle className="size-5 text-destructive" aria-hidden />
        <p className="flex-1">{props.mensagem}</p>
        <Button variant="outline" onClick={props.onRetry}>
          Tentar novamente
        </Button>
      </CardContent>
    </Card>
  );
}
