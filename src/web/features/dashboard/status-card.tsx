import { Link } from "react-router";
import { RENEWALS_SOON_DAYS } from "@/shared/rules/dashboard";
import { DUE_SOON_DAYS } from "@/shared/rules/condicionantes";
import type { TDashboard } from "@/shared/schemas/dashboard";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { formatNumero } from "@/web/lib/format";

/**
 * Part 1 §2.6 general status: the conformance rate (with a bar) and the renewals-soon figure; then
 * the obligations outside licences (issue 32), late and due soon, leading to their screen.
 */
export function StatusCard({
  conformidade: c,
  obrigacoesLegais: o,
}: {
  conformidade: TDashboard["conformidade"];
  obrigacoesLegais: TDashboard["obrigacoesLegais"];
}) {
  const licencas = (n: number) => (n === 1 ? "1 licença" : `${formatNumero(n)} licenças`);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Status Geral</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="space-y-5">
          <div className="space-y-2">
            <dt className="text-sm text-muted-foreground">Taxa de Conformidade</dt>
            <dd className="space-y-2">
              <span className="block text-2xl font-bold tabular-nums">{c.taxa}%</span>
              <div
                role="progressbar"
                aria-label="Taxa de Conformidade"
                aria-valuenow={c.taxa}
                aria-valuemin={0}
                aria-valuemax={100}
                className="h-2 overflow-hidden rounded-full bg-muted"
              >
                <div className="h-full rounded-full bg-primary" style={{ width: `${c.taxa}%` }} />
              </div>
              <p className="text-xs text-muted-foreground">
                {c.licencasComValidade === 0
                  ? "Nenhuma licença com data de validade"
                  : `${formatNumero(c.licencasValidas)} de ${licencas(c.licencasComValidade)} dentro da validade`}
              </p>
            </dd>
          </div>
          <div className="space-y-1">
            <dt className="text-sm text-muted-foreground">Renovações Próximas</dt>
            <dd>
              <span className="block text-2xl font-bold tabular-nums">{formatNumero(c.renovacoesProximas)}</span>
              <p className="text-xs text-muted-foreground">
                {c.renovacoesProximas === 1 ? "licença vence" : "licenças vencem"} nos próximos {RENEWALS_SOON_DAYS}{" "}
                dias
              </p>
            </dd>
          </div>
          <div className="space-y-1">
            <dt className="text-sm text-muted-foreground">Obrigações Legais</dt>
            <dd className="text-sm">
              <Link to="/obrigacoes" className="hover:underline">
                <span className={o.atrasadas > 0 ? "font-semibold text-red-700" : "text-muted-foreground"}>
                  {o.atrasadas === 1 ? "1 atrasada" : `${formatNumero(o.atrasadas)} atrasadas`}
                </span>
                <span className="text-muted-foreground">{` · ${formatNumero(o.vencendo)} em ${DUE_SOON_DAYS} dias`}</span>
              </Link>
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
