import { useMe } from "@/web/lib/auth";

export function DashboardPage() {
  const { data: me } = useMe();
  return (
    <div className="space-y-2">
      <h1 className="text-3xl font-bold">
        Dashboard <span className="font-normal text-muted-foreground">— {me?.profile?.companyName}</span>
      </h1>
    </div>
  );
}
