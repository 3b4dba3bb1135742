import { useEffect, useState, type Ref } from "react";
import { useQuery } from "@tanstack/react-query";
import { SearchInput } from "@/web/components/ui/search-input";
import type { TClienteOpcao } from "@/shared/schemas/clientes";
import { NativeSelect } from "@/web/components/ui/native-select";
import { clienteOpcoesQueryOptions, errorMessage } from "./api";

/**
 * The 'Cliente' field: a text box narrowing the company's clients (on the server, at most 50
 * by nome) and a select of the matching ones. The chosen client stays listed whatever the
 * filter, so editing shows its name.
 */
export function ClienteSelect({
  ref,
  ...props
}: {
  id: string;
  value: string;
  initial: TClienteOpcao | null;
  onChange: (id: string) => void;
  onBlur: () => void;
  ref?: Ref<HTMLSelectElement>;
  invalid: boolean;
  describedBy?: string;
}) {
  const [text, setText] = useState("");
  const [q, setQ] = useState("");
  const [chosen, setChosen] = useState<TClienteOpcao | null>(props.initial);
  const opcoes = useQuery(clienteOpcoesQueryOptions(q));

  useEffect(() => {
    // Waits for a pause in typing so each keystroke is not a request.
    const timer = setTimeout(() => setQ(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);

  const items = opcoes.data ?? [];
  const selected = props.value && chosen?.id === props.value ? chosen : null;
  const options = selected && !items.some((o) => o.id === selected.id) ? [selected, ...items] : items;
  const searching = opcoes.isFetching || text.trim() !== q;

  return (
    <div className="grid gap-2">
      <SearchInput
        aria-label="Filtrar clientes"
        aria-controls={props.id}
        placeholder="Digite para filtrar os clientes"
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <NativeSelect
        id={props.id}
        ref={ref}
        required
        aria-invalid={props.invalid ? true : undefined}
        aria-describedby={props.describedBy}
        className="aria-[invalid=true]:border-destructive"
        value={props.value}
        onBlur={props.onBlur}
        onChange={(e) => {
          setChosen(options.find((o) => o.id === e.target.value) ?? null);
          props.onChange(e.target.value);
        }}
      >
        <option value="">
          {opcoes.isPending
            ? "Carregando clientes..."
            : options.length === 0
              ? "Nenhum cliente encontrado"
              : "Selecione um cliente"}
        </option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.nome}
          </option>
        ))}
      </NativeSelect>
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {opcoes.isError
          ? errorMessage("carregar clientes", opcoes.error)
          : searching
            ? "Buscando clientes..."
            : items.length >= 50
              ? "Mostrando os 50 primeiros clientes; digite para refinar."
              : `${items.length} ${items.length === 1 ? "cliente encontrado" : "clientes encontrados"}`}
      </p>
    </div>
  );
}
