import { useState } from "react";
import { Link } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { Eye, RotateCw, UserPlus, XCircle } from "lucide-react";
import type { TConvite, TConviteEstado } from "@/shared/schemas/convites";
import { acaoErrorText } from "@/web/lib/api";
import { notify } from "@/web/lib/notify";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Switch } from "@/web/components/ui/switch";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { CellText, DataList, ListFrame, type TColumn } from "@/web/components/data-list";
import type { TRowAction } from "@/web/components/row-actions";
import { ConviteDialog } from "./convite-dialog";
import { convitesQueryOptions, useAcessoDaPessoa, usePortalDoCliente, useReenviar, useRevogar } from "./convites-api";

const ESTADOS: Record<TConviteEstado, { label: string; variant: "warning" | "success" | "secondary" | "outline" }> = {
  pendente: { label: "Pendente", variant: "warning" },
  aceito: { label: "Aceito", variant: "success" },
  expirado: { label: "Expirado", variant: "secondary" },
  revogado: { label: "Revogado", variant: "outline" },
};

const EstadoBadge = ({ estado }: { estado: TConviteEstado }) => (
  <Badge variant={ESTADOS[estado].variant}>{ESTADOS[estado].label}</Badge>
);

/** An instant as São Paulo reads it: '27/11/2026 14:05'. */
const dataHora = (iso: string) =>
  new Date(iso).toLocaleString("pt-BR", { dateStyle: "short", timeStyle: "short", timeZone: "America/Sao_Paulo" });

const ultimoAcesso = (c: TConvite) =>
  c.ultimoAcesso ? dataHora(c.ultimoAcesso) : c.estado === "aceito" ? "Nunca acessou" : "-";

