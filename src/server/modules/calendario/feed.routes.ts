import { z } from "@hono/zod-openapi";
import { requireTenant } from "../../http/context";
import { notFound } from "../../http/errors";
import { jsonBody, okDone, okAnswer, okJson, errorResponses } from "../../http/openapi";
import type { RateLimiter } from "../../http/rate-limit";
import { createRouter } from "../../http/router";
import type { TScopedTenantRunner, TSystemRunner } from "../../http/tenant";
import { todayIn } from "../../../shared/rules/datas";
import {
  FEED_TOKEN_PATTERN,
  ZCalendarioFeedCriadoSchema,
  ZCalendarioFeedSchema,
  ZCalendarioFeedStatusSchema,
} from "../../../shared/schemas/calendario-feed";
import { deactivateFeed, donoDoFeed, buildFeed, statusDoFeed } from "./feed-token.service";
import { eventosDoFeed } from "./feed-eventos";
import { feedIcsStream } from "./feed-ics";
import { defineRoute, EQUIPE } from "../../http/acesso";

export const FEED_NAO_ENCONTRADO = "Calendário não encontrado. Gere um novo endereço em Configurações.";
/** New addresses per user and minute: enough for a change of mind, not for a loop. */
const NOVOS_LINKS_POR_MINUTO = 10;
/** Reads of one address per minute: calendar apps read every few hours; a leaked link in a loop stops here. */
const LEITURAS_POR_MINUTO = 30;

export interface TFeedRoutesDeps {
  system: TSystemRunner;
  limiter: RateLimiter;
  scoped: TScopedTenantRunner;
  appUrl: string;
  clock: () => Date;
}

/** The address a calendar app subscribes to; the token is the permission (http/gate.ts). */
export const feedUrl = (appUrl: string, token: string) => `${appUrl}/api/calendario/feed/${token}.ics`;

/**
 * The private calendar address (issue 17 §4, decision 027): the caller's own on/off/renew in
 * /configuracoes (approved users: the gate's default), and the public feed it opens.
 */
export function calendarioFeedRoutes(deps: TFeedRoutesDeps) {
  const { system, scoped, limiter, clock } = deps;
  const router = createRouter();

  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "getCalendarioFeed",
      summary: "Mostra se o endereço de calendário está ativo",
      method: "get",
      path: "/me/calendario-feed",
      description: "Se o endereço de calendário do usuário está ativo e com qual escopo (nunca o endereço).",
      responses: okJson(ZCalendarioFeedStatusSchema),
    }),
    async (c) => {
      const { userId } = requireTenant(c);
      return c.json(await system((tx) => statusDoFeed(tx, userId)));
    },
  );

  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "createCalendarioFeed",
      summary: "Ativa ou renova o endereço de calendário",
      method: "post",
      path: "/me/calendario-feed",
      description:
        "Ativa o endereço de calendário ou gera um novo, que substitui o anterior na hora. O endereço só aparece nesta resposta.",
      request: jsonBody(ZCalendarioFeedSchema),
      responses: okJson(ZCalendarioFeedCriadoSchema, "O novo endereço, mostrado uma única vez"),
    }),
    async (c) => {
      const actor = requireTenant(c);
      const { escopo } = c.req.valid("json");
      await limiter.consume([{ key: `calendarioFeed:novo:${actor.userId}`, max: NOVOS_LINKS_POR_MINUTO }]);
      const feed = await system((tx) => buildFeed(tx, actor, escopo));
      c.header("cache-control", "no-store");
      return c.json({
        ativo: true as const,
        escopo: feed.escopo,
        criadoEm: feed.criadoEm.toISOString(),
        url: feedUrl(deps.appUrl, feed.token),
      });
    },
  );

  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "deleteCalendarioFeed",
      summary: "Desativa o endereço de calendário",
      method: "delete",
      path: "/me/calendario-feed",
      description: "Desativa o endereço de calendário: ele deixa de responder na hora.",
      responses: okDone,
    }),
    async (c) => {
      const { userId } = requireTenant(c);
      await system((tx) => deactivateFeed(tx, userId));
      return c.json(okAnswer);
    },
  );

  // The portal's 'Agenda no celular' (decision 044): the client's deadlines, the whole client's.
  router.openapi(
    defineRoute({
      acesso: ["cliente"],
      operationId: "createPortalCalendarioFeed",
      summary: "Gera o endereço de calendário com os prazos do cliente, no portal",
      method: "post",
      path: "/portal/calendario",
      description: "Gera o endereço de calendário do usuário do portal; um novo substitui o anterior na hora.",
      responses: okJson(ZCalendarioFeedCriadoSchema, "O novo endereço, mostrado uma única vez"),
    }),
    async (c) => {
      const actor = requireTenant(c);
      await limiter.consume([{ key: `calendarioFeed:novo:${actor.userId}`, max: NOVOS_LINKS_POR_MINUTO }]);
      const feed = await system((tx) => buildFeed(tx, actor, "empresa"));
      c.header("cache-control", "no-store");
      return c.json({
        ativo: true as const,
        escopo: feed.escopo,
        criadoEm: feed.criadoEm.toISOString(),
        url: feedUrl(deps.appUrl, feed.token),
      });
    },
  );

  // Public (http/gate.ts): calendar apps send no cookie; the token is the permission.
  router.openapi(
    defineRoute({
      acesso: "publico",
      operationId: "getCalendarioFeedIcs",
      summary: "Calendário de prazos em iCalendar, pelo endereço privado",
      method: "get",
      path: "/calendario/feed/{token}",
      description:
        "O calendário (iCalendar) do dono do endereço: vencimentos, prazos legais de renovação, condicionantes, entregas e atividades, como eventos de dia inteiro.",
      request: { params: z.object({ token: z.string().max(100) }) },
      responses: {
        200: {
          description: "O calendário em formato iCalendar",
          content: { "text/calendar": { schema: { type: "string" as const } } },
        },
        ...errorResponses,
      },
    }),
    async (c) => {
      const token = c.req.valid("param").token.replace(/\.ics$/, "");
      const dono = FEED_TOKEN_PATTERN.test(token) ? await system((tx) => donoDoFeed(tx, token)) : null;
      if (!dono) throw notFound(FEED_NAO_ENCONTRADO);
      await limiter.consume([{ key: `calendarioFeed:leitura:${dono.userId}`, max: LEITURAS_POR_MINUTO }]);
      const agora = clock();
      const portal = dono.clienteId !== null;
      const escopo = { companyId: dono.companyId, userId: dono.userId, clienteId: dono.clienteId };
      // Written a batch at a time, each batch read in a transaction of its own (decision 068).
      const lotes = eventosDoFeed((fn) => scoped(escopo, fn), {
        userId: dono.userId,
        escopo: dono.escopo,
        today: todayIn(agora),
        portal,
      });
      const ics = await feedIcsStream({
        lotes,
        appUrl: deps.appUrl,
        empresa: dono.companyName,
        escopo: dono.escopo,
        agora,
      });
      return c.body(ics, 200, {
        "content-type": "text/calendar; charset=utf-8",
        "content-disposition": 'inline; filename="prazos.ics"',
        // The address is a secret: no shared cache keeps it; the app's own copy is fresh enough for 5 minutes.
        "cache-control": "private, max-age=300",
        "x-robots-tag": "noindex",
        "referrer-policy": "no-referrer",
      });
    },
  );
  return router;
}
