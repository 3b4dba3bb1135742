import { useState } from "react";
import { RotateCcw } from "lucide-react";
import type { TChecklistFiltro } from "@/shared/schemas/checklists";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent } from "@/web/components/ui/card";
import { Label } from "@/web/components/ui/label";
import { RadioOptions } from "@/web/components/radio-options";
import { EmpreendimentoBuscaSelect } from "@/web/components/empreendimento-busca-select";
import { ResponsavelSelect } from "@/web/components/responsavel-select";
import type { TChecklistsUrl } from "./checklists-url";

const STATUS_OPTIONS: ReadonlyArray<readonly [TChecklistFiltro, string]> = [
  ["abertos", "Abertos"],
  ["concluidos", "Concluídos"],
  ["todos", "Todos"],
];

/**
 * Project, responsible person (of at least one item), status and 'Limpar filtros': every choice
 * goes to the URL and is applied by the server.
 */
export function ChecklistsFilters({ state }: { state: TChecklistsUrl }) {
  const { values, set, clear } = state;
  // A link that opens a checklist's items (the calendar's) paints from the list's and the
  // checklist's calls: the project choices, hidden behind that dialog, wait until it closes or
  // the select is about to be used. Otherwise they load with the list (a phone's native picker
  // shows only the options present when it opens).
  const [wanted, setWanted] = useState(false);
  const want = () => setWanted(true);
  const active = values.empreendimento !== "" || values.status !== "todos" || values.responsavel !== "";

  return (
    <Card>
      <CardContent className="grid items-start gap-4 pt-6 md:grid-cols-[minmax(0,1fr)_auto] md:gap-x-8">
        <div className="grid gap-2" onPointerEnter={want} onFocusCapture={want}>
          <Label htmlFor="checklists-empreendimento">Empreendimento</Label>
          <EmpreendimentoBuscaSelect
            id="checklists-empreendimento"
            vazio="Todos os empreendimentos"
            enabled={wanted || values.checklist === "" || values.empreendimento !== ""}
            value={values.empreendimento}
            onChange={(empreendimento) => set({ empreendimento })}
            onBlur={() => undefined}
            invalid={false}
          />
          <Label htmlFor="checklists-responsavel" className="mt-2">
            Responsável por algum item
          </Label>
          <ResponsavelSelect
            id="checklists-responsavel"
            modo="filtro"
            adiar={values.checklist !== ""}
            value={values.responsavel}
            onChange={(responsavel) => set({ responsavel })}
          />
        </div>
        <div className="grid gap-4 md:h-full md:content-between md:justify-items-end">
          <RadioOptions
            legend="Status"
            name="checklists-status"
            value={values.status}
            options={STATUS_OPTIONS}
            onChange={(status) => set({ status })}
          />
          <Button
            variant="outline"
            className="justify-self-start md:justify-self-end"
            disabled={!active}
            onClick={clear}
          >
            <RotateCcw aria-hidden />
            Limpar filtros
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
