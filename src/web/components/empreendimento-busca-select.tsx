import type { ComponentProps } from "react";
import type { TEmpreendimentoBuscaOpcao } from "@/shared/schemas/empreendimentos";
import { SearchSelect, SEARCH_SELECT_MAX, type TSearchSelectTexts } from "@/web/components/search-select";
import { acaoErrorText } from "@/web/lib/api";
import { empreendimentoBuscaQueryOptions } from "@/web/lib/opcoes-api";

const texts = (vazio: string, escolhido: boolean): TSearchSelectTexts => ({
  filtrar: "Filtrar empreendimentos",
  placeholder: "Filtrar por nome ou cliente",
  // The empty choice is an answer ('no project', 'all projects'), so it keeps its name throughout;
  // while a chosen project's label is on its way the select says so rather than show that answer.
  carregando: escolhido ? "Carregando empreendimentos..." : vazio,
  nenhum: vazio,
  selecione: vazio,
  buscando: "Buscando empreendimentos...",
  primeiros: `Mostrando os ${SEARCH_SELECT_MAX} primeiros empreendimentos; digite para refinar.`,
  encontrados: (n) => (n === 0 ? "" : `${n} ${n === 1 ? "empreendimento encontrado" : "empreendimentos encontrados"}`),
  erro: (err) => acaoErrorText("carregar empreendimentos", err),
  indisponivel: "Empreendimento indisponível",
});

const rotulo = (o: TEmpreendimentoBuscaOpcao) => (o.cliente ? `${o.nome} — ${o.cliente}` : o.nome);

type TProps = Omit<
  ComponentProps<typeof SearchSelect<TEmpreendimentoBuscaOpcao>>,
  "queryOptions" | "label" | "texts" | "required"
> & {
  /** The empty choice's name: 'Nenhum' in the form, 'Todos os empreendimentos' in the filter. */
  vazio: string;
  /** False until the choices are wanted (the filter loads them when about to be used). */
  enabled?: boolean;
};

/**
 * An optional choice among all the company's projects (checklists, reports), searched by project
 * or client name; the current choice is always listed. Not licencas' EmpreendimentoSelect, which
 * offers one client's projects.
 */
export function EmpreendimentoBuscaSelect({ vazio, enabled = true, ...props }: TProps) {
  return (
    <SearchSelect
      {...props}
      required={false}
      queryOptions={(q) => ({ ...empreendimentoBuscaQueryOptions(q, props.value), enabled })}
      label={rotulo}
      texts={texts(vazio, props.value !== "")}
    />
  );
}
