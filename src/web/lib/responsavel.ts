import type { TRef } from "@/shared/schemas/common";

/** How every screen names an item's responsible person: nobody, or a colleague gone from the company. */
export const nomeDoResponsavel = (responsavel: TRef | null) =>
  responsavel ? responsavel.nome || "Usuário inativo" : "Sem responsável";
