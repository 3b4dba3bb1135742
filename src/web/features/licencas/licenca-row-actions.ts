import { ClipboardList, Eye, Pencil, RefreshCw, Trash2 } from "lucide-react";
import type { TLicenca } from "@/shared/schemas/licencas";
import type { TRowAction } from "@/web/components/row-actions";

export interface TLicencaActions {
  onDetails: (licenca: TLicenca) => void;
  onEdit: (licenca: TLicenca) => void;
  onToggleRenovacao: (licenca: TLicenca) => void;
  onCondicionantes: (licenca: TLicenca) => void;
  onDelete: (licenca: TLicenca) => void;
}

/** The row's actions, in the spec's order: the table's menu and the phone card's are the same. */
export function licencaRowActions(licenca: TLicenca, actions: TLicencaActions): TRowAction[] {
  return [
    { label: "Ver Detalhes", icon: Eye, onSelect: () => actions.onDetails(licenca) },
    { label: "Editar", icon: Pencil, onSelect: () => actions.onEdit(licenca) },
    {
      label: licenca.emRenovacao ? "Remover Renovação" : "Marcar como Renovação",
      icon: RefreshCw,
      onSelect: () => actions.onToggleRenovacao(licenca),
    },
    { label: "Condicionantes", icon: ClipboardList, onSelect: () => actions.onCondicionantes(licenca) },
    { label: "Deletar", icon: Trash2, destructive: true, onSelect: () => actions.onDelete(licenca) },
  ];
}
