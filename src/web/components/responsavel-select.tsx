import { useState, type Ref } from "react";
import { Controller, type Control, type FieldValues, type Path } from "react-hook-form";
import { useQuery } from "@tanstack/react-query";
import { RESPONSAVEL_EU } from "@/shared/schemas/usuarios";
import { NativeSelect } from "@/web/components/ui/native-select";
import { responsaveisQueryOptions } from "@/web/lib/opcoes-api";

/**
 * The 'Responsável' of a licence, condition, checklist item or activity, among the company's
 * active users. In a form the empty choice is 'Sem responsável'; as a list's filter it is
 * 'Todos os responsáveis' and 'Eu' stands for the caller. A chosen user no longer active stays
 * listed by `nomeAtual` so an edit does not silently change it.
 */
export function ResponsavelSelect({
  modo,
  value,
  nomeAtual,
  onChange,
  ref,
  adiar = false,
  ...props
}: {
  id: string;
  modo: "campo" | "filtro";
  /**
   * The choices wait for the first pointer or focus on the select (before a phone's picker
   * opens), for a screen whose first paint already makes its two calls; the current choice is
   * shown by `nomeAtual` meanwhile. A filter naming a colleague loads them at once.
   */
  adiar?: boolean;
  value: string;
  nomeAtual?: string | null;
  onChange: (id: string) => void;
  onBlur?: () => void;
  ref?: Ref<HTMLSelectElement>;
  "aria-label"?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
  className?: string;
}) {
  const [querOpcoes, setQuerOpcoes] = useState(!adiar);
  const querer = () => setQuerOpcoes(true);
  const nomeado = value !== "" && value !== RESPONSAVEL_EU && !nomeAtual;
  const opcoes = useQuery({ ...responsaveisQueryOptions(), enabled: querOpcoes || nomeado });
  const items = opcoes.data ?? [];
  const ausente = value !== "" && value !== RESPONSAVEL_EU && !items.some((o) => o.id === value);
  return (
    <NativeSelect
      {...props}
      ref={ref}
      value={value}
      onPointerEnter={querer}
      onFocus={querer}
      onChange={(e) => onChange(e.target.value)}
    >
      <option value="">{modo === "campo" ? "Sem responsável" : "Todos os responsáveis"}</option>
      {modo === "filtro" && <option value={RESPONSAVEL_EU}>Eu (minhas)</option>}
      {ausente && (
        <option value={value}>{nomeAtual || (opcoes.isPending ? "Carregando..." : "Usuário inativo")}</option>
      )}
      {items.map((o) => (
        <option key={o.id} value={o.id}>
          {o.nome || "Sem nome"}
        </option>
      ))}
    </NativeSelect>
  );
}

/**
 * The 'Responsável' select of a react-hook-form form (licence, condition, activity), bound to
 * the form's `responsavelId`: '' on screen is null (nobody) on the wire.
 */
export function ResponsavelCampo<T extends FieldValues>(props: {
  control: Control<T>;
  name: Path<T>;
  a11y: { id: string; "aria-invalid"?: boolean; "aria-describedby"?: string };
  nomeAtual?: string | null;
}) {
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field }) => (
        <ResponsavelSelect
          {...props.a11y}
          modo="campo"
          ref={field.ref}
          value={(field.value as string | null | undefined) ?? ""}
          nomeAtual={props.nomeAtual}
          onChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
