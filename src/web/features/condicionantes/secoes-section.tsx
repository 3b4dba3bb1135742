import { GRUPO_TITULOS, type TGrupo } from "@/shared/rules/condicionantes";
import type { TCondicionanteItem } from "@/shared/schemas/condicionantes";
import type { TPageLimitada } from "@/shared/schemas/paging";
import { SecaoDePrazo } from "@/web/components/secao-de-prazo";
import { SecaoCard } from "./secoes-card";

const VAZIA: Record<TGrupo, string> = {
  vencidas: "Nenhuma condicionante ou entrega vencida.",
  vencendo: "Nenhuma condicionante ou entrega vence nos próximos 30 dias.",
  a_vencer: "Nenhuma condicionante ou entrega com prazo depois dos próximos 30 dias.",
  concluidas: "Nenhuma condicionante concluída.",
};

/** One section of the conditions screen: its title and count, one page of cards, its own pager. */
export function Secao(props: {
  grupo: TGrupo;
  data: TPageLimitada<TCondicionanteItem>;
  page: number;
  pageSize: number;
  q: string;
  today: string;
  onPage: (page: number) => void;
  onRemove: (item: TCondicionanteItem) => void;
  onComprovacoes: (item: TCondicionanteItem) => void;
}) {
  const { grupo, data } = props;
  return (
    <SecaoDePrazo
      id={`secao-${grupo}`}
      titulo={GRUPO_TITULOS[grupo]}
      total={data.total}
      vencida={grupo === "vencidas"}
      nome={{ um: "condicionante", varios: "condicionantes" }}
      vazia={props.q ? `Nenhuma condicionante desta seção corresponde à busca "${props.q}".` : VAZIA[grupo]}
      page={props.page}
      pageSize={props.pageSize}
      onPage={props.onPage}
    >
      {data.items.map((item) => (
        <SecaoCard
          // A periodic condition has a card per scheduled delivery.
          key={item.entrega?.id ?? item.id}
          item={item}
          grupo={grupo}
          today={props.today}
          onRemove={props.onRemove}
          onComprovacoes={props.onComprovacoes}
        />
      ))}
    </SecaoDePrazo>
  );
}
