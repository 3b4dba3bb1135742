import { Link } from "react-router";
import { Settings } from "lucide-react";
import { Card } from "@/web/components/ui/card";

/** Part 2 calls this tab a placeholder: it says so, with no control that would do nothing. */
export function ConfiguracoesTab() {
  return (
    <Card className="flex items-start gap-3 p-5">
      <Settings className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden />
      <div className="space-y-1">
        <h2 className="font-semibold">Em breve: configurações do sistema.</h2>
        <p className="text-sm text-muted-foreground">
          Esta aba é um espaço reservado na especificação. Os dados e as regras da sua empresa ficam em{" "}
          <Link to="/configuracoes/empresa" className="font-medium text-foreground underline underline-offset-2">
            Informações da sua empresa
          </Link>
          .
        </p>
      </div>
    </Card>
  );
}
