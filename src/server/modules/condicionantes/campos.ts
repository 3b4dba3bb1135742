import { condicionantes } from "../../db/schema";

/** The columns every read of a condition shows: the detail, the sections' cards and the export's rows. */
export const condicionanteCampos = {
  nome: condicionantes.nome,
  descricao: condicionantes.descricao,
  status: condicionantes.status,
  aprovada: condicionantes.aprovada,
  dataPrazo: condicionantes.dataPrazo,
  dataEntrega: condicionantes.dataEntrega,
};
