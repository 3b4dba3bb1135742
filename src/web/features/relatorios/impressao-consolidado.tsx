import { ImpressaoDocumento } from "./impressao-documento";

// Filled in by the consolidated-report work: every project's traffic-light table.
export function ImpressaoConsolidado() {
  return (
    <ImpressaoDocumento titulo="Relatório Consolidado" linhas={[]} pronto={false}>
      <p />
    </ImpressaoDocumento>
  );
}
