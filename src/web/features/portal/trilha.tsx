import { Link } from "react-router";
import { ChevronLeft, ChevronRight } from "lucide-react";

/**
 * Where this screen sits: 'Início › Empreendimento › Licença'. On a phone only the way back to
 * the level above shows, as a phone's back link does.
 */
export function Trilha({ itens, atual }: { itens: { nome: string; to: string }[]; atual: string }) {
  const acima = itens.at(-1);
  return (
    <nav aria-label="Trilha" className="text-sm">
      {acima && (
        <Link
          to={acima.to}
          className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline sm:hidden"
        >
          <ChevronLeft aria-hidden className="size-4" />
          {acima.nome}
        </Link>
      )}
      <ol className="hidden flex-wrap items-center gap-1 text-muted-foreground sm:flex">
        {itens.map((item) => (
          <li key={item.to} className="flex items-center gap-1">
            <Link to={item.to} className="text-primary underline-offset-4 hover:underline">
              {item.nome}
            </Link>
            <ChevronRight aria-hidden className="size-4" />
          </li>
        ))}
        <li aria-current="page" className="min-w-0 truncate text-foreground">
          {atual}
        </li>
      </ol>
    </nav>
  );
}
