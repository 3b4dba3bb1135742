import { z } from "zod";
import type { Context } from "hono";
import type { Auth } from "../../auth/auth";
import { requireTenant } from "../../http/context";
import { conflict, HttpError } from "../../http/errors";
import { createdJson, jsonBody, okAnswer, okDone, okJson } from "../../http/openapi";
import { AUTH_LIMITS, clientAddress, type RateLimiter } from "../../http/rate-limit";
import { createRouter } from "../../http/router";
import type { TSystemRunner, TTenantRunner } from "../../http/tenant";
import { defineRoute, EQUIPE } from "../../http/acesso";
import type { Mailer } from "../../mail/mailer";
import { conviteEmail } from "../../mail/templates";
import { logger } from "../../logger";
import {
  CONVITE_VALIDADE_DIAS,
  ZConviteAceiteSchema,
  ZConviteCreateSchema,
  ZConviteResponseSchema,
  ZConvitesResponseSchema,
  ZConviteTokenQuerySchema,
  ZConviteVerificacaoResponseSchema,
  ZPortalAcessoResponseSchema,
  ZPortalAcessoSchema,
} from "../../../shared/schemas/convites";
import * as service from "./convites.service";
import { changeAcessoDaPessoa, encerrarSessoesDoCliente, recusaDoEmail, ultimosAcessos } from "./contas";
import { acceptConvite, hashDoToken, novoToken, checkConvite } from "./aceite";

export interface TConvitesDeps {
  tenant: TTenantRunner;
  system: TSystemRunner;
  auth: Auth;
  /** The database-backed limiter (http/rate-limit.ts), built by createApp. */
  limiter: RateLimiter;
  mailer: Mailer;
  appUrl: string;
  clock: () => Date;
  trustProxy?: number;
}

const clienteParam = z.object({ id: z.uuid({ error: "Cliente inválido" }) });
const conviteParam = clienteParam.extend({ conviteId: z.uuid({ error: "Convite inválido" }) });

