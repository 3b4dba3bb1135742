import type { ComponentProps } from "react";
import type { TChecklistEmpreendimentoOpcao } from "@/shared/schemas/checklists";
import { SearchSelect, SEARCH_SELECT_MAX, type TSearchSelectTexts } from "@/web/components/search-select";
import { acaoErrorText } from "@/web/lib/api";
import { empreendimentosQueryOptions } from "./api";

const texts = (vazio: string): TSearchSelectTexts => ({
  filtrar: "Filtrar empreendimentos",
  placeholder: "Digite para filtrar os empreendimentos",
  // The empty choice is an answer ('no project', 'all projects'), so it keeps its name throughout.
  carregando: vazio,
  nenhum: vazio,
  selecione: vazio,
  buscando: "Buscando empreendimentos...",
  primeiros: `Mostrando os ${SEARCH_SELECT_MAX} primeiros empreendimentos; digite para refinar.`,
  encontrados: (n) => (n === 0 ? "" : `${n} ${n === 1 ? "empreendimento encontrado" : "empreendimentos encontrados"}`),
  erro: (err) => acaoErrorText("carregar empreendimentos", err),
});

const rotulo = (o: TChecklistEmpreendimentoOpcao) => (o.cliente ? `${o.nome} — ${o.cliente}` : o.nome);

type TProps = Omit<
  ComponentProps<typeof SearchSelect<TChecklistEmpreendimentoOpcao>>,
  "queryOptions" | "label" | "texts" | "required"
> & {
  /** The empty choice's name: 'Nenhum' in the form, 'Todos os empreendimentos' in the filter. */
  vazio: string;
  /** False until the choices are wanted (the filter loads them when about to be used). */
  enabled?: boolean;
};

/** An optional project, searched by project or client name; the current choice is always listed. */
export function EmpreendimentoSelect({ vazio, enabled = true, ...props }: TProps) {
  return (
    <SearchSelect
      {...props}
      required={false}
      queryOptions={(q) => ({ ...empreendimentosQueryOptions(q, props.value), enabled })}
      label={rotulo}
      texts={texts(vazio)}
    />
  );
}
