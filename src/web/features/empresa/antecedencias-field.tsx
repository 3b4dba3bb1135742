import { useState } from "react";
import { Lock, X } from "lucide-react";
import { ANTECEDENCIA_MAXIMA } from "@/shared/rules/alertas";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";

/** '120 dias', '1 dia', 'No dia do prazo'. */
export const diasTexto = (n: number) => (n === 0 ? "No dia do prazo" : n === 1 ? "1 dia" : `${n} dias`);

interface TProps {
  id: string;
  label: string;
  hint: string;
  valores: number[];
  /** Days that cannot be removed (the legal renewal deadline), shown with a lock. */
  fixos?: readonly number[];
  fixoTexto?: string;
  /** Why a new value is refused ('' when it may be added), judged by the same rule as the server. */
  recusa: (novo: number[]) => string;
  onChange: (valores: number[]) => void;
  disabled: boolean;
  error?: string;
}

/**
 * A list of lead times in days as removable chips, largest first, and a number box to add one.
 * A value is checked as it is added, so the list on screen is always one the server accepts.
 */
export function AntecedenciasField(props: TProps) {
  const [texto, setTexto] = useState("");
  const [erro, setErro] = useState("");
  const inputId = `${props.id}-novo`;
  const erroId = `${props.id}-erro`;
  const mensagem = erro || props.error;

  const adicionar = () => {
    const dias = Number(texto.trim());
    if (texto.trim() === "" || !Number.isInteger(dias) || dias < 0 || dias > ANTECEDENCIA_MAXIMA) {
      return setErro(`Informe um número inteiro de dias entre 0 e ${ANTECEDENCIA_MAXIMA}.`);
    }
    if (props.valores.includes(dias)) return setErro(`${diasTexto(dias)} já está na lista.`);
    const novo = [...props.valores, dias].sort((a, b) => b - a);
    const recusa = props.recusa(novo);
    if (recusa) return setErro(recusa);
    props.onChange(novo);
    setTexto("");
    setErro("");
  };

  return (
    <fieldset className="grid gap-3 rounded-md border p-4" aria-describedby={`${props.id}-hint`}>
      <legend className="px-1 font-medium">{props.label}</legend>
      <p id={`${props.id}-hint`} className="text-sm text-muted-foreground">
        {props.hint}
      </p>
      <ul className="flex flex-wrap gap-2" aria-label={props.label}>
        {props.valores.map((n) => {
          const fixo = props.fixos?.includes(n);
          return (
            <li
              key={n}
              className="inline-flex items-center gap-1 rounded-full border bg-secondary py-1 pr-1 pl-3 text-sm font-medium"
            >
              {diasTexto(n)}
              {fixo ? (
                <span
                  role="img"
                  aria-label="Não pode ser removido"
                  title={props.fixoTexto}
                  className="inline-flex size-6 items-center justify-center"
                >
                  <Lock className="size-3.5" aria-hidden />
                </span>
              ) : (
                <button
                  type="button"
                  disabled={props.disabled}
                  onClick={() => props.onChange(props.valores.filter((v) => v !== n))}
                  className="inline-flex size-6 items-center justify-center rounded-full hover:bg-background disabled:opacity-50"
                  aria-label={`Remover ${diasTexto(n)}`}
                >
                  <X className="size-3.5" aria-hidden />
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {props.fixoTexto && <p className="text-sm">{props.fixoTexto}</p>}
      {!props.disabled && (
        <div className="grid gap-1">
          <Label htmlFor={inputId}>Adicionar antecedência (dias)</Label>
          <div className="flex gap-2">
            <Input
              id={inputId}
              type="number"
              inputMode="numeric"
              min={0}
              max={ANTECEDENCIA_MAXIMA}
              step={1}
              className="w-28"
              value={texto}
              aria-invalid={mensagem ? true : undefined}
              aria-describedby={mensagem ? erroId : undefined}
              onChange={(e) => {
                setTexto(e.target.value);
                setErro("");
              }}
              onKeyDown={(e) => {
                if (e.key === "Enter") {
                  e.preventDefault();
                  adicionar();
                }
              }}
            />
            <Button type="button" variant="outline" onClick={adicionar}>
              Adicionar
            </Button>
          </div>
        </div>
      )}
      {mensagem && (
        <p id={erroId} role="alert" className="text-sm text-destructive">
          {mensagem}
        </p>
      )}
    </fieldset>
  );
}
