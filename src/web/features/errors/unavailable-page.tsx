import { Construction } from "lucide-react";
import { Card, CardContent } from "@/web/components/ui/card";

/** Honest stand-in for a screen that a later release delivers. */
export function UnavailablePage({ title }: { title: string }) {
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold">{title}</h1>
      <Card>
        <CardContent className="flex items-center gap-3 pt-6">
          <Construction className="size-5 text-amber-700" aria-hidden />
          <p>Esta tela ainda não está disponível nesta versão do sistema.</p>
        </CardContent>
      </Card>
    </div>
  );
}
