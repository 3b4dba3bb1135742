import { useWatch, type Control, type FieldErrors, type UseFormRegister, type UseFormSetValue } from "react-hook-form";
import { describeRecorrencia } from "@/shared/rules/recorrencia-texto";
import { ZRecorrenciaSchema, type TRecorrenciaInput } from "@/shared/schemas/recorrencia";
import { fieldA11y, FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { NativeSelect } from "@/web/components/ui/native-select";

type TTipo = TRecorrenciaInput["tipo"];

const TIPOS: ReadonlyArray<readonly [TTipo, string]> = [
  ["unica", "Única"],
  ["meses", "A cada N meses"],
  ["anual", "Anual (dia e mês)"],
  ["apos_periodo", "Após cada período (mês, trimestre, semestre, ano)"],
];

/** What a kind starts with when chosen: the commonest rule of that kind. */
const INICIAL: Record<TTipo, TRecorrenciaInput> = {
  unica: { tipo: "unica" },
  meses: { tipo: "meses", intervalo: 6 },
  anual: { tipo: "anual", mes: 3, dia: 31, ajuste: "nenhum" },
  apos_periodo: { tipo: "apos_periodo", periodo: "trimestral", contagem: "dia_util", n: 5 },
};

const MESES = [
  ...["Janeiro", "Fevereiro", "Março", "Abril", "Maio", "Junho"],
  ...["Julho", "Agosto", "Setembro", "Outubro", "Novembro", "Dezembro"],
];

type TCampo = "intervalo" | "mes" | "dia" | "ajuste" | "periodo" | "contagem" | "n";
const numero = { valueAsNumber: true } as const;

/** A form with a rule: the obligation's and the template's. */
type TComRecorrencia = { recorrencia: TRecorrenciaInput };

/**
 * The rule of an obligation (or of a template): its kind, then only that kind's fields, and the
 * rule in the words the list will show, so what is saved is read before it is saved.
 */
export function RecorrenciaFields<T extends TComRecorrencia>(props: {
  control: Control<T>;
  register: UseFormRegister<T>;
  setValue: UseFormSetValue<T>;
  errors: FieldErrors<T>;
  submitted: boolean;
  /** The ids' prefix, one per form ('obrigacao', 'modelo'). */
  idPrefix?: string;
}) {
  // Only the rule's own fields are touched: typed on what every such form has in common.
  const control = props.control as unknown as Control<TComRecorrencia>;
  const register = props.register as unknown as UseFormRegister<TComRecorrencia>;
  const setValue = props.setValue as unknown as UseFormSetValue<TComRecorrencia>;
  const prefixo = `${props.idPrefix ?? "obrigacao"}-recorrencia`;
  const regra = useWatch({ control, name: "recorrencia" });
  const lida = ZRecorrenciaSchema.safeParse(regra);
  const erros = (props.errors as FieldErrors<TComRecorrencia>).recorrencia as Partial<
    Record<TCampo, { message?: string }>
  > & { message?: string };
  const erro = (campo: TCampo) => erros?.[campo]?.message;
  const a11y = (campo: TCampo) => fieldA11y(`${prefixo}-${campo}`, erro(campo));
  const field = (campo: TCampo, label: string) => ({
    id: `${prefixo}-${campo}`,
    label,
    required: true,
    error: erro(campo),
  });

  return (
    <fieldset className="grid gap-4 rounded-md border p-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="px-1 text-sm font-medium">Recorrência</legend>
      <FormField id={`${prefixo}-tipo`} label="Tipo" required error={erros?.message} wide>
        <NativeSelect
          {...fieldA11y(`${prefixo}-tipo`, erros?.message)}
          value={regra.tipo}
          onChange={(e) =>
            setValue("recorrencia", INICIAL[e.target.value as TTipo], { shouldValidate: props.submitted })
          }
        >
          {TIPOS.map(([tipo, label]) => (
            <option key={tipo} value={tipo}>
              {label}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {regra.tipo === "meses" && (
        <FormField {...field("intervalo", "A cada quantos meses")}>
          <Input
            {...a11y("intervalo")}
            type="number"
            min={1}
            max={120}
            {...register("recorrencia.intervalo", numero)}
          />
        </FormField>
      )}
      {regra.tipo === "anual" && (
        <>
          <FormField {...field("dia", "Dia")}>
            <Input {...a11y("dia")} type="number" min={1} max={31} {...register("recorrencia.dia", numero)} />
          </FormField>
          <FormField {...field("mes", "Mês")}>
            <NativeSelect {...a11y("mes")} {...register("recorrencia.mes", numero)}>
              {MESES.map((nome, i) => (
                <option key={nome} value={i + 1}>
                  {nome}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField {...field("ajuste", "Se não for dia útil")} required={false} wide>
            <NativeSelect {...a11y("ajuste")} {...register("recorrencia.ajuste")}>
              <option value="nenhum">Manter a data</option>
              <option value="proximo_dia_util">Adiar para o próximo dia útil</option>
              <option value="dia_util_anterior">Antecipar para o dia útil anterior</option>
            </NativeSelect>
          </FormField>
        </>
      )}
      {regra.tipo === "apos_periodo" && (
        <>
          <FormField {...field("periodo", "Após cada")}>
            <NativeSelect {...a11y("periodo")} {...register("recorrencia.periodo")}>
              <option value="mensal">Mês</option>
              <option value="trimestral">Trimestre</option>
              <option value="semestral">Semestre</option>
              <option value="anual">Ano</option>
            </NativeSelect>
          </FormField>
          <div className="grid grid-cols-[5rem_minmax(0,1fr)] items-start gap-2">
            <FormField {...field("n", "Até o Nº")}>
              <Input {...a11y("n")} type="number" min={1} max={31} {...register("recorrencia.n", numero)} />
            </FormField>
            <FormField {...field("contagem", "Contagem")}>
              <NativeSelect {...a11y("contagem")} {...register("recorrencia.contagem")}>
                <option value="dia_util">Dia útil</option>
                <option value="dia_corrido">Dia corrido</option>
              </NativeSelect>
            </FormField>
          </div>
        </>
      )}
      <p className="text-sm text-muted-foreground sm:col-span-2" aria-live="polite">
        {lida.success ? `Regra: ${describeRecorrencia(lida.data)}.` : "Complete a regra."}
      </p>
    </fieldset>
  );
}
