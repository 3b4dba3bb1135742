import { useEffect, useState } from "react";
import { AlertCircle, AlertTriangle, CheckCircle2, Info, type LucideIcon } from "lucide-react";
import { relativeTime, type TActivityClass } from "@/shared/rules/dashboard";
import type { TAtividadeRecente } from "@/shared/schemas/dashboard";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";

// Part 1 §4 classes. The text already says what happened ('vencida', 'concluída'), so the
// icon only repeats it for the eye.
const CLASSE: Record<TActivityClass, { icon: LucideIcon; color: string }> = {
  success: { icon: CheckCircle2, color: "text-green-700" },
  alert: { icon: AlertCircle, color: "text-red-700" },
  warning: { icon: AlertTriangle, color: "text-amber-700" },
  info: { icon: Info, color: "text-blue-700" },
};

/** The current time, renewed every minute, so 'há 5 minutos' stays true while the page is open. */
function useNow(everyMs = 60_000) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(id);
  }, [everyMs]);
  return now;
}

export function AtividadesCard({ atividades }: { atividades: TAtividadeRecente[] }) {
  const now = useNow();
  return (
    <Card>
      <CardHeader>
        <CardTitle id="atividades-titulo">Atividades Recentes</CardTitle>
      </CardHeader>
      <CardContent>
        {atividades.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nenhuma atividade recente.</p>
        ) : (
          <ul aria-labelledby="atividades-titulo" className="divide-y">
            {atividades.map((a) => {
              const { icon: Icon, color } = CLASSE[a.classe];
              return (
                <li key={a.id} data-classe={a.classe} className="flex items-start gap-3 py-3">
                  <Icon className={`mt-0.5 size-5 shrink-0 ${color}`} aria-hidden />
                  <div className="min-w-0 flex-1">
                    <p className="text-sm font-medium break-words">{a.texto}</p>
                    <time dateTime={a.data} className="text-xs text-muted-foreground">
                      {relativeTime(new Date(a.data), now)}
                    </time>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
