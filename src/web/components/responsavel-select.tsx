import { useState, type Ref } from "react";
import { useQuery } from "@tanstack/react-query";
import { RESPONSAVEL_EU } from "@/shared/schemas/usuarios";
import { NativeSelect } from "@/web/components/ui/native-select";
import { responsaveisQueryOptions } from "@/web/lib/opcoes-api";

/**
 * The 'Responsável' of a licence, condition, checklist item or activity, among the company's
 * active users. In a form the empty choice is 'Sem responsável'; as a list's filter it is
 * 'Todos os responsáveis' and 'Eu' stands for the caller. A chosen user no longer active stays
 * listed by `nomeAtual` so an edit does not silently change it. With `adiarCarga` (a list's
 * filter) the colleagues load once the select is about to be used (hovered or focused), or at
 * once when a chosen colleague needs a name, so the list paints from its own call.
 */
export function ResponsavelSelect({
  modo,
  value,
  nomeAtual,
  onChange,
  ref,
  adiarCarga = false,
  ...props
}: {
  id: string;
  modo: "campo" | "filtro";
  value: string;
  nomeAtual?: string | null;
  onChange: (id: string) => void;
  onBlur?: () => void;
  ref?: Ref<HTMLSelectElement>;
  "aria-label"?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
  className?: string;
  adiarCarga?: boolean;
}) {
  const [querUsar, setQuerUsar] = useState(!adiarCarga);
  const precisaNome = value !== "" && value !== RESPONSAVEL_EU;
  const opcoes = useQuery({ ...responsaveisQueryOptions(), enabled: querUsar || precisaNome });
  const usar = () => setQuerUsar(true);
  const items = opcoes.data ?? [];
  const ausente = value !== "" && value !== RESPONSAVEL_EU && !items.some((o) => o.id === value);
  return (
    <NativeSelect
      {...props}
      ref={ref}
      value={value}
      onPointerEnter={usar}
      onFocus={usar}
      onChange={(e) => onChange(e.target.value)}
    >
      <option value="">{modo === "campo" ? "Sem responsável" : "Todos os responsáveis"}</option>
      {modo === "filtro" && <option value={RESPONSAVEL_EU}>Eu (minhas)</option>}
      {ausente && <option value={value}>{opcoes.isPending ? "Carregando..." : (nomeAtual ?? "Usuário inativo")}</option>}
      {items.map((o) => (
        <option key={o.id} value={o.id}>
          {o.nome || "Sem nome"}
        </option>
      ))}
    </NativeSelect>
  );
}
