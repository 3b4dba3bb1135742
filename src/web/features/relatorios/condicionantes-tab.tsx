import { formatIsoDate } from "@/shared/rules/datas";
import type { TCondicionanteRelatorio, TRelatorio } from "@/shared/schemas/cronograma";
import { CellText, DataList, ListFrame } from "@/web/components/data-list";
import { condicionanteTitulo } from "./relatorio-texto";
import { CondicionanteRelatorioBadge } from "./status-badges";

const licencaTexto = (c: TCondicionanteRelatorio) => `${c.licenca.numero} (${c.licenca.tipoNome})`;

/** The project's conditions, read-only, with the report's status: Cumprida, Vencida or Pendente. */
export function CondicionantesTab({ relatorio }: { relatorio: TRelatorio }) {
  return (
    <ListFrame>
      <DataList
        label="Condicionantes do empreendimento"
        items={relatorio.condicionantes}
        rowKey={(c) => c.id}
        isPending={false}
        isError={false}
        messages={{
          loading: "Carregando condicionantes...",
          error: "Falha ao carregar condicionantes.",
          empty: "Nenhuma condicionante neste empreendimento para o período.",
        }}
        columns={[
          { header: "Condicionante", cell: (c) => <CellText text={condicionanteTitulo(c)} lines={2} /> },
          { header: "Licença", width: "w-48", from: "xl", cell: (c) => <CellText text={licencaTexto(c)} /> },
          { header: "Prazo", width: "w-28", cell: (c) => formatIsoDate(c.dataPrazo) },
          { header: "Status", width: "w-28", cell: (c) => <CondicionanteRelatorioBadge status={c.status} /> },
        ]}
        card={(c) => ({
          title: condicionanteTitulo(c),
          badge: <CondicionanteRelatorioBadge status={c.status} />,
          fields: [
            { label: "Licença", value: licencaTexto(c) },
            { label: "Prazo", value: formatIsoDate(c.dataPrazo) },
          ],
        })}
      />
    </ListFrame>
  );
}
