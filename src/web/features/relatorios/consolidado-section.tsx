// Filled in by the consolidated-report work: what /relatorios shows for 'Todos os empreendimentos'
// (?empreendimento=todos). It reads and writes its own URL state (page), needs no props.
export function ConsolidadoSection() {
  return <section aria-label="Todos os empreendimentos" />;
}
