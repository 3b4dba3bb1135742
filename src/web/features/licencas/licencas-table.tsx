import type { TLicenca } from "@/shared/schemas/licencas";
import { formatIsoDate } from "@/shared/rules/datas";
import { CellText, DataList, type TColumn } from "@/web/components/data-list";
import { licencaRowActions, type TLicencaActions } from "./licenca-row-actions";
import { StatusBadge } from "./status-badge";

// Widths for a 942-px box (1280 px, sidebar open). A column that gives way on a narrower box
// leaves its text as a second line of its neighbour's cell: the activity under the project
// below 1024 px, the project under the client below 896 px (a 1024-px laptop: 686 px).
const COLUMNS: TColumn<TLicenca>[] = [
  {
    header: "Número",
    width: "w-[7.5rem]",
    cell: (l) => (
      <>
        <CellText text={l.numero} className="font-medium" />
        <CellText text={l.tipoNome} lines={2} className="text-xs text-muted-foreground" />
      </>
    ),
  },
  {
    header: "Empreendedor",
    cell: (l) => (
      <>
        <CellText text={l.cliente.nome} lines={2} />
        <CellText text={l.empreendimento.nome} className="text-xs text-muted-foreground @4xl:hidden" />
      </>
    ),
  },
  {
    header: "Empreendimento",
    from: "4xl",
    cell: (l) => (
      <>
        <CellText text={l.empreendimento.nome} lines={2} />
        {l.empreendimento.atividade && (
          <CellText text={l.empreendimento.atividade} className="text-xs text-muted-foreground @5xl:hidden" />
        )}
      </>
    ),
  },
  { header: "Atividade", from: "5xl", cell: (l) => <CellText text={l.empreendimento.atividade} lines={2} /> },
  {
    header: "Válida Até",
    width: "w-[6.5rem]",
    from: "xl",
    className: "whitespace-nowrap",
    cell: (l) => formatIsoDate(l.validadeDate),
  },
  {
    header: "Status",
    width: "w-[10.5rem]",
    cell: (l) => (
      <>
        <StatusBadge status={l.status} />
        {l.responsavelNome && (
          <CellText text={`Resp.: ${l.responsavelNome}`} className="mt-1 text-xs text-muted-foreground" />
        )}
      </>
    ),
  },
  {
    header: "Documentos",
    width: "w-[8rem]",
    from: "4xl",
    cell: (l) => <DocumentosCell nomes={l.documentos} count={l.documentosCount} />,
  },
];

/** One page of licences from the server. */
export function LicencasTable(props: {
  items: TLicenca[] | undefined;
  isPending: boolean;
  isError: boolean;
  actions: TLicencaActions;
}) {
  return (
    <DataList
      label="Licenças"
      items={props.items}
      rowKey={(l) => l.id}
      isPending={props.isPending}
      isError={props.isError}
      messages={{
        loading: "Carregando licenças...",
        error: "Não foi possível carregar as licenças.",
        empty: "Nenhuma licença encontrada",
      }}
      columns={COLUMNS}
      actions={{
        label: (l) => `Ações da licença ${l.numero}`,
        items: (l) => licencaRowActions(l, props.actions),
        width: "w-[4rem]",
      }}
      card={(l) => ({
        title: l.numero || "S/N",
        subtitle: (
          <>
            <span className="block">{l.tipoNome}</span>
            <span className="block">
              {l.cliente.nome} · {l.empreendimento.nome}
            </span>
          </>
        ),
        badge: <StatusBadge status={l.status} />,
        fields: [
          { label: "Válida até", value: formatIsoDate(l.validadeDate) },
          { label: "Responsável", value: l.responsavelNome ?? "-" },
          { label: "Documentos", value: l.documentosCount },
        ],
      })}
    />
  );
}

/** Part 2 §9: up to 3 document names, then '+N' for the rest. */
function DocumentosCell({ nomes, count }: { nomes: string[]; count: number }) {
  if (count === 0) return <span className="text-muted-foreground">-</span>;
  const shown = nomes.slice(0, 3);
  const more = count - shown.length;
  return (
    <ul className="flex flex-col gap-0.5 text-xs">
      {shown.map((nome, i) => (
        <li key={`${i}-${nome}`} className="truncate" title={nome}>
          {nome}
        </li>
      ))}
      {more > 0 && (
        <li
          className="font-medium text-muted-foreground"
          title={more === 1 ? "Mais 1 documento" : `Mais ${more} documentos`}
        >
          +{more}
        </li>
      )}
    </ul>
  );
}
