import { LICENCA_STATUS_LABELS, type TLicencaStatus } from "@/shared/rules/licenca-status";
import { Badge } from "@/web/components/ui/badge";
import { cn } from "@/web/lib/utils";

// Part 2 §4: red when expired, amber within the 120-day window, blue while renewing (and when a timely renewal keeps it valid past its expiry), green otherwise.
const COLORS: Record<TLicencaStatus, string> = {
  vencida: "bg-red-100 text-red-900",
  alerta: "bg-amber-100 text-amber-900",
  em_renovacao: "bg-blue-100 text-blue-900",
  prorrogada: "bg-blue-100 text-blue-900",
  vigente: "bg-green-100 text-green-900",
};

/** A licence's displayed status, as the server computed it from today's date (licences, project page). */
export function LicencaStatusBadge({ status }: { status: TLicencaStatus }) {
  return (
    <Badge
      variant="outline"
      // The one long label wraps inside the status column rather than spilling over its neighbour.
      className={cn(
        "border-transparent",
        status === "prorrogada" ? "rounded-xl leading-tight" : "whitespace-nowrap",
        COLORS[status],
      )}
    >
      {LICENCA_STATUS_LABELS[status]}
    </Badge>
  );
}
