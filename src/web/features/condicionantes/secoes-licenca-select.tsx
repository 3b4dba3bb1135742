import type { ComponentProps } from "react";
import type { TLicencaOpcao } from "@/shared/schemas/condicionantes";
import { SearchSelect, SEARCH_SELECT_MAX } from "@/web/components/search-select";
import { erroText, licencaOpcoesQueryOptions } from "./secoes-api";

const rotulo = (o: TLicencaOpcao) => `${o.tipoNome} ${o.numero} - ${o.empreendimento}`;

const TEXTS = {
  filtrar: "Filtrar licenças",
  placeholder: "Número, tipo, empreendimento ou cliente",
  carregando: "Carregando licenças...",
  nenhum: "Nenhuma licença encontrada",
  selecione: "Selecione a licença",
  buscando: "Buscando licenças...",
  primeiros: `Mostrando as ${SEARCH_SELECT_MAX} primeiras licenças; digite para refinar.`,
  encontrados: (n: number) => `${n} ${n === 1 ? "licença encontrada" : "licenças encontradas"}`,
  erro: (err: Error) => erroText("carregar licenças", err),
};

type TProps = Omit<ComponentProps<typeof SearchSelect<TLicencaOpcao>>, "queryOptions" | "label" | "texts">;

/**
 * The 'Licença' field. A company may hold thousands of licences, so the text box narrows them
 * on the server (number, type, project or client).
 */
export function LicencaSelect(props: TProps) {
  return <SearchSelect {...props} queryOptions={licencaOpcoesQueryOptions} label={rotulo} texts={TEXTS} />;
}
