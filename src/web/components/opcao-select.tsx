import { Label } from "@/web/components/ui/label";
import { NativeSelect } from "@/web/components/ui/native-select";
import { useFiltroOpcoes, type TOpcao } from "@/web/lib/opcoes-api";

/** A labelled select of {id, nome} choices; a chosen value not among them stays selectable. */
export function OpcaoSelect(props: {
  id: string;
  label: string;
  emptyLabel: string;
  value: string;
  options: TOpcao[] | undefined;
  known?: TOpcao;
  loading: boolean;
  disabled?: boolean;
  /** Hovered or focused: about to be opened, time to load its choices. */
  onWant?: () => void;
  onChange: (value: string) => void;
}) {
  const options = props.options ?? [];
  const missing = props.value !== "" && !options.some((o) => o.id === props.value);
  const missingLabel = props.known?.id === props.value ? props.known.nome : props.loading ? "Carregando..." : "-";
  return (
    <div className="space-y-2">
      <Label htmlFor={props.id}>{props.label}</Label>
      <NativeSelect
        id={props.id}
        value={props.value}
        disabled={props.disabled}
        onPointerEnter={props.onWant}
        onFocus={props.onWant}
        onChange={(e) => props.onChange(e.target.value)}
      >
        <option value="">{props.emptyLabel}</option>
        {missing && <option value={props.value}>{missingLabel}</option>}
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.nome}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/**
 * A list's client and project filters: the project's choices are the chosen client's, so another
 * client clears the project (`onCliente` says to), and choosing a client starts loading its
 * projects. The choices load as useFiltroOpcoes says: the screen paints from its list's call.
 */
export function ClienteEmpreendimentoFiltro(props: {
  idPrefix: string;
  rotulos: { cliente: string; todosClientes: string; semCliente: string };
  clienteId: string;
  empreendimentoId: string;
  /** The list has answered: a chosen name it could not give is asked for. */
  listed: boolean;
  known: { cliente?: TOpcao; empreendimento?: TOpcao };
  onCliente: (clienteId: string) => void;
  onEmpreendimento: (empreendimentoId: string) => void;
}) {
  const { clientes, empreendimentos, want } = useFiltroOpcoes(props);
  return (
    <>
      <OpcaoSelect
        id={`${props.idPrefix}-cliente`}
        label={props.rotulos.cliente}
        emptyLabel={props.rotulos.todosClientes}
        value={props.clienteId}
        options={clientes.data}
        known={props.known.cliente}
        loading={clientes.isPending}
        onWant={want("clientes")}
        onChange={(clienteId) => {
          // The next choice is usually the project: its choices start loading now.
          want("empreendimentos")();
          props.onCliente(clienteId);
        }}
      />
      <OpcaoSelect
        id={`${props.idPrefix}-empreendimento`}
        label="Empreendimento"
        emptyLabel={props.clienteId ? "Todos" : props.rotulos.semCliente}
        value={props.empreendimentoId}
        options={empreendimentos.data}
        known={props.known.empreendimento}
        loading={empreendimentos.isPending}
        disabled={!props.clienteId}
        onWant={want("empreendimentos")}
        onChange={props.onEmpreendimento}
      />
    </>
  );
}
