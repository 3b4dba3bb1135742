import { z } from "./zod-pt-br";
import { zInstant } from "./common";

// A user's private calendar address (issue 17 §4, decision 027): turned on, renewed and turned
// off in /configuracoes; calendar apps read it at /api/calendario/feed/<token>.ics.

export const FEED_ESCOPOS = ["empresa", "meus"] as const;
export type TFeedEscopo = (typeof FEED_ESCOPOS)[number];
export const FEED_ESCOPO_ROTULOS: Record<TFeedEscopo, string> = {
  empresa: "Todos os prazos da empresa",
  meus: "Só os meus",
};

/** The feed's window, counted from today (São Paulo): what is further off is not in it. */
export const FEED_DIAS_ANTES = 90;
export const FEED_DIAS_DEPOIS = 730;

export const ESCOPO_INVALIDO = "Escolha 'Todos os prazos da empresa' ou 'Só os meus'.";

/** POST /api/me/calendario-feed: turn it on, or replace the address ('Gerar novo link'). */
export const ZCalendarioFeedSchema = z.object({
  escopo: z.enum(FEED_ESCOPOS, { error: ESCOPO_INVALIDO }),
});
export type TCalendarioFeedInput = z.infer<typeof ZCalendarioFeedSchema>;

/** GET /api/me/calendario-feed: whether it is on, never the address (only its hash is kept). */
export const ZCalendarioFeedStatusSchema = z.strictObject({
  ativo: z.boolean(),
  escopo: z.enum(FEED_ESCOPOS).nullable(),
  criadoEm: zInstant.nullable(),
});
export type TCalendarioFeedStatus = z.infer<typeof ZCalendarioFeedStatusSchema>;

/** The POST's answer: the only time the address is ever shown. */
export const ZCalendarioFeedCriadoSchema = z.strictObject({
  ativo: z.literal(true),
  escopo: z.enum(FEED_ESCOPOS),
  criadoEm: zInstant,
  url: z.string(),
});
export type TCalendarioFeedCriado = z.infer<typeof ZCalendarioFeedCriadoSchema>;

/** A token as the service writes it: 32 random bytes in base64url (43 characters). */
export const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
