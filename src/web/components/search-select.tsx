import { useEffect, useState, type Ref } from "react";
import { useQuery, type QueryKey, type UseQueryOptions } from "@tanstack/react-query";
import { NativeSelect } from "@/web/components/ui/native-select";
import { SearchInput } from "@/web/components/ui/search-input";

/** The server answers at most this many options per search. */
export const SEARCH_SELECT_MAX = 50;

export interface TSearchSelectTexts {
  filtrar: string;
  placeholder: string;
  carregando: string;
  nenhum: string;
  selecione: string;
  buscando: string;
  primeiros: string;
  encontrados: (n: number) => string;
  erro: (err: Error) => string;
  /** The label of a current choice the server no longer offers (a shared link to a deleted one). */
  indisponivel?: string;
}

/**
 * A select over a list too long to ship whole (a company's clients, its licences): a text box
 * narrows the options on the server and the select lists the matches. The chosen option stays
 * listed whatever the filter, so an edit shows its current value.
 */
export function SearchSelect<T extends { id: string }, K extends QueryKey = QueryKey>({
  ref,
  ...props
}: {
  id: string;
  value: string;
  initial?: T | null;
  queryOptions: (q: string) => UseQueryOptions<T[], Error, T[], K>;
  label: (option: T) => string;
  texts: TSearchSelectTexts;
  onChange: (id: string) => void;
  onBlur: () => void;
  ref?: Ref<HTMLSelectElement>;
  invalid: boolean;
  describedBy?: string;
  /** False for an optional field or a filter, whose empty choice is an answer too. */
  required?: boolean;
}) {
  const { texts } = props;
  const [text, setText] = useState("");
  const [q, setQ] = useState("");
  const [chosen, setChosen] = useState<T | null>(props.initial ?? null);
  const opcoes = useQuery(props.queryOptions(q));

  useEffect(() => {
    // Waits for a pause in typing so each keystroke is not a request.
    const timer = setTimeout(() => setQ(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);

  const items = opcoes.data ?? [];
  const selected = props.value && chosen?.id === props.value ? chosen : null;
  const options = selected && !items.some((o) => o.id === selected.id) ? [selected, ...items] : items;
  const searching = opcoes.isFetching || text.trim() !== q;
  const missing = props.value !== "" && !opcoes.isPending && !options.some((o) => o.id === props.value);

  return (
    <div className="grid gap-2">
      <SearchInput
        aria-label={texts.filtrar}
        aria-controls={props.id}
        placeholder={texts.placeholder}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <NativeSelect
        id={props.id}
        ref={ref}
        required={props.required ?? true}
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
          {opcoes.isPending ? texts.carregando : options.length === 0 ? texts.nenhum : texts.selecione}
        </option>
        {missing && texts.indisponivel && <option value={props.value}>{texts.indisponivel}</option>}
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {props.label(o)}
          </option>
        ))}
      </NativeSelect>
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {opcoes.isError
          ? texts.erro(opcoes.error)
          : searching
            ? texts.buscando
            : items.length >= SEARCH_SELECT_MAX
              ? texts.primeiros
              : texts.encontrados(items.length)}
      </p>
    </div>
  );
}
