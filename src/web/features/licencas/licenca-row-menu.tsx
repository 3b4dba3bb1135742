import { ClipboardList, Eye, MoreHorizontal, Pencil, RefreshCw, Trash2 } from "lucide-react";
import type { TLicenca } from "@/shared/schemas/licencas";
import { Button } from "@/web/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/web/components/ui/dropdown-menu";

export interface TLicencaActions {
  onDetails: (licenca: TLicenca) => void;
  onEdit: (licenca: TLicenca) => void;
  onToggleRenovacao: (licenca: TLicenca) => void;
  onCondicionantes: (licenca: TLicenca) => void;
  onDelete: (licenca: TLicenca) => void;
}

/** The row's actions, in the spec's order. */
export function LicencaRowMenu({ licenca, actions }: { licenca: TLicenca; actions: TLicencaActions }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Ações da licença ${licenca.numero}`}>
          <MoreHorizontal aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => actions.onDetails(licenca)}>
          <Eye aria-hidden className="size-4" />
          Ver Detalhes
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => actions.onEdit(licenca)}>
          <Pencil aria-hidden className="size-4" />
          Editar
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => actions.onToggleRenovacao(licenca)}>
          <RefreshCw aria-hidden className="size-4" />
          {licenca.emRenovacao ? "Remover Renovação" : "Marcar como Renovação"}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => actions.onCondicionantes(licenca)}>
          <ClipboardList aria-hidden className="size-4" />
          Condicionantes
        </DropdownMenuItem>
        <DropdownMenuItem className="text-destructive" onSelect={() => actions.onDelete(licenca)}>
          <Trash2 aria-hidden className="size-4" />
          Deletar
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
