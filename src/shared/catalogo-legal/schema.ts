import { z } from "../schemas/zod-pt-br";
import { ZRecorrenciaSchema } from "../schemas/recorrencia";
import { UF_CODES, type TUf } from "../rules/uf";

// The built-in catalogue of legal obligations (issue 32) is data: each entry says where its rule is
// written, how it recurs and to whom it applies. The schema is here so that the catalogue's test,
// and later an edited copy of it, are checked by the same rules.

/**
 * When an obligation applies, as data the super-administrator screen can print (describeCondicao):
 * a client fact (a CTF/APP number, its categories), a project fact (its state, a mining site), or
 * all / any of other conditions.
 */
export type TCondicao =
  | { ctfAtivo: true }
  | { categoriaCtf: string[] }
  | { uf: TUf[] }
  | { mineracao: true }
  | { all: TCondicao[] }
  | { any: TCondicao[] };

export const ZCondicaoSchema: z.ZodType<TCondicao, TCondicao> = z.lazy(() =>
  z.union([
    z.strictObject({ ctfAtivo: z.literal(true) }),
    z.strictObject({ categoriaCtf: z.array(z.string().trim().min(1)).min(1) }),
    z.strictObject({ uf: z.array(z.enum(UF_CODES)).min(1) }),
    z.strictObject({ mineracao: z.literal(true) }),
    z.strictObject({ all: z.array(ZCondicaoSchema).min(1) }),
    z.strictObject({ any: z.array(ZCondicaoSchema).min(1) }),
  ]),
);

const texto = z.string().trim().min(1);

/** Where the rule is written: the act, its article, an official address and the sentence relied on. */
export const ZBaseLegalSchema = z.strictObject({
  ato: texto,
  artigo: texto,
  url: z.url({ protocol: /^https?$/ }),
  /** The act's or the agency's own words, copied as retrieved. */
  trecho: texto,
});

export const ZObrigacaoLegalSchema = z.strictObject({
  /** Stable: obligations created from the entry keep it, so it never changes once shipped. */
  codigo: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  titulo: texto,
  orgao: texto,
  baseLegal: ZBaseLegalSchema,
  descricao: texto,
  recorrencia: ZRecorrenciaSchema,
  aplicaSe: ZCondicaoSchema,
  /** The day the rule was last read in the text cited, yyyy-mm-dd. */
  verificadoEm: z.iso.date(),
});
export type TObrigacaoLegal = z.input<typeof ZObrigacaoLegalSchema>;
export type TBaseLegal = z.input<typeof ZBaseLegalSchema>;
