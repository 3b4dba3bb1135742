import type { TLicenca } from "@/shared/schemas/licencas";
import { formatIsoDate } from "@/shared/rules/datas";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/web/components/ui/table";
import { MessageRow } from "@/web/components/list-controls";
import { LicencaRowMenu, type TLicencaActions } from "./licenca-row-menu";
import { StatusBadge } from "./status-badge";

const COLUMNS = 8;

/** One page of licences from the server. */
export function LicencasTable(props: {
  items: TLicenca[] | undefined;
  isPending: boolean;
  isError: boolean;
  actions: TLicencaActions;
}) {
  const items = props.items ?? [];
  return (
    <Table aria-label="Licenças" className="[&_td]:px-2 [&_th]:whitespace-nowrap [&_th]:px-2">
      <TableHeader>
        <TableRow>
          <TableHead>Número</TableHead>
          <TableHead>Empreendedor</TableHead>
          <TableHead>Empreendimento</TableHead>
          <TableHead>Atividade</TableHead>
          <TableHead>Válida Até</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Documentos</TableHead>
          <TableHead className="text-right">
            <span className="sr-only">Ações</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {props.isPending ? (
          <MessageRow colSpan={COLUMNS}>Carregando licenças...</MessageRow>
        ) : props.isError && !props.items ? (
          <MessageRow colSpan={COLUMNS}>Não foi possível carregar as licenças.</MessageRow>
        ) : items.length === 0 ? (
          <MessageRow colSpan={COLUMNS}>Nenhuma licença encontrada</MessageRow>
        ) : (
          items.map((licenca) => (
            <TableRow key={licenca.id}>
              <TableCell>
                <span className="block whitespace-nowrap font-medium">{licenca.numero}</span>
                <span className="block text-xs text-muted-foreground">{licenca.tipoNome}</span>
              </TableCell>
              <TableCell>{licenca.cliente.nome}</TableCell>
              <TableCell>{licenca.empreendimento.nome}</TableCell>
              <TableCell>{licenca.empreendimento.atividade || "-"}</TableCell>
              <TableCell className="whitespace-nowrap">{formatIsoDate(licenca.validadeDate)}</TableCell>
              <TableCell>
                <StatusBadge status={licenca.status} />
              </TableCell>
              <TableCell>
                <DocumentosCell nomes={licenca.documentos} count={licenca.documentosCount} />
              </TableCell>
              <TableCell className="text-right">
                <LicencaRowMenu licenca={licenca} actions={props.actions} />
              </TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}

/** Part 2 §9: up to 3 document names, then '+N' for the rest. */
function DocumentosCell({ nomes, count }: { nomes: string[]; count: number }) {
  if (count === 0) return <span className="text-muted-foreground">-</span>;
  const shown = nomes.slice(0, 3);
  const more = count - shown.length;
  return (
    <ul className="flex max-w-[9rem] flex-col gap-0.5 text-xs">
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
