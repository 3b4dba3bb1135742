import type { ComponentProps } from "react";
import type { TClienteOpcao } from "@/shared/schemas/clientes";
import { SearchSelect, SEARCH_SELECT_MAX } from "@/web/components/search-select";
import { clienteOpcoesQueryOptions } from "@/web/lib/opcoes-api";
import { acaoErrorText } from "@/web/lib/api";

const TEXTS = {
  filtrar: "Filtrar clientes",
  placeholder: "Digite para filtrar os clientes",
  carregando: "Carregando clientes...",
  nenhum: "Nenhum cliente encontrado",
  selecione: "Selecione um cliente",
  buscando: "Buscando clientes...",
  primeiros: `Mostrando os ${SEARCH_SELECT_MAX} primeiros clientes; digite para refinar.`,
  encontrados: (n: number) => `${n} ${n === 1 ? "cliente encontrado" : "clientes encontrados"}`,
  erro: (err: Error) => acaoErrorText("carregar clientes", err),
};

type TProps = Omit<ComponentProps<typeof SearchSelect<TClienteOpcao>>, "queryOptions" | "label" | "texts">;

/** The 'Cliente' field: the company's clients narrowed by name on the server. */
export function ClienteSelect(props: TProps) {
  return <SearchSelect {...props} queryOptions={clienteOpcoesQueryOptions} label={(o) => o.nome} texts={TEXTS} />;
}
