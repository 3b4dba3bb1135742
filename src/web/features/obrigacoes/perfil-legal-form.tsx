import { useEffect } from "react";
import { Controller, useForm, type Path } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { Save } from "lucide-react";
import { ZPerfilLegalSchema, type TCalendarioLegal } from "@/shared/schemas/obrigacoes";
import { Button } from "@/web/components/ui/button";
import { fieldA11y, FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { acaoErrorText, ApiError } from "@/web/lib/api";
import { notify } from "@/web/lib/notify";
import { useSavePerfilLegal } from "./api";

// The categories are typed as one line ('1-2, 15-1'); the shared schema checks each one.
const ZPerfilFormSchema = ZPerfilLegalSchema.extend({
  ctfCategorias: z
    .string()
    .transform((v) =>
      v
        .split(/[,;]/)
        .map((c) => c.trim())
        .filter(Boolean),
    )
    .pipe(ZPerfilLegalSchema.shape.ctfCategorias.unwrap()),
});
type TPerfilForm = z.input<typeof ZPerfilFormSchema>;
type TPerfilData = z.output<typeof ZPerfilFormSchema>;

const valoresDe = (perfil: TCalendarioLegal["perfil"]): TPerfilForm => ({
  ctfNumero: perfil.ctfNumero ?? "",
  ctfCategorias: perfil.ctfCategorias.join(", "),
  mineracao: perfil.empreendimentos.filter((e) => e.mineracao).map((e) => e.id),
});

/**
 * The client's legal profile: its CTF/APP and which projects are mining sites. 'Salvar perfil'
 * answers the proposals of the saved profile; until then `onDirty` tells they are the old ones.
 */
export function PerfilLegalForm(props: {
  clienteId: string;
  perfil: TCalendarioLegal["perfil"];
  onDirty: (dirty: boolean) => void;
}) {
  const save = useSavePerfilLegal(props.clienteId);
  const form = useForm<TPerfilForm, unknown, TPerfilData>({
    resolver: zodResolver(ZPerfilFormSchema),
    defaultValues: valoresDe(props.perfil),
  });
  const { errors, isDirty } = form.formState;
  const { onDirty } = props;
  // The proposals below are the saved profile's: they wait while this one is being changed.
  useEffect(() => onDirty(isDirty), [isDirty, onDirty]);
  const categoriasErro = errors.ctfCategorias?.message ?? firstChildMessage(errors.ctfCategorias);

  const onSubmit = (body: TPerfilData) =>
    save.mutate(body, {
      onSuccess: (calendario) => {
        notify.success("Perfil legal salvo.");
        form.reset(valoresDe(calendario.perfil));
      },
      onError: (err) => {
        const fields = err instanceof ApiError ? Object.entries(err.fields ?? {}) : [];
        for (const [key, message] of fields) form.setError(key.split(".")[0] as Path<TPerfilForm>, { message });
        if (!fields.length) notify.error(acaoErrorText("salvar o perfil legal", err));
      },
    });

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4 sm:grid-cols-2">
      <FormField id="perfil-ctfNumero" label="Número do CTF/APP" error={errors.ctfNumero?.message}>
        <Input
          {...fieldA11y("perfil-ctfNumero", errors.ctfNumero?.message)}
          inputMode="numeric"
          autoComplete="off"
          {...form.register("ctfNumero")}
        />
      </FormField>
      <FormField
        id="perfil-ctfCategorias"
        label="Categorias do CTF/APP"
        hint="Separadas por vírgula, como no certificado: 1-2, 15-1."
        error={categoriasErro}
      >
        <Input
          {...fieldA11y("perfil-ctfCategorias", categoriasErro, true)}
          autoComplete="off"
          {...form.register("ctfCategorias")}
        />
      </FormField>
      <fieldset className="grid gap-2 sm:col-span-2">
        <legend className="mb-2 text-sm font-medium">Empreendimentos</legend>
        {props.perfil.empreendimentos.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nenhum empreendimento cadastrado para este empreendedor.</p>
        ) : (
          <Controller
            control={form.control}
            name="mineracao"
            render={({ field }) => (
              <ul className="grid gap-2">
                {props.perfil.empreendimentos.map((e) => {
                  const id = `perfil-mineracao-${e.id}`;
                  const local = [e.municipio, e.uf].filter(Boolean).join("/");
                  return (
                    <li key={e.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
                      <span className="min-w-0 break-words text-sm">
                        <span className="font-medium">{e.nome}</span>
                        {local && <span className="text-muted-foreground">{` · ${local}`}</span>}
                      </span>
                      <span className="flex items-center gap-2">
                        <input
                          id={id}
                          type="checkbox"
                          className="size-4 accent-primary"
                          checked={(field.value ?? []).includes(e.id)}
                          onChange={(ev) => {
                            const outros = (field.value ?? []).filter((x) => x !== e.id);
                            field.onChange(ev.target.checked ? [...outros, e.id] : outros);
                          }}
                          aria-label={`Empreendimento de mineração: ${e.nome}`}
                        />
                        <label htmlFor={id} className="text-sm">
                          Empreendimento de mineração
                        </label>
                      </span>
                    </li>
                  );
                })}
              </ul>
            )}
          />
        )}
      </fieldset>
      <div className="flex justify-end sm:col-span-2">
        <Button type="submit" variant="outline" disabled={save.isPending}>
          <Save aria-hidden />
          {save.isPending ? "Salvando..." : "Salvar perfil"}
        </Button>
      </div>
    </form>
  );
}

/** The message of the first refused category ('ctfCategorias.2'). */
function firstChildMessage(err: unknown): string | undefined {
  if (!Array.isArray(err)) return undefined;
  return (err as ({ message?: string } | undefined)[]).find((e) => e?.message)?.message;
}
