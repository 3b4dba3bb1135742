import type { ReactNode } from "react";
import { isAdminRole } from "@/shared/rules/gate";
import { useMe } from "@/web/lib/auth";
import { NotFoundPage } from "@/web/features/errors/not-found-page";

/** Hides the panel from non-administrators; the server refuses them anyway. */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { data } = useMe();
  return data && isAdminRole(data.roles) ? children : <NotFoundPage />;
}
