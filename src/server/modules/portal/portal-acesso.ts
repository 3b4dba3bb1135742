import { EQUIPE } from "../../http/acesso";

/** The portal's reads: its client's users, and the company's people previewing it ('Ver como cliente'). */
export const LEITURA = [...EQUIPE, "cliente"] as const;
/** Its writes, 'Enviar comprovação': the client's own users only (a preview is read-only). */
export const CLIENTE = ["cliente"] as const;
