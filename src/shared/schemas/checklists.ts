import { z } from "./zod-pt-br";
import { CHECKLIST_STATUS } from "../rules/checklist";
import { zPage, ZPageQuerySchema } from "./paging";
import { ZRefSchema, zInstant } from "./common";
import { zResponsavelFiltro, zResponsavelId } from "./usuarios";

// Part 2 §3–§5: checklists and their items (docs/decisions/016-checklist-completion.md).

export const TITULO_OBRIGATORIO = "Título é obrigatório";
export const DESCRICAO_OBRIGATORIA = "Descrição é obrigatória";

const titulo = z
  .string({ error: TITULO_OBRIGATORIO })
  .trim()
  .min(1, TITULO_OBRIGATORIO)
  .max(200, "Título deve ter no máximo 200 caracteres");
const descricao = z
  .string({ error: DESCRICAO_OBRIGATORIA })
  .trim()
  .min(1, DESCRICAO_OBRIGATORIA)
  .max(500, "Descrição deve ter no máximo 500 caracteres");

/** 'Novo Checklist': a title and, optionally, one of the company's projects. */
export const ZChecklistSchema = z.object({
  titulo,
  empreendimentoId: z
    .string()
    .trim()
    .max(100, "Empreendimento inválido")
    .nullish()
    .transform((v) => v || null),
});
export type TChecklistInput = z.input<typeof ZChecklistSchema>;
export type TChecklistData = z.output<typeof ZChecklistSchema>;

/** 'Adicionar Item', optionally with its responsible person. */
export const ZChecklistItemSchema = z.object({ descricao, responsavelId: zResponsavelId.optional() });
export type TChecklistItemInput = z.input<typeof ZChecklistItemSchema>;

/** An item's checkbox, its new text or its responsible person (null: nobody). */
export const ZChecklistItemUpdateSchema = z
  .object({
    descricao: descricao.optional(),
    concluido: z.boolean({ error: "Informe se o item está concluído." }).optional(),
    responsavelId: zResponsavelId.optional(),
  })
  .refine(
    (v) => v.descricao !== undefined || v.concluido !== undefined || v.responsavelId !== undefined,
    DESCRICAO_OBRIGATORIA,
  );
export type TChecklistItemUpdate = z.output<typeof ZChecklistItemUpdateSchema>;

/** Moves an item to a position, 1 = first; a position past the end means the last. */
export const ZChecklistItemOrdemSchema = z.object({
  ordem: z.number({ error: "Posição inválida." }).int("Posição inválida.").min(1, "Posição inválida."),
});

/** 'Concluir checklist' / 'Reabrir' by hand. */
export const ZChecklistStatusSchema = z.object({
  status: z.enum(CHECKLIST_STATUS, { error: "Status inválido." }),
});

export const CHECKLIST_FILTROS = ["abertos", "concluidos", "todos"] as const;
export type TChecklistFiltro = (typeof CHECKLIST_FILTROS)[number];

/**
 * GET /api/checklists: a project, a status (all by default), a page, and a responsible person
 * (a colleague's id or 'eu'): the checklists with an item of theirs.
 */
export const ZChecklistsQuerySchema = ZPageQuerySchema.omit({ q: true }).extend({
  empreendimento: z.string().trim().max(100, "Empreendimento inválido").optional(),
  status: z.enum(CHECKLIST_FILTROS, { error: "Status inválido." }).optional().default("todos"),
  responsavel: zResponsavelFiltro,
});
export type TChecklistsQuery = z.infer<typeof ZChecklistsQuerySchema>;

/** How many items a checklist has, and how many are ticked. */
export const ZChecklistProgressoSchema = z.strictObject({
  total: z.number().int(),
  concluidos: z.number().int(),
});

export const ZChecklistResponseSchema = z.strictObject({
  id: z.string(),
  titulo: z.string(),
  status: z.enum(CHECKLIST_STATUS),
  createdAt: zInstant,
  /** Null without a project, or while its project is in the bin. */
  empreendimento: ZRefSchema.nullable(),
  cliente: ZRefSchema.nullable(),
  progresso: ZChecklistProgressoSchema,
});
export type TChecklist = z.infer<typeof ZChecklistResponseSchema>;
export const ZChecklistsResponseSchema = zPage(ZChecklistResponseSchema);

export const ZChecklistItemResponseSchema = z.strictObject({
  id: z.string(),
  descricao: z.string(),
  concluido: z.boolean(),
  ordem: z.number().int(),
  responsavel: ZRefSchema.nullable(),
});
export type TChecklistItem = z.infer<typeof ZChecklistItemResponseSchema>;

/** The items dialog paints from this one answer; every item write answers it too. */
export const ZChecklistDetalheResponseSchema = ZChecklistResponseSchema.extend({
  itens: z.array(ZChecklistItemResponseSchema),
});
export type TChecklistDetalhe = z.infer<typeof ZChecklistDetalheResponseSchema>;