/** The invitations to the Portal do Empreendedor (issue 29 §2): the company's side and the link's page. */
export function convitesRoutes(deps: TConvitesDeps) {
  const { tenant, system, limiter, clock } = deps;
  const router = createRouter();
  const source = (c: Context) => clientAddress(c, deps.trustProxy ?? 0);
  // As sign-up's: a few per address (or link) a minute, more per source.
  const limit = (c: Context, key: string) =>
    limiter.consume([
      { key, max: AUTH_LIMITS.signUp.perEmail },
      { key: `${key.split(":")[0]}:source:${source(c)}`, max: AUTH_LIMITS.signUp.perSource },
    ]);

  /** The e-mail goes out once the invitation is saved; a mail failure is logged, and 'Reenviar' stays. */
  const enviar = async (c: Context, to: { email: string; nome: string }, cliente: string, token: string) => {
    const empresa = requireTenant(c).profile?.companyName ?? "";
    const url = `${deps.appUrl}/convite?token=${encodeURIComponent(token)}`;
    const mail = conviteEmail({
      to: to.email,
      nome: to.nome,
      empresa,
      cliente,
      url,
      validadeDias: CONVITE_VALIDADE_DIAS,
    });
    await deps.mailer.send(mail).catch((err) => logger.error(`invitation e-mail to ${to.email} failed`, err));
  };

  /** One invitation as the list shows it, its person's last access read on the system path. */
  const comAcesso = async (c: Context, row: Awaited<ReturnType<typeof service.getConvite>>) => {
    const acessos = row.userId ? await system((tx) => ultimosAcessos(tx, [row.userId!])) : new Map<string, Date>();
    return service.conviteAnswer(row, requireTenant(c).now, row.userId ? (acessos.get(row.userId) ?? null) : null);
  };

  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "listConvitesPortal",
      summary: "Lista os convites do cliente para o portal e o acesso ao portal",
      method: "get",
      path: "/clientes/{id}/convites",
      request: { params: clienteParam },
      responses: okJson(ZConvitesResponseSchema),
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const lista = await tenant(c, (tx, ctx) => service.listConvites(tx, ctx, id));
      const userIds = lista.rows.flatMap((r) => (r.userId ? [r.userId] : []));
      const acessos = userIds.length ? await system((tx) => ultimosAcessos(tx, userIds)) : new Map<string, Date>();
      return c.json(lista.answer(acessos));
    },
  );

  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "createConvitePortal",
      summary: "Convida uma pessoa do cliente para o portal e envia o e-mail",
      method: "post",
      path: "/clientes/{id}/convites",
      request: { params: clienteParam, ...jsonBody(ZConviteCreateSchema) },
      responses: createdJson(ZConviteResponseSchema),
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const input = c.req.valid("json");
      const ctx = requireTenant(c);
      await limit(c, `convite:email:${input.email}`);
      const recusa = await system((tx) => recusaDoEmail(tx, ctx.companyId, id, input.email));
      if (recusa) throw conflict(recusa);
      const { token, hash } = novoToken();
      const { row, cliente } = await tenant(c, async (tx, ctx) => ({
        cliente: await service.clienteDoConvite(tx, ctx, id),
        row: await service.createConvite(tx, ctx, id, input, hash),
      }));
      await enviar(c, row, cliente.nome, token);
      return c.json(service.conviteAnswer(row, ctx.now), 201);
    },
  );

  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "resendConvitePortal",
      summary: "Reenvia um convite pendente ou expirado, com um novo link e nova validade",
      method: "post",
      path: "/clientes/{id}/convites/{conviteId}/reenviar",
      request: { params: conviteParam },
      responses: okJson(ZConviteResponseSchema),
    }),
    async (c) => {
      const { id, conviteId } = c.req.valid("param");
      await limit(c, `convite:reenvio:${conviteId}`);
      const { token, hash } = novoToken();
      const { row, cliente } = await tenant(c, async (tx, ctx) => ({
        cliente: await service.clienteDoConvite(tx, ctx, id),
        row: await service.renewConvite(tx, ctx, id, conviteId, hash),
      }));
      await enviar(c, row, cliente.nome, token);
      return c.json(await comAcesso(c, row));
    },
  );

  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "revokeConvitePortal",
      summary: "Revoga um convite pendente: o link deixa de funcionar",
      method: "post",
      path: "/clientes/{id}/convites/{conviteId}/revogar",
      request: { params: conviteParam },
      responses: okJson(ZConviteResponseSchema),
    }),
    async (c) => {
      const { id, conviteId } = c.req.valid("param");
      const row = await tenant(c, (tx, ctx) => service.revogarConvite(tx, ctx, id, conviteId));
      return c.json(await comAcesso(c, row));
    },
  );

  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "updateConviteAcesso",
      summary: "Liga ou desliga o acesso ao portal de uma pessoa do cliente",
      method: "patch",
      path: "/clientes/{id}/convites/{conviteId}/acesso",
      request: { params: conviteParam, ...jsonBody(ZPortalAcessoSchema) },
      responses: okJson(ZConviteResponseSchema),
    }),
    async (c) => {
      const { id, conviteId } = c.req.valid("param");
      const { ativo } = c.req.valid("json");
      const ctx = requireTenant(c);
      await tenant(c, (tx, ctx) => service.clienteDoConvite(tx, ctx, id));
      await system((tx) => changeAcessoDaPessoa(tx, ctx, id, conviteId, ativo));
      const row = await tenant(c, (tx, ctx) => service.getConvite(tx, ctx, id, conviteId));
      return c.json(await comAcesso(c, row));
    },
  );

  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "updateClientePortal",
      summary: "Liga ou desliga o acesso ao portal de todas as pessoas do cliente",
      method: "patch",
      path: "/clientes/{id}/portal",
      request: { params: clienteParam, ...jsonBody(ZPortalAcessoSchema) },
      responses: okJson(ZPortalAcessoResponseSchema),
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const { ativo } = c.req.valid("json");
      const ctx = requireTenant(c);
      const answer = await tenant(c, (tx, ctx) => service.setPortalDoCliente(tx, ctx, id, ativo));
      if (!ativo) await system((tx) => encerrarSessoesDoCliente(tx, ctx.companyId, id));
      return c.json(answer);
    },
  );

  // ---------- the link's page: no session, the token is the permission ----------

  router.openapi(
    defineRoute({
      acesso: "publico",
      operationId: "checkConvitePortal",
      summary: "Confere um link de convite: quem foi convidado, para qual cliente e consultoria",
      method: "get",
      path: "/convites/verificar",
      request: { query: ZConviteTokenQuerySchema },
      responses: okJson(ZConviteVerificacaoResponseSchema),
    }),
    async (c) => {
      const { token } = c.req.valid("query");
      return c.json(await system((tx) => checkConvite(tx, hashDoToken(token), clock())));
    },
  );

  router.openapi(
    defineRoute({
      acesso: "publico",
      operationId: "acceptConvitePortal",
      summary: "Aceita o convite: cria a senha, a conta do portal e abre a sessão (cookie)",
      method: "post",
      path: "/convites/aceitar",
      request: jsonBody(ZConviteAceiteSchema),
      responses: okDone,
    }),
    async (c) => {
      const { token, password } = c.req.valid("json");
      const hash = hashDoToken(token);
      await limit(c, `aceite:token:${hash}`);
      const passwordHash = await (await deps.auth.$context).password.hash(password);
      const conta = await system((tx) => acceptConvite(tx, hash, passwordHash, clock()));
      // Signed in as the e-mail confirmation link does: the session cookie comes with the answer.
      const res = await deps.auth.api.signInEmail({
        body: { email: conta.email, password },
        headers: c.req.raw.headers,
        asResponse: true,
      });
      if (!res.ok)
        throw new HttpError(
          500,
          "SIGN_IN_FAILED",
          "Conta criada, mas não foi possível entrar. Entre com seu e-mail e senha.",
        );
      const out = c.json(okAnswer, 200);
      for (const cookie of res.headers.getSetCookie()) out.headers.append("set-cookie", cookie);
      return out;
    },
  );
  return router;
}
