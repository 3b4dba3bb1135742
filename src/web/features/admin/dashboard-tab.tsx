import type { UseQueryResult } from "@tanstack/react-query";
import { LICENCA_STATUS_LABELS, type TLicencaStatus } from "@/shared/rules/licenca-status";
import type { TLicencasPorStatus } from "@/shared/schemas/consolidado";
import type { TPainel, TPainelEmpresa, TPainelNumeros } from "@/shared/schemas/painel";
import { CellText, DataList, ListFrame, type TColumn } from "@/web/components/data-list";
import { PAGE_SIZE } from "@/web/components/list-controls";
import { SearchField } from "@/web/components/search-field";
import { Card } from "@/web/components/ui/card";
import { Pagination } from "@/web/components/ui/pagination";
import { cn } from "@/web/lib/utils";
import { formatNumero } from "@/web/lib/format";

// The answer's keys, in the order and colours of the licence status badge (part 2 §4).
const STATUS: { key: keyof TLicencasPorStatus; status: TLicencaStatus; color: string }[] = [
  { key: "vigente", status: "vigente", color: "text-green-800" },
  { key: "alertaRenovacao", status: "alerta", color: "text-amber-800" },
  { key: "vencida", status: "vencida", color: "text-red-700" },
  { key: "emRenovacao", status: "em_renovacao", color: "text-blue-800" },
];

/** Licences by status, the ones with none left out: 'Vencida: 2'. */
function PorStatus({ valores }: { valores: TLicencasPorStatus }) {
  const some = STATUS.filter((s) => valores[s.key] > 0);
  if (!some.length) return <span className="text-muted-foreground">—</span>;
  return (
    <ul className="flex flex-wrap gap-x-3 gap-y-0.5 text-xs">
      {some.map((s) => (
        <li key={s.key} className={cn("whitespace-nowrap font-medium", s.color)}>
          {LICENCA_STATUS_LABELS[s.status]}: {formatNumero(valores[s.key])}
        </li>
      ))}
    </ul>
  );
}

const Vencidas = ({ valor }: { valor: number }) => (
  <span className={cn("tabular-nums", valor > 0 && "font-semibold text-red-700")}>{formatNumero(valor)}</span>
);

// Widths for a 942-px box (1280 px, sidebar open); on a 1024-px laptop users and clients go first.
const COLUMNS: TColumn<TPainelEmpresa>[] = [
  { header: "Empresa", className: "font-medium", cell: (e) => <CellText text={e.empresa.nome} lines={2} /> },
  {
    header: "Usuários",
    width: "w-[6rem]",
    from: "3xl",
    className: "tabular-nums",
    cell: (e) => formatNumero(e.usuarios),
  },
  {
    header: "Clientes",
    width: "w-[6rem]",
    from: "3xl",
    className: "tabular-nums",
    cell: (e) => formatNumero(e.clientes),
  },
  {
    header: "Empreendimentos",
    width: "w-[9.5rem]",
    from: "xl",
    className: "tabular-nums",
    cell: (e) => formatNumero(e.empreendimentos),
  },
  {
    header: "Licenças",
    width: "w-[14rem]",
    cell: (e) => (
      <div className="space-y-0.5">
        <span className="tabular-nums">{formatNumero(e.licencas)}</span>
        {e.licencas > 0 && <PorStatus valores={e.licencasPorStatus} />}
      </div>
    ),
  },
  {
    header: "Condicionantes vencidas",
    width: "w-[8.5rem]",
    cell: (e) => <Vencidas valor={e.condicionantesVencidas} />,
  },
];

const cardFields = (x: TPainelNumeros) => [
  { label: "Usuários", value: formatNumero(x.usuarios) },
  { label: "Clientes", value: formatNumero(x.clientes) },
  { label: "Empreendimentos", value: formatNumero(x.empreendimentos) },
  { label: "Licenças", value: formatNumero(x.licencas) },
  { label: "Por status", value: <PorStatus valores={x.licencasPorStatus} /> },
  { label: "Condicionantes vencidas", value: <Vencidas valor={x.condicionantesVencidas} /> },
];

/**
 * Totals and per-company statistics, from the same answer as the counters above the tabs. The
 * super-administrator pages and searches every company; a company admin sees their own only.
 */
export function DashboardTab(props: {
  query: UseQueryResult<TPainel>;
  q: string;
  page: number;
  onSearch: (q: string) => void;
  onPage: (page: number) => void;
  allCompanies: boolean;
}) {
  const { query } = props;
  const totais = query.data?.totais;
  return (
    <div className="grid grid-cols-1 gap-4">
      <Card className="gap-3 p-4">
        <h2 className="font-semibold">
          {props.allCompanies ? "Totais de todas as empresas" : "Totais da sua empresa"}
        </h2>
        {totais ? (
          <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm md:grid-cols-3 xl:grid-cols-6">
            {cardFields(totais).map((f) => (
              <div key={f.label} className={cn("space-y-0.5", f.label === "Por status" && "col-span-2 md:col-span-1")}>
                <dt className="text-muted-foreground">{f.label}</dt>
                <dd className="text-lg font-semibold">{f.value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="text-sm text-muted-foreground">
            {query.isError ? "Erro ao carregar dados administrativos." : "Carregando..."}
          </p>
        )}
      </Card>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">Estatísticas por empresa</h2>
        {props.allCompanies && (
          <SearchField
            hideLabel
            className="w-full max-w-sm"
            id="painel-search"
            label="Buscar empresas"
            placeholder="Buscar empresa por nome"
            value={props.q}
            onSearch={props.onSearch}
          />
        )}
      </div>
      <ListFrame>
        <DataList
          label="Estatísticas por empresa"
          items={query.data?.items}
          rowKey={(e) => e.empresa.id}
          isPending={query.isPending}
          isError={query.isError}
          messages={{
            loading: "Carregando...",
            error: "Erro ao carregar dados administrativos.",
            empty: "Nenhuma empresa encontrada.",
          }}
          columns={COLUMNS}
          card={(e) => ({ title: e.empresa.nome, fields: cardFields(e) })}
        />
        <Pagination
          nome={{ um: "empresa", varios: "empresas" }}
          page={props.page}
          pageSize={PAGE_SIZE}
          total={query.data?.total ?? 0}
          onPage={props.onPage}
        />
      </ListFrame>
    </div>
  );
}
