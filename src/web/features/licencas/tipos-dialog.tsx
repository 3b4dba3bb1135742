import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { ZLicencaTipoSchema } from "@/shared/schemas/licencas";
import { ApiError } from "@/web/lib/api";
import { notify } from "@/web/lib/notify";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/web/components/ui/table";
import { NomeEditor } from "./atividades-dialog";
import {
  catalogoErrorText,
  licencaTiposQueryOptions,
  useCreateTipo,
  useDeleteTipo,
  useUpdateTipo,
} from "./catalogos-api";
import { fieldA11y, FormField } from "@/web/components/ui/form-field";

type TTipoIn = z.input<typeof ZLicencaTipoSchema>;
type TTipoOut = z.output<typeof ZLicencaTipoSchema>;

/** 'Tipos de Licença': the 17 built-in types (read-only) and the company's own, e.g. SC's LAP/LAI/LAO. */
export function TiposDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Tipos de Licença</DialogTitle>
          <DialogDescription>
            Os tipos padrão valem para todas as empresas. Acrescente os tipos exigidos pelo órgão ambiental do seu
            estado; eles passam a ser oferecidos no cadastro de licenças.
          </DialogDescription>
        </DialogHeader>
        <NovoTipoForm />
        <TiposTable />
      </DialogContent>
    </Dialog>
  );
}

function NovoTipoForm() {
  const create = useCreateTipo();
  const form = useForm<TTipoIn, unknown, TTipoOut>({
    resolver: zodResolver(ZLicencaTipoSchema),
    defaultValues: { codigo: "", nome: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = async (body: TTipoOut) => {
    try {
      await create.mutateAsync(body);
      notify.success("Tipo adicionado com sucesso!");
      form.reset();
    } catch (err) {
      if (err instanceof ApiError && err.fields)
        for (const key of ["codigo", "nome"] as const)
          if (err.fields[key]) form.setError(key, { message: err.fields[key] });
      notify.error(catalogoErrorText(err));
    }
  };
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-3 sm:grid-cols-[10rem_1fr_auto]">
      <FormField id="tipo-codigo" label="Nova sigla" error={errors.codigo?.message}>
        <Input
          {...fieldA11y("tipo-codigo", errors.codigo?.message)}
          placeholder="Ex.: LAP"
          autoComplete="off"
          className="uppercase placeholder:normal-case"
          {...form.register("codigo")}
        />
      </FormField>
      <FormField id="tipo-nome" label="Nome" error={errors.nome?.message}>
        <Input
          {...fieldA11y("tipo-nome", errors.nome?.message)}
          placeholder="Ex.: Licença Ambiental Prévia"
          autoComplete="off"
          {...form.register("nome")}
        />
      </FormField>
      <Button type="submit" className="sm:mt-[22px]" disabled={isSubmitting}>
        Adicionar
      </Button>
    </form>
  );
}

function TiposTable() {
  const tipos = useQuery(licencaTiposQueryOptions());
  const update = useUpdateTipo();
  const remove = useDeleteTipo();
  if (tipos.isPending) return <p className="text-sm text-muted-foreground">Carregando tipos...</p>;
  if (tipos.isError) return <p className="text-sm text-destructive">{catalogoErrorText(tipos.error)}</p>;
  return (
    // Fixed columns, so a phone's narrow dialog wraps the editor instead of scrolling sideways.
    <Table className="table-fixed">
      <caption className="sr-only">Tipos de licença</caption>
      <TableHeader>
        <TableRow>
          <TableHead className="w-20 sm:w-40">Sigla</TableHead>
          <TableHead>Nome</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {tipos.data.empresa.map((t) => (
          <TableRow key={t.id}>
            <TableCell className="break-words font-mono text-xs">{t.codigo}</TableCell>
            <TableCell>
              <NomeEditor
                id={`tipo-${t.id}`}
                label={`Nome do tipo ${t.codigo}`}
                subject={t.codigo}
                nome={t.nome}
                validate={(nome) => ZLicencaTipoSchema.safeParse({ codigo: t.codigo, nome }).error?.issues[0]?.message}
                onSave={async (nome) => {
                  await update.mutateAsync({ id: t.id, body: { codigo: t.codigo, nome } });
                  notify.success("Tipo atualizado com sucesso!");
                }}
                onDelete={async () => {
                  await remove.mutateAsync(t.id);
                  notify.success("Tipo excluído com sucesso!");
                }}
              />
            </TableCell>
          </TableRow>
        ))}
        {tipos.data.padrao.map((t) => (
          <TableRow key={t.codigo}>
            <TableCell className="break-words font-mono text-xs">{t.codigo}</TableCell>
            <TableCell>
              <span className="flex flex-wrap items-center justify-between gap-2">
                {t.nome}
                <Badge variant="secondary">Padrão</Badge>
              </span>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
