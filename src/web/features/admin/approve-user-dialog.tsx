import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import {
  APPROVAL_ROLES,
  ROLE_LABELS,
  ZApproveUserSchema,
  type TApprovalRole,
  type TApproveUser,
} from "@/shared/schemas/admin";
import { notify } from "@/web/lib/notify";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { Button } from "@/web/components/ui/button";
import { Label } from "@/web/components/ui/label";
import { NativeSelect } from "@/web/components/ui/native-select";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { companiesQueryOptions, errorText, useApproveUser, type TPendingUserRow } from "./api";

/** How the approval dialog tells the operator's own company from the customers' (decision 041). */
const OPERADOR_MARCA = "(empresa do operador)";

/** Attaches a pending user (null: closed) to a company with one role. */
export function ApproveUserDialog(props: { user: TPendingUserRow | null; onClose: () => void }) {
  return (
    <Dialog open={props.user !== null} onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Aprovar Usuário</DialogTitle>
          <DialogDescription>
            Vincule {props.user?.fullName || props.user?.email} a uma empresa e escolha o papel.
          </DialogDescription>
        </DialogHeader>
        {props.user && <ApproveForm user={props.user} onDone={props.onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function ApproveForm({ user, onDone }: { user: TPendingUserRow; onDone: () => void }) {
  // Fetched only once the dialog opens, so the approval list's first paint stays one call.
  const companies = useQuery(companiesQueryOptions({ page: 1, pageSize: 100 }));
  const approve = useApproveUser();
  const form = useForm({
    resolver: zodResolver(ZApproveUserSchema),
    defaultValues: { companyId: "", role: "user" as TApprovalRole },
  });
  const { errors, isSubmitting } = form.formState;
  const companyError = errors.companyId?.message;
  const roleError = errors.role?.message;
  // A customer's user put in the operator's company would see the operator's data: ask first.
  const operador = companies.data?.items.find((c) => c.doOperador);
  const doOperador = useWatch({ control: form.control, name: "companyId" }) === operador?.id;
  const companyHelp = [companyError && "approve-company-error", doOperador && "approve-company-operador"];
  const [aConfirmar, setAConfirmar] = useState<TApproveUser | null>(null);

  const send = async (body: TApproveUser) => {
    try {
      await approve.mutateAsync({ id: user.id, body });
      notify.success("Usuário aprovado e vinculado à empresa com sucesso.");
      onDone();
    } catch (err) {
      setAConfirmar(null);
      notify.error(errorText("Erro ao aprovar usuário.", err));
    }
  };
  const onSubmit = (body: TApproveUser) => (body.companyId === operador?.id ? setAConfirmar(body) : send(body));

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor="approve-company">Empresa</Label>
        <NativeSelect
          id="approve-company"
          aria-invalid={companyError ? true : undefined}
          aria-describedby={companyHelp.filter(Boolean).join(" ") || undefined}
          {...form.register("companyId")}
        >
          <option value="">{companies.isPending ? "Carregando..." : "Selecione uma empresa"}</option>
          {companies.data?.items.map((c) => (
            <option key={c.id} value={c.id}>
              {c.doOperador ? `${c.name} ${OPERADOR_MARCA}` : c.name}
            </option>
          ))}
        </NativeSelect>
        {doOperador && (
          <p id="approve-company-operador" className="text-sm text-muted-foreground">
            Esta é a empresa que opera o sistema, não a de um cliente.
          </p>
        )}
        {companies.isError && (
          <p role="alert" className="text-sm text-destructive">
            {errorText("Erro ao carregar dados administrativos.", companies.error)}
          </p>
        )}
        {companyError && (
          <p id="approve-company-error" role="alert" className="text-sm text-destructive">
            {companyError}
          </p>
        )}
      </div>
      <div className="grid gap-2">
        <Label htmlFor="approve-role">Papel</Label>
        <NativeSelect
          id="approve-role"
          aria-invalid={roleError ? true : undefined}
          aria-describedby={
            roleError ? (roleError === companyError ? "approve-company-error" : "approve-role-error") : undefined
          }
          {...form.register("role")}
        >
          {APPROVAL_ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </NativeSelect>
        {/* Company and role share one message; show it once. */}
        {roleError && roleError !== companyError && (
          <p id="approve-role-error" role="alert" className="text-sm text-destructive">
            {roleError}
          </p>
        )}
      </div>
      <DialogFooter>
        <Button type="submit" disabled={isSubmitting}>
          Aprovar
        </Button>
      </DialogFooter>
      <ConfirmDialog
        open={aConfirmar !== null}
        title="Vincular à empresa do operador?"
        confirmLabel="Vincular mesmo assim"
        busy={approve.isPending}
        onConfirm={() => aConfirmar && send(aConfirmar)}
        onClose={() => setAConfirmar(null)}
      >
        {operador?.name} é a empresa que opera o sistema, não a de um cliente. {user.fullName || user.email} verá e
        poderá alterar os dados dela. Confirme só se essa pessoa faz parte da equipe do operador.
      </ConfirmDialog>
    </form>
  );
}