/** The client's 'Portal do Empreendedor' on its details: the switch, the invitations, the preview. */
export function PortalSection({ cliente }: { cliente: { id: string; nome: string } }) {
  const query = useQuery(convitesQueryOptions(cliente.id));
  const portal = usePortalDoCliente(cliente.id);
  const acesso = useAcessoDaPessoa(cliente.id);
  const reenviar = useReenviar(cliente.id);
  const revogar = useRevogar(cliente.id);
  const [convidando, setConvidando] = useState(false);
  const [revogando, setRevogando] = useState<TConvite | null>(null);
  const portalAtivo = portal.isPending ? portal.variables : (query.data?.portalAtivo ?? true);

  const onPortal = (ativo: boolean) =>
    portal.mutate(ativo, {
      onSuccess: () =>
        notify.success(
          ativo ? "As pessoas convidadas já podem entrar no portal." : "Ninguém deste cliente entra no portal agora.",
          ativo ? "Acesso ao portal ligado" : "Acesso ao portal desligado",
        ),
      onError: (err) => notify.error(acaoErrorText("alterar o acesso ao portal", err)),
    });
  const onAcesso = (c: TConvite, ativo: boolean) =>
    acesso.mutate(
      { conviteId: c.id, ativo },
      {
        onSuccess: () => notify.success(`${c.nome} ${ativo ? "pode entrar" : "não entra mais"} no portal.`),
        onError: (err) => notify.error(acaoErrorText("alterar o acesso", err)),
      },
    );
  const onReenviar = (c: TConvite) =>
    reenviar.mutate(c.id, {
      onSuccess: () => notify.success(`Enviamos um novo link para ${c.email}.`, "Convite reenviado"),
      onError: (err) => notify.error(acaoErrorText("reenviar o convite", err)),
    });
  const onRevogar = () =>
    revogando &&
    revogar.mutate(revogando.id, {
      onSuccess: () => notify.success(`O link enviado para ${revogando.email} não funciona mais.`, "Convite revogado"),
      onError: (err) => notify.error(acaoErrorText("revogar o convite", err)),
      onSettled: () => setRevogando(null),
    });

  const columns: TColumn<TConvite>[] = [
    { header: "Nome", className: "font-medium", cell: (c) => <CellText text={c.nome} /> },
    { header: "E-mail", from: "xl", cell: (c) => <CellText text={c.email} /> },
    { header: "Estado", width: "w-28", cell: (c) => <EstadoBadge estado={c.estado} /> },
    { header: "Último acesso", width: "w-36", from: "3xl", cell: ultimoAcesso },
    { header: "Acesso", width: "w-20", cell: (c) => <AcessoSwitch convite={c} onChange={onAcesso} /> },
  ];
  const actions = (c: TConvite): TRowAction[] => [
    ...(c.estado === "pendente" || c.estado === "expirado"
      ? [
          {
            label: "Reenviar",
            ariaLabel: `Reenviar convite de ${c.nome}`,
            icon: RotateCw,
            onSelect: () => onReenviar(c),
          },
        ]
      : []),
    ...(c.estado === "pendente"
      ? [
          {
            label: "Revogar",
            ariaLabel: `Revogar convite de ${c.nome}`,
            icon: XCircle,
            destructive: true,
            onSelect: () => setRevogando(c),
          },
        ]
      : []),
  ];

  return (
    <Card>
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1.5">
          <CardTitle>Portal do Empreendedor</CardTitle>
          <CardDescription>
            As pessoas convidadas acompanham as licenças e condicionantes deste cliente e enviam comprovações.
          </CardDescription>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to={`/portal?cliente=${encodeURIComponent(cliente.id)}`}>
              <Eye aria-hidden />
              Ver como cliente
            </Link>
          </Button>
          <Button onClick={() => setConvidando(true)}>
            <UserPlus aria-hidden />
            Convidar para o portal
          </Button>
        </div>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex items-center justify-between gap-4 rounded-md border p-3">
          <div>
            <label htmlFor="portal-ativo" className="font-medium">
              Acesso ao portal
            </label>
            <p className="text-sm text-muted-foreground">
              {portalAtivo
                ? "Ligado: as pessoas com acesso entram no portal."
                : "Desligado: ninguém deste cliente entra no portal."}
            </p>
          </div>
          <Switch
            id="portal-ativo"
            checked={portalAtivo}
            disabled={query.isPending || portal.isPending}
            onCheckedChange={onPortal}
          />
        </div>
        <ListFrame>
          <DataList
            label="Convites para o portal"
            items={query.data?.items}
            rowKey={(c) => c.id}
            isPending={query.isPending}
            isError={query.isError}
            messages={{
              loading: "Carregando convites...",
              error: "Erro ao carregar os convites",
              empty: "Ninguém convidado ainda. Use 'Convidar para o portal'.",
            }}
            columns={columns}
            actions={{ label: (c) => `Ações do convite de ${c.nome}`, items: actions, width: "w-16" }}
            card={(c) => ({
              title: c.nome,
              subtitle: c.email,
              badge: <EstadoBadge estado={c.estado} />,
              fields: [
                { label: "Último acesso", value: ultimoAcesso(c) },
                { label: "Acesso", value: <AcessoSwitch convite={c} onChange={onAcesso} /> },
              ],
            })}
          />
        </ListFrame>
      </CardContent>
      <ConviteDialog cliente={convidando ? cliente : null} onClose={() => setConvidando(false)} />
      <ConfirmDialog
        open={revogando !== null}
        title="Revogar convite"
        confirmLabel="Revogar"
        busy={revogar.isPending}
        onConfirm={onRevogar}
        onClose={() => setRevogando(null)}
      >
        O link enviado para {revogando?.email} deixa de funcionar. Você pode convidar a pessoa de novo depois.
      </ConfirmDialog>
    </Card>
  );
}

/** The person's own 'Acesso ao portal', once the invitation was accepted. */
function AcessoSwitch({ convite, onChange }: { convite: TConvite; onChange: (c: TConvite, ativo: boolean) => void }) {
  if (convite.acessoAtivo === null) return <span className="text-muted-foreground">-</span>;
  return (
    <Switch
      checked={convite.acessoAtivo}
      aria-label={`Acesso ao portal de ${convite.nome}`}
      onCheckedChange={(ativo) => onChange(convite, ativo)}
    />
  );
}
