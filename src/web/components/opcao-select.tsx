import { Label } from "@/web/components/ui/label";
import { NativeSelect } from "@/web/components/ui/native-select";
import type { TOpcao } from "@/web/lib/opcoes-api";

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
