// Addresses of the licence screen's dialogs (LicencasPage reads `detalhes` and `condicionantes`
// from the query), for the screens that lead to a licence without importing its feature.

/** The licence's details ('Ver Detalhes'). */
export const licencaDetalhesHref = (licencaId: string) => `/licencas?detalhes=${encodeURIComponent(licencaId)}`;

/** The licence's conditions panel. */
export const licencaCondicionantesHref = (licencaId: string) =>
  `/licencas?condicionantes=${encodeURIComponent(licencaId)}`;
