import { ImpressaoDocumento } from "./impressao-documento";

// Filled in by the activity-schedule work: the project's report (summary, activities, conditions).
export function ImpressaoEmpreendimento(props: { id: string; periodo: { inicio: string | null; fim: string | null } }) {
  return (
    <ImpressaoDocumento titulo="Relatório do Empreendimento" linhas={[]} pronto={false}>
      <p>{props.id}</p>
    </ImpressaoDocumento>
  );
}
