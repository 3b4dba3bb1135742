/**
 * Each route's name for a generated client (operationId: English verb, the spec's Portuguese
 * noun, as the code names things) and its one-line pt-BR summary in /api/openapi.json. Keyed as
 * http/gate.ts keys routes. One table instead of a line in every route file; openapi.test.ts
 * walks the document and fails on any route missing here.
 */
export const OPERATIONS: Record<string, readonly [operationId: string, summary: string]> = {
  // Conta e sessão
  "POST /api/auth/sign-up": ["signUp", "Cria uma conta e envia o e-mail de confirmação"],
  "POST /api/auth/sign-in": ["signIn", "Entra com e-mail e senha e abre a sessão (cookie)"],
  "POST /api/auth/resend-confirmation": ["resendConfirmation", "Reenvia o e-mail de confirmação do cadastro"],
  "POST /api/auth/sign-out": ["signOut", "Encerra a sessão"],
  "GET /api/auth/verify-email": ["verifyEmail", "Confirma o e-mail pelo link enviado e abre a sessão"],
  "GET /api/me": ["getMe", "Mostra o usuário da sessão, seu perfil e seus papéis"],
  "PATCH /api/me/perfil": ["updatePerfil", "Altera o nome do próprio usuário"],
  "PATCH /api/me/notificacoes": ["updateNotificacoes", "Liga ou desliga o resumo diário de prazos por e-mail"],
  "POST /api/me/senha": ["changeSenha", "Troca a senha do próprio usuário"],
  "GET /api/me/calendario-feed": ["getCalendarioFeed", "Mostra se o endereço de calendário está ativo"],
  "POST /api/me/calendario-feed": ["createCalendarioFeed", "Ativa ou renova o endereço de calendário"],
  "DELETE /api/me/calendario-feed": ["deleteCalendarioFeed", "Desativa o endereço de calendário"],
  "GET /api/calendario/feed/:token": [
    "getCalendarioFeedIcs",
    "Calendário de prazos em iCalendar, pelo endereço privado",
  ],

  // Administração do sistema (super-administrador)
  "GET /api/admin/companies": ["listEmpresasAdmin", "Lista as empresas cadastradas no sistema"],
  "POST /api/admin/companies": ["createEmpresaAdmin", "Cadastra uma empresa"],
  "PATCH /api/admin/companies/:id": ["updateEmpresaAdmin", "Altera uma empresa cadastrada"],
  "DELETE /api/admin/companies/:id": ["deleteEmpresaAdmin", "Exclui uma empresa cadastrada"],
  "GET /api/admin/pending-users": ["listUsuariosPendentes", "Lista os usuários que aguardam aprovação"],
  "POST /api/admin/pending-users/:id/approve": [
    "approveUsuarioPendente",
    "Aprova um usuário e o vincula a uma empresa",
  ],
  "DELETE /api/admin/pending-users/:id": ["rejectUsuarioPendente", "Recusa o cadastro de um usuário pendente"],
  "GET /api/admin/users": ["listUsuariosAdmin", "Lista os usuários de todas as empresas"],
  "POST /api/admin/prazos/varredura": ["runVarreduraPrazos", "Executa agora a varredura diária de prazos"],
  "GET /api/painel": ["getPainel", "Mostra os números do painel de administração"],

  // Empresa
  "GET /api/empresa": ["getEmpresa", "Mostra os dados da empresa"],
  "PUT /api/empresa": ["updateEmpresa", "Grava os dados da empresa"],
  "PATCH /api/empresa/configuracoes": ["updateEmpresaConfiguracoes", "Altera as configurações da empresa"],
  "PATCH /api/empresa/automatizacoes": ["updateEmpresaAutomatizacoes", "Altera as antecedências dos alertas de prazo"],
  "POST /api/empresa/logo": ["uploadEmpresaLogo", "Envia o logotipo da empresa"],
  "DELETE /api/empresa/logo": ["deleteEmpresaLogo", "Remove o logotipo da empresa"],
  "GET /api/empresa/logo": ["getEmpresaLogo", "Baixa o logotipo da empresa"],

  // Usuários da empresa
  "GET /api/usuarios": ["listUsuarios", "Lista os usuários da empresa"],
  "GET /api/usuarios/responsaveis": ["listResponsaveis", "Lista os usuários que podem ser responsáveis"],
  "PATCH /api/usuarios/:id/papel": ["updateUsuarioPapel", "Altera o papel de um usuário da empresa"],
  "PATCH /api/usuarios/:id/ativo": ["updateUsuarioAtivo", "Ativa ou desativa um usuário da empresa"],
  "GET /api/usuarios/exportar": ["exportUsuarios", "Exporta a lista de usuários em planilha"],

  // Clientes
  "GET /api/clientes": ["listClientes", "Lista os clientes, com busca, filtros e páginas"],
  "POST /api/clientes": ["createCliente", "Cadastra um cliente"],
  "GET /api/clientes/filtros": ["getClientesFiltros", "Opções dos filtros da lista de clientes"],
  "GET /api/clientes/opcoes": ["listClienteOpcoes", "Busca clientes para escolher num formulário"],
  "GET /api/clientes/:id": ["getCliente", "Mostra um cliente"],
  "PATCH /api/clientes/:id": ["updateCliente", "Altera um cliente"],
  "DELETE /api/clientes/:id": ["deleteCliente", "Manda um cliente para a lixeira"],
  "GET /api/clientes/:id/exclusao": ["previewClienteExclusao", "Diz o que vai para a lixeira com o cliente"],
  "GET /api/clientes/exportar": ["exportClientes", "Exporta a lista de clientes em planilha"],

  // Empreendimentos
  "GET /api/empreendimentos": ["listEmpreendimentos", "Lista os empreendimentos"],
  "POST /api/empreendimentos": ["createEmpreendimento", "Cadastra um empreendimento"],
  "GET /api/empreendimentos/opcoes": [
    "listEmpreendimentoOpcoes",
    "Lista os empreendimentos de um cliente para escolha",
  ],
  "GET /api/empreendimentos/busca": ["searchEmpreendimentos", "Busca empreendimentos pelo nome ou pelo cliente"],
  "GET /api/empreendimentos/:id": ["getEmpreendimento", "Mostra um empreendimento"],
  "PATCH /api/empreendimentos/:id": ["updateEmpreendimento", "Altera um empreendimento"],
  "DELETE /api/empreendimentos/:id": ["deleteEmpreendimento", "Manda um empreendimento para a lixeira"],
  "GET /api/empreendimentos/:id/exclusao": [
    "previewEmpreendimentoExclusao",
    "Diz o que vai para a lixeira com o empreendimento",
  ],
  "GET /api/empreendimentos/exportar": ["exportEmpreendimentos", "Exporta a lista de empreendimentos em planilha"],

  // Licenças e catálogos
  "GET /api/licencas": ["listLicencas", "Lista as licenças, com busca, filtros e páginas"],
  "POST /api/licencas": ["createLicenca", "Cadastra uma licença"],
  "GET /api/licencas/opcoes": ["listLicencaOpcoes", "Busca licenças para escolher num formulário"],
  "GET /api/licencas/:id": ["getLicenca", "Mostra uma licença"],
  "PATCH /api/licencas/:id": ["updateLicenca", "Altera uma licença"],
  "DELETE /api/licencas/:id": ["deleteLicenca", "Manda uma licença para a lixeira"],
  "PATCH /api/licencas/:id/renovacao": ["updateLicencaRenovacao", "Registra o andamento da renovação da licença"],
  "GET /api/licencas/:id/exclusao": ["previewLicencaExclusao", "Diz o que vai para a lixeira com a licença"],
  "POST /api/licencas/:id/documentos": ["uploadLicencaDocumento", "Anexa um documento à licença"],
  "GET /api/licencas/:id/documentos/:docId/link": [
    "getLicencaDocumentoLink",
    "Gera o link temporário de um documento da licença",
  ],
  "DELETE /api/licencas/:id/documentos/:docId": ["deleteLicencaDocumento", "Exclui um documento da licença"],
  "GET /api/licencas/exportar": ["exportLicencas", "Exporta a lista de licenças em planilha"],
  "GET /api/licenca-tipos": ["listLicencaTipos", "Lista os tipos de licença"],
  "POST /api/licenca-tipos": ["createLicencaTipo", "Cadastra um tipo de licença"],
  "PATCH /api/licenca-tipos/:id": ["updateLicencaTipo", "Altera um tipo de licença"],
  "DELETE /api/licenca-tipos/:id": ["deleteLicencaTipo", "Exclui um tipo de licença"],
  "GET /api/atividades": ["listAtividades", "Lista o catálogo de atividades dos empreendimentos"],
  "POST /api/atividades": ["createAtividade", "Cadastra uma atividade no catálogo"],
  "PATCH /api/atividades/:id": ["updateAtividade", "Altera uma atividade do catálogo"],
  "DELETE /api/atividades/:id": ["deleteAtividade", "Exclui uma atividade do catálogo"],

  // Condicionantes, comprovações e documentos
  "GET /api/licencas/:id/condicionantes": ["listLicencaCondicionantes", "Lista as condicionantes de uma licença"],
  "POST /api/licencas/:id/condicionantes": ["createLicencaCondicionante", "Cadastra uma condicionante na licença"],
  "POST /api/condicionantes": ["createCondicionante", "Cadastra uma condicionante, escolhendo a licença"],
  "GET /api/condicionantes/secoes": ["listCondicionanteSecoes", "Lista as condicionantes por situação do prazo"],
  "GET /api/condicionantes/:id": ["getCondicionante", "Mostra uma condicionante"],
  "PATCH /api/condicionantes/:id": ["updateCondicionante", "Altera uma condicionante"],
  "DELETE /api/condicionantes/:id": ["deleteCondicionante", "Manda uma condicionante para a lixeira"],
  "PATCH /api/condicionantes/:id/status": ["updateCondicionanteStatus", "Altera o status de uma condicionante"],
  "PATCH /api/condicionantes/:id/aprovacao": ["updateCondicionanteAprovacao", "Aprova ou reprova uma condicionante"],
  "POST /api/condicionantes/:id/copia": ["copyCondicionante", "Copia uma condicionante"],
  "GET /api/condicionantes/:id/exclusao": [
    "previewCondicionanteExclusao",
    "Diz o que vai para a lixeira com a condicionante",
  ],
  "PUT /api/condicionantes/:id/periodicidade": ["setCondicionantePeriodicidade", "Define a periodicidade das entregas"],
  "POST /api/condicionantes/:id/reavaliar": ["reevaluateCondicionante", "Recalcula o status de uma condicionante"],
  "GET /api/condicionantes/exportar": ["exportCondicionantes", "Exporta a lista de condicionantes em planilha"],
  "POST /api/condicionantes/:id/comprovacoes": ["createComprovacao", "Registra uma comprovação de entrega"],
  "PATCH /api/comprovacoes/:id": ["updateComprovacao", "Altera uma comprovação de entrega"],
  "DELETE /api/comprovacoes/:id": ["deleteComprovacao", "Exclui uma comprovação de entrega"],
  "POST /api/condicionantes/:id/documentos": ["uploadCondicionanteDocumento", "Anexa um documento à condicionante"],
  "PATCH /api/documentos/:id": ["updateDocumento", "Altera um documento anexado"],
  "DELETE /api/documentos/:id": ["deleteDocumento", "Exclui um documento anexado"],
  "GET /api/documentos/:id/link": ["getDocumentoLink", "Gera o link temporário de um documento"],
  "GET /api/arquivos/:token": ["downloadArquivo", "Baixa um arquivo por link assinado"],

  // Painel, calendário, alertas e histórico
  "GET /api/dashboard": ["getDashboard", "Mostra os números e prazos do painel inicial"],
  "GET /api/calendario": ["getCalendario", "Lista os prazos do calendário por dia"],
  "GET /api/alertas": ["listAlertas", "Lista os alertas de prazo do usuário"],
  "POST /api/alertas/lidas": ["markAlertasLidos", "Marca todos os alertas como lidos"],
  "POST /api/alertas/:id/lida": ["markAlertaLido", "Marca um alerta como lido"],
  "GET /api/historico": ["listHistorico", "Lista o histórico de alterações de um registro"],

  // Cronograma e relatórios
  "GET /api/relatorios/empreendimentos/:id": [
    "getRelatorioEmpreendimento",
    "Mostra o relatório e o cronograma do empreendimento",
  ],
  "GET /api/relatorios/consolidado": ["getRelatorioConsolidado", "Mostra o relatório consolidado dos empreendimentos"],
  "POST /api/empreendimentos/:id/atividades": ["createCronogramaAtividade", "Cadastra uma atividade no cronograma"],
  "PATCH /api/cronograma/atividades/:id": ["updateCronogramaAtividade", "Altera uma atividade do cronograma"],
  "DELETE /api/cronograma/atividades/:id": [
    "deleteCronogramaAtividade",
    "Manda uma atividade do cronograma para a lixeira",
  ],
  "PATCH /api/cronograma/atividades/:id/status": [
    "updateCronogramaAtividadeStatus",
    "Altera o status de uma atividade",
  ],
  "GET /api/cronograma/atividades/:id/exclusao": [
    "previewCronogramaAtividadeExclusao",
    "Diz o que vai para a lixeira com a atividade",
  ],
  "GET /api/cronograma/atividades/:id/documentos": [
    "listCronogramaAtividadeDocumentos",
    "Lista os documentos de uma atividade",
  ],
  "POST /api/cronograma/atividades/:id/documentos": [
    "uploadCronogramaAtividadeDocumento",
    "Anexa um documento à atividade",
  ],
  "GET /api/empreendimentos/:id/atividades/exportar": [
    "exportCronogramaAtividades",
    "Exporta o cronograma do empreendimento em planilha",
  ],

  // Checklists
  "GET /api/checklists": ["listChecklists", "Lista os checklists"],
  "POST /api/checklists": ["createChecklist", "Cria um checklist"],
  "GET /api/checklists/:id": ["getChecklist", "Mostra um checklist com seus itens"],
  "DELETE /api/checklists/:id": ["deleteChecklist", "Manda um checklist para a lixeira"],
  "PATCH /api/checklists/:id/status": ["updateChecklistStatus", "Altera o status de um checklist"],
  "GET /api/checklists/:id/exclusao": ["previewChecklistExclusao", "Diz o que vai para a lixeira com o checklist"],
  "POST /api/checklists/:id/itens": ["createChecklistItem", "Acrescenta um item ao checklist"],
  "PATCH /api/checklist-itens/:id": ["updateChecklistItem", "Altera um item de checklist"],
  "DELETE /api/checklist-itens/:id": ["deleteChecklistItem", "Exclui um item de checklist"],
  "PATCH /api/checklist-itens/:id/ordem": ["moveChecklistItem", "Muda a posição de um item no checklist"],
  "GET /api/checklists/exportar": ["exportChecklists", "Exporta a lista de checklists em planilha"],

  // Lixeira
  "GET /api/lixeira": ["listLixeira", "Lista o que está na lixeira da empresa"],
  "POST /api/lixeira/:id/restaurar": ["restoreLixeiraItem", "Restaura um registro da lixeira"],
  "DELETE /api/lixeira/:id": ["purgeLixeiraItem", "Exclui de vez um registro da lixeira"],

  // Importação por planilha
  "GET /api/importar/clientes/modelo": ["getImportacaoClientesModelo", "Baixa a planilha modelo de clientes"],
  "POST /api/importar/clientes/previa": ["previewImportacaoClientes", "Confere uma planilha de clientes sem gravar"],
  "POST /api/importar/clientes/confirmar": ["importClientes", "Importa os clientes de uma planilha"],
  "GET /api/importar/empreendimentos/modelo": [
    "getImportacaoEmpreendimentosModelo",
    "Baixa a planilha modelo de empreendimentos",
  ],
  "POST /api/importar/empreendimentos/previa": [
    "previewImportacaoEmpreendimentos",
    "Confere uma planilha de empreendimentos sem gravar",
  ],
  "POST /api/importar/empreendimentos/confirmar": [
    "importEmpreendimentos",
    "Importa os empreendimentos de uma planilha",
  ],
  "GET /api/importar/licencas/modelo": ["getImportacaoLicencasModelo", "Baixa a planilha modelo de licenças"],
  "POST /api/importar/licencas/previa": ["previewImportacaoLicencas", "Confere uma planilha de licenças sem gravar"],
  "POST /api/importar/licencas/confirmar": ["importLicencas", "Importa as licenças de uma planilha"],
};
