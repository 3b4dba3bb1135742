import { Building2, ClipboardCheck, Factory, FileText, type LucideIcon } from "lucide-react";
import type { TDashboard } from "@/shared/schemas/dashboard";
import { Card } from "@/web/components/ui/card";

type TContadores = TDashboard["contadores"];

// The four figures a consultant acts on (docs/decisions/006): who the clients are, what they
// run, what licences cover it, and what is still owed. 'registros' is the sum of the first
// two, so it would repeat them.
const CONTADORES: { key: keyof TContadores; label: string; icon: LucideIcon }[] = [
  { key: "clientes", label: "Empreendedores", icon: Building2 },
  { key: "empreendimentos", label: "Empreendimentos", icon: Factory },
  { key: "licencas", label: "Licenças", icon: FileText },
  { key: "condicionantesPendentes", label: "Condicionantes Pendentes", icon: ClipboardCheck },
];

export function Contadores({ contadores }: { contadores: TContadores }) {
  return (
    <dl aria-label="Contadores" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {CONTADORES.map(({ key, label, icon: Icon }) => (
        <Card key={key} className="flex flex-col gap-2 p-5">
          <dt className="flex items-center gap-2 text-sm text-muted-foreground">
            <Icon className="size-4 text-primary" aria-hidden />
            {label}
          </dt>
          <dd className="text-3xl font-bold tabular-nums">{contadores[key].toLocaleString("pt-BR")}</dd>
        </Card>
      ))}
    </dl>
  );
}
