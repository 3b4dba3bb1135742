import { Link } from "react-router";
import { Building2, ClipboardCheck, Factory, FileText, type LucideIcon } from "lucide-react";
import { DUE_SOON_DAYS } from "@/shared/rules/condicionantes";
import type { TDashboard } from "@/shared/schemas/dashboard";
import { Card } from "@/web/components/ui/card";
import { formatNumero } from "@/web/lib/format";

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

export function Contadores({ contadores, prazos }: { contadores: TContadores; prazos: TDashboard["prazos"] }) {
  return (
    <dl aria-label="Contadores" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {CONTADORES.map(({ key, label, icon: Icon }) => (
        <Card key={key} className="flex flex-col gap-2 p-5">
          <dt className="flex items-center gap-2 text-sm text-muted-foreground">
            <Icon className="size-4 text-primary" aria-hidden />
            {label}
          </dt>
          <dd className="text-3xl font-bold tabular-nums">{formatNumero(contadores[key])}</dd>
          {key === "condicionantesPendentes" && <Prazos prazos={prazos} />}
        </Card>
      ))}
    </dl>
  );
}

/**
 * What of the owed is late or close (decision 013: each scheduled delivery counts), leading to the
 * conditions screen, whose first two sections list exactly these.
 */
function Prazos({ prazos }: { prazos: TDashboard["prazos"] }) {
  const atrasadas = prazos.atrasadas === 1 ? "1 atrasada" : `${prazos.atrasadas} atrasadas`;
  return (
    <dd className="text-sm">
      <Link to="/condicionantes" className="hover:underline">
        <span className={prazos.atrasadas > 0 ? "font-semibold text-red-700" : "text-muted-foreground"}>
          {atrasadas}
        </span>
        <span className="text-muted-foreground">{` · ${prazos.vencendo} em ${DUE_SOON_DAYS} dias`}</span>
      </Link>
    </dd>
  );
}
