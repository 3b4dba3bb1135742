import { Building2, FileText, UserCheck, UserPlus, type LucideIcon } from "lucide-react";
import type { TPainel } from "@/shared/schemas/painel";
import { Card } from "@/web/components/ui/card";
import { formatNumero } from "@/web/lib/format";

// Part 2 "Administration panel": companies, pending users, active users, licences. A company
// admin does not approve users, so their panel answers no pending count and shows no such card.
const CONTADORES: { label: string; icon: LucideIcon; value: (p: TPainel) => number | null }[] = [
  { label: "Empresas", icon: Building2, value: (p) => p.empresas },
  { label: "Usuários Pendentes", icon: UserPlus, value: (p) => p.usuariosPendentes },
  { label: "Usuários Ativos", icon: UserCheck, value: (p) => p.totais.usuarios },
  { label: "Licenças", icon: FileText, value: (p) => p.totais.licencas },
];

export function PainelContadores({ painel }: { painel: TPainel | undefined }) {
  const shown = CONTADORES.filter((c) => !painel || c.value(painel) !== null);
  return (
    <dl aria-label="Contadores" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {shown.map(({ label, icon: Icon, value }) => (
        <Card key={label} className="flex flex-col gap-2 p-4 sm:p-5">
          <dt className="flex items-center gap-2 text-sm text-muted-foreground">
            <Icon className="size-4 shrink-0 text-primary" aria-hidden />
            {label}
          </dt>
          <dd className="text-2xl font-bold tabular-nums sm:text-3xl">
            {painel ? formatNumero(value(painel) ?? 0) : "—"}
          </dd>
        </Card>
      ))}
    </dl>
  );
}
