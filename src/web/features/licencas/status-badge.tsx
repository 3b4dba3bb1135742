// The badge moved to components/ when the project page began to show licences too.
export { LicencaStatusBadge as StatusBadge } from "@/web/components/licenca-status-badge";
