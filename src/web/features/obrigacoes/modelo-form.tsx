import { useForm, type Path } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { ZModeloSchema, type TModelo, type TModeloData, type TModeloInput } from "@/shared/schemas/obrigacao-modelos";
import { fieldA11y, FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { Textarea } from "@/web/components/ui/textarea";
import { FormActions } from "@/web/components/form-actions";
import { showRefusal } from "@/web/lib/form-refusal";
import { notify } from "@/web/lib/notify";
import { useSaveModelo } from "./api";
import { RecorrenciaFields } from "./recorrencia-fields";

const FIELDS = ["titulo", "orgao", "baseLegal", "baseLegalUrl", "descricao"] as const;
type TField = (typeof FIELDS)[number];

/**
 * A template's form ('Novo modelo' with `modelo` null, else 'Editar modelo'): the obligation's
 * fields a duty has whoever the client is, and its rule, with the obligation form's rule fields.
 */
export function ModeloForm(props: { modelo: TModelo | null; onDone: () => void }) {
  const save = useSaveModelo();
  const m = props.modelo;
  const form = useForm<TModeloInput, unknown, TModeloData>({
    resolver: zodResolver(ZModeloSchema),
    defaultValues: {
      titulo: m?.titulo ?? "",
      orgao: m?.orgao ?? "",
      baseLegal: m?.baseLegal ?? "",
      baseLegalUrl: m?.baseLegalUrl ?? "",
      descricao: m?.descricao ?? "",
      recorrencia: m?.recorrencia ?? { tipo: "anual", mes: 3, dia: 31, ajuste: "nenhum" },
    },
  });
  const { control, register, setValue, formState } = form;
  const { errors } = formState;
  const a11y = (name: TField) => fieldA11y(`modelo-${name}`, errors[name]?.message);

  const onSubmit = (body: TModeloData) =>
    save.mutate(
      { id: m?.id ?? null, body },
      {
        onSuccess: () => {
          notify.success(m ? "Modelo atualizado com sucesso!" : "Modelo criado com sucesso!");
          props.onDone();
        },
        onError: (err) =>
          showRefusal(
            err,
            "salvar o modelo",
            (key) => FIELDS.includes(key as TField) || key.startsWith("recorrencia"),
            (key, message) => form.setError(key as Path<TModeloInput>, { message }),
          ),
      },
    );

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4 sm:grid-cols-2">
      <FormField id="modelo-titulo" label="Título" required error={errors.titulo?.message} wide>
        <Input {...a11y("titulo")} required placeholder="Ex.: Relatório mensal de efluentes" {...register("titulo")} />
      </FormField>
      <FormField id="modelo-orgao" label="Órgão" required error={errors.orgao?.message}>
        <Input {...a11y("orgao")} required placeholder="Ex.: CETESB, INEA, FEAM" {...register("orgao")} />
      </FormField>
      <FormField id="modelo-baseLegal" label="Base legal" error={errors.baseLegal?.message}>
        <Input {...a11y("baseLegal")} placeholder="Ex.: Resolução CONAMA nº 430/2011" {...register("baseLegal")} />
      </FormField>
      <FormField id="modelo-baseLegalUrl" label="Link da base legal" error={errors.baseLegalUrl?.message} wide>
        <Input {...a11y("baseLegalUrl")} type="url" placeholder="https://" {...register("baseLegalUrl")} />
      </FormField>
      <FormField id="modelo-descricao" label="Descrição" error={errors.descricao?.message} wide>
        <Textarea {...a11y("descricao")} rows={2} {...register("descricao")} />
      </FormField>
      <RecorrenciaFields
        control={control}
        register={register}
        setValue={setValue}
        errors={errors}
        submitted={formState.isSubmitted}
        idPrefix="modelo"
      />
      <FormActions className="sm:col-span-2" busy={save.isPending} onCancel={props.onDone} />
    </form>
  );
}
