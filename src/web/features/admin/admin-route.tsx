import { isAdminRole } from "@/shared/rules/gate";
import { useMe } from "@/web/lib/auth";
import { NotFoundPage } from "@/web/components/not-found-page";
import { AdminPage } from "./admin-page";

/** The panel for administrators only; others see the 404 page (the server refuses them anyway). */
export function AdminRoute() {
  const { data } = useMe();
  return data && isAdminRole(data.roles) ? <AdminPage /> : <NotFoundPage />;
}
