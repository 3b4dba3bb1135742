import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { ZCompanySchema, type TCompany } from "@/shared/schemas/admin";
import { formatCnpj, maskCnpj } from "@/shared/rules/documento";
import { ApiError } from "@/web/lib/api";
import { notify } from "@/web/lib/notify";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { errorText, useCreateCompany, useUpdateCompany, type TCompanyPayload } from "./api";

/** Create (company null) or edit a company. */
export function CompanyFormDialog(props: {
  open: boolean;
  company: TCompany | null;
  onOpenChange: (open: boolean) => void;
}) {
  const editing = props.company !== null;
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{editing ? "Editar Empresa" : "Nova Empresa"}</DialogTitle>
          <DialogDescription>Informe o nome da empresa e, se houver, o CNPJ.</DialogDescription>
        </DialogHeader>
        {/* Content mounts only while open, so each opening starts from the company's values. */}
        <CompanyForm company={props.company} onDone={() => props.onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function CompanyForm({ company, onDone }: { company: TCompany | null; onDone: () => void }) {
  const create = useCreateCompany();
  const update = useUpdateCompany();
  const form = useForm({
    resolver: zodResolver(ZCompanySchema),
    defaultValues: { name: company?.name ?? "", cnpj: company?.cnpj ? formatCnpj(company.cnpj) : "" },
  });
  const { errors, isSubmitting } = form.formState;
  const cnpjField = form.register("cnpj");

  const onSubmit = async (body: TCompanyPayload) => {
    try {
      if (company) await update.mutateAsync({ id: company.id, body });
      else await create.mutateAsync(body);
      notify.success(company ? "Empresa atualizada com sucesso." : "Empresa criada com sucesso.");
      onDone();
    } catch (err) {
      if (err instanceof ApiError && err.fields) {
        for (const key of ["name", "cnpj"] as const) {
          const message = err.fields[key];
          if (message) form.setError(key, { message });
        }
      }
      notify.error(errorText("Erro ao salvar empresa.", err));
    }
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor="company-name">Nome da empresa</Label>
        <Input
          id="company-name"
          autoComplete="organization"
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? "company-name-error" : undefined}
          {...form.register("name")}
        />
        {errors.name && (
          <p id="company-name-error" role="alert" className="text-sm text-destructive">
            {errors.name.message}
          </p>
        )}
      </div>
      <div className="grid gap-2">
        <Label htmlFor="company-cnpj">CNPJ</Label>
        <Input
          id="company-cnpj"
          inputMode="text"
          placeholder="00.000.000/0000-00"
          aria-invalid={errors.cnpj ? true : undefined}
          aria-describedby={errors.cnpj ? "company-cnpj-error" : undefined}
          {...cnpjField}
          onChange={(e) => {
            e.target.value = maskCnpj(e.target.value);
            return cnpjField.onChange(e);
          }}
        />
        {errors.cnpj && (
          <p id="company-cnpj-error" role="alert" className="text-sm text-destructive">
            {errors.cnpj.message}
          </p>
        )}
      </div>
      <DialogFooter>
        <Button type="submit" disabled={isSubmitting}>
          Salvar
        </Button>
      </DialogFooter>
    </form>
  );
}
