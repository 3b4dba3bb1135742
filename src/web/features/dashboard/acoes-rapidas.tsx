import { Link } from "react-router";
import { Building2, ClipboardPlus, Factory, FilePlus2, type LucideIcon } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";

// Part 1 §2.6. The names differ from the sidebar's, so each link says what it does.
const ACOES: { to: string; label: string; icon: LucideIcon }[] = [
  { to: "/licencas/nova", label: "Nova Licença", icon: FilePlus2 },
  { to: "/condicionantes/nova", label: "Nova Condicionante", icon: ClipboardPlus },
  { to: "/clientes", label: "Gerenciar Empreendedores", icon: Building2 },
  { to: "/empreendimentos", label: "Gerenciar Empreendimentos", icon: Factory },
];

export function AcoesRapidas() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Ações Rápidas</CardTitle>
      </CardHeader>
      <CardContent>
        <nav aria-label="Ações rápidas" className="grid gap-2">
          {ACOES.map(({ to, label, icon: Icon }) => (
            // The column is narrow on a 1024-px laptop with the sidebar open: labels wrap, never overflow.
            <Button
              key={to}
              asChild
              variant="outline"
              className="h-auto min-h-10 justify-start whitespace-normal text-left"
            >
              <Link to={to}>
                <Icon aria-hidden />
                {label}
              </Link>
            </Button>
          ))}
        </nav>
      </CardContent>
    </Card>
  );
}
