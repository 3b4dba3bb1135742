import { isAdminRole } from "@/shared/rules/gate";
import { useMe } from "@/web/lib/auth";
import { NotFoundPage } from "@/web/components/not-found-page";
import { LixeiraPage } from "./lixeira-page";

/** The bin is the company administrators'; others see the 404 page (the server refuses them anyway). */
export function LixeiraRoute() {
  const { data } = useMe();
  return data && isAdminRole(data.roles) ? <LixeiraPage /> : <NotFoundPage />;
}
