import type { ComponentProps } from "react";
import { useQuery } from "@tanstack/react-query";
import { LICENCA_TIPOS_PADRAO } from "@/shared/schemas/licencas";
import { NativeSelect } from "@/web/components/ui/native-select";
import { licencaTiposQueryOptions } from "./catalogos-api";
import { empreendimentoOpcoesQueryOptions } from "@/web/lib/opcoes-api";
// The list screen's filter uses the same choices (one query key: ["empreendimentos", "opcoes", clienteId]).

/** The 17 built-in types and the company's own, each as 'SIGLA - Nome'. */
export function TipoSelect({
  current,
  ...props
}: ComponentProps<"select"> & { current?: { codigo: string; nome: string } }) {
  const tipos = useQuery(licencaTiposQueryOptions());
  const padrao = tipos.data?.padrao ?? LICENCA_TIPOS_PADRAO.map(([codigo, nome]) => ({ codigo, nome }));
  const empresa = tipos.data?.empresa ?? [];
  // A licence keeps showing its type even if it is in neither list any more.
  const orphan = current && ![...padrao, ...empresa].some((t) => t.codigo === current.codigo) ? current : null;
  return (
    <NativeSelect {...props}>
      <option value="">Selecione o tipo</option>
      {orphan && <option value={orphan.codigo}>{`${orphan.codigo} - ${orphan.nome}`}</option>}
      <optgroup label="Tipos padrão">
        {padrao.map((t) => (
          <option key={t.codigo} value={t.codigo}>{`${t.codigo} - ${t.nome}`}</option>
        ))}
      </optgroup>
      {empresa.length > 0 && (
        <optgroup label="Tipos da empresa">
          {empresa.map((t) => (
            <option key={t.id} value={t.codigo}>{`${t.codigo} - ${t.nome}`}</option>
          ))}
        </optgroup>
      )}
    </NativeSelect>
  );
}

/**
 * 'Empreendimento': the chosen client's projects; disabled until a client is chosen. `initial`
 * (editing) shows the licence's project at once, before its client's projects arrive.
 */
export function EmpreendimentoSelect({
  clienteId,
  initial,
  ...props
}: ComponentProps<"select"> & { clienteId: string; initial: { id: string; nome: string } | null }) {
  const opcoes = useQuery(empreendimentoOpcoesQueryOptions(clienteId));
  const items = opcoes.data ?? [];
  const options = initial && !items.some((o) => o.id === initial.id) ? [initial, ...items] : items;
  return (
    <NativeSelect {...props} disabled={!clienteId}>
      <option value="">
        {!clienteId
          ? "Escolha primeiro a empresa"
          : opcoes.isPending
            ? "Carregando empreendimentos..."
            : options.length === 0
              ? "Nenhum empreendimento desta empresa"
              : "Selecione o empreendimento"}
      </option>
      {options.map((o) => (
        <option key={o.id} value={o.id}>
          {o.nome}
        </option>
      ))}
    </NativeSelect>
  );
}
