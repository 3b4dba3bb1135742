import type { ComponentProps, ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { LICENCA_TIPOS_PADRAO } from "@/shared/schemas/licencas";
import { maskDate } from "@/shared/rules/datas";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { NativeSelect } from "@/web/components/ui/native-select";
import { cn } from "@/web/lib/utils";
import { licencaTiposQueryOptions } from "./catalogos-api";
// The list screen's filter uses the same choices (one query key: ["empreendimentos", "opcoes", clienteId]).
import { empreendimentoOpcoesQueryOptions } from "./api";

/** The ids and aria attributes that tie a control to its label, hint and error. */
export function fieldA11y(id: string, error?: string, hint?: boolean) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  return { id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy || undefined };
}

/** Label (a '*' beside it when required, outside the accessible name), control, hint, error. */
export function LicField(props: {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  /** Spans both columns of the form's grid. */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={cn("grid content-start gap-2", props.wide && "sm:col-span-2")}>
      <div className="flex items-center gap-1">
        <Label htmlFor={props.id}>{props.label}</Label>
        {props.required && (
          <span aria-hidden="true" className="text-sm leading-none text-destructive">
            *
          </span>
        )}
      </div>
      {props.children}
      {props.hint && (
        <p id={`${props.id}-hint`} className="text-xs text-muted-foreground">
          {props.hint}
        </p>
      )}
      {props.error && (
        <p id={`${props.id}-error`} role="alert" className="text-sm text-destructive">
          {props.error}
        </p>
      )}
    </div>
  );
}

/** A dd/mm/aaaa text box: digits only, slashes added as one types (at most 10 characters). */
export function DateInput({ onChange, ...props }: ComponentProps<"input">) {
  return (
    <Input
      {...props}
      inputMode="numeric"
      autoComplete="off"
      placeholder="dd/mm/aaaa"
      maxLength={10}
      onChange={(e) => {
        e.target.value = maskDate(e.target.value);
        onChange?.(e);
      }}
    />
  );
}

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
