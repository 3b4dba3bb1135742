import { CHECKLIST_STATUS_LABELS, type TChecklistStatus } from "@/shared/rules/checklist";
import { Badge } from "@/web/components/ui/badge";

/** 'Aberto' / 'Concluído' (part 2 §4), in words as well as colour. */
export function ChecklistStatusBadge({ status }: { status: TChecklistStatus }) {
  return <Badge variant={status === "concluido" ? "success" : "info"}>{CHECKLIST_STATUS_LABELS[status]}</Badge>;
}
