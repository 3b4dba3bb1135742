import { useState } from "react";
import { APPROVAL_ROLES, ROLE_LABELS, type TApprovalRole } from "@/shared/schemas/admin";
import type { TUsuario } from "@/shared/schemas/usuarios";
import { acaoErrorText } from "@/web/lib/api";
import { notify } from "@/web/lib/notify";
import { Button } from "@/web/components/ui/button";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { RadioOptions } from "@/web/components/radio-options";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { useAlterarAtivo, useAlterarPapel } from "./api";

const ROLE_OPTIONS = APPROVAL_ROLES.map((role) => [role, ROLE_LABELS[role]] as const);
const nome = (u: TUsuario) => u.fullName || u.email;
const currentRole = (u: TUsuario): TApprovalRole => APPROVAL_ROLES.find((role) => u.roles.includes(role)) ?? "user";

/** Gives a colleague one of the three company roles. */
export function PapelDialog({ usuario, onClose }: { usuario: TUsuario | null; onClose: () => void }) {
  return (
    <Dialog open={usuario !== null} onOpenChange={(open) => !open && onClose()}>
      {/* Keyed by user, so the choice starts at their current role each time. */}
      {usuario && <PapelForm key={usuario.id} usuario={usuario} onClose={onClose} />}
    </Dialog>
  );
}

function PapelForm({ usuario, onClose }: { usuario: TUsuario; onClose: () => void }) {
  const [role, setRole] = useState(currentRole(usuario));
  const alterar = useAlterarPapel();
  const save = () =>
    alterar.mutate(
      { id: usuario.id, body: { role } },
      {
        onSuccess: () => {
          notify.success(`Função de ${nome(usuario)} alterada para ${ROLE_LABELS[role]}.`);
          onClose();
        },
        onError: (err) => notify.error(acaoErrorText("alterar função", err)),
      },
    );
  return (
    <DialogContent onInteractOutside={(e) => alterar.isPending && e.preventDefault()}>
      <DialogHeader>
        <DialogTitle>Alterar função</DialogTitle>
        <DialogDescription>Escolha a função de {nome(usuario)} na empresa.</DialogDescription>
      </DialogHeader>
      <RadioOptions
        legend="Função"
        name="papel"
        value={role}
        options={ROLE_OPTIONS}
        onChange={setRole}
        disabled={alterar.isPending}
      />
      <DialogFooter>
        <Button variant="outline" disabled={alterar.isPending} onClick={onClose}>
          Cancelar
        </Button>
        <Button disabled={alterar.isPending || role === currentRole(usuario)} onClick={save}>
          {alterar.isPending ? "Salvando..." : "Salvar"}
        </Button>
      </DialogFooter>
    </DialogContent>
  );
}

/** Deactivation asks first (it signs the person out at once); reactivation asks too, briefly. */
export function AtivoDialog({ usuario, onClose }: { usuario: TUsuario | null; onClose: () => void }) {
  const alterar = useAlterarAtivo();
  const desativar = usuario?.ativo ?? true;
  const confirm = () =>
    usuario &&
    alterar.mutate(
      { id: usuario.id, body: { ativo: !desativar } },
      {
        onSuccess: () => {
          notify.success(desativar ? `${nome(usuario)} foi desativado(a).` : `${nome(usuario)} foi reativado(a).`);
          onClose();
        },
        onError: (err) => notify.error(acaoErrorText(desativar ? "desativar usuário" : "reativar usuário", err)),
      },
    );
  return (
    <ConfirmDialog
      open={usuario !== null}
      title={desativar ? "Desativar usuário" : "Reativar usuário"}
      confirmLabel={desativar ? "Desativar" : "Reativar"}
      busy={alterar.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      {usuario &&
        (desativar
          ? `Tem certeza que deseja desativar ${nome(usuario)}? A pessoa sai do sistema agora e não consegue entrar até ser reativada.`
          : `Reativar ${nome(usuario)}? A pessoa volta a entrar no sistema com a sua senha.`)}
    </ConfirmDialog>
  );
}
