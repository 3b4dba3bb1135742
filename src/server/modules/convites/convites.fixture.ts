// Shared steps of the invitation tests: a client, an invitation, its link from the outbox, an accept.
import { expect } from "vitest";
import { Client, lastMailTo, type TestApp } from "../../test/test-app";
import type { TConvite } from "../../../shared/schemas/convites";

export const SENHA = "senha-do-portal-123";

export async function novoCliente(client: Client, nome: string): Promise<string> {
  const res = await client.post("/api/clientes", { nome });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

export async function invite(client: Client, clienteId: string, nome: string, email: string): Promise<TConvite> {
  const res = await client.post(`/api/clientes/${clienteId}/convites`, { nome, email });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as TConvite;
}

/** The link of the newest invitation e-mail to `email`, and its token. */
export async function linkDoConvite(t: TestApp, email: string) {
  const mail = await lastMailTo(t.outboxDir, email);
  const match = mail.match(/http:\/\/localhost:3000\/convite\?token=([A-Za-z0-9_-]+)/);
  if (!match) throw new Error(`no invitation link in the mail to ${email}`);
  return { mail, url: match[0], token: match[1] };
}

/** A new browser accepting `token`: its answer, and the client holding any session it got. */
export async function acceptInvitation(t: TestApp, token: string, password = SENHA) {
  const pessoa = new Client(t.app);
  const res = await pessoa.post("/api/convites/aceitar", { token, password });
  return { res, pessoa };
}

/** Invites and accepts: a signed-in portal user of the client. */
export async function pessoaDoPortal(t: TestApp, equipe: Client, clienteId: string, nome: string, email: string) {
  const convite = await invite(equipe, clienteId, nome, email);
  const { token } = await linkDoConvite(t, email);
  const { res, pessoa } = await acceptInvitation(t, token);
  expect(res.status, await res.clone().text()).toBe(200);
  return { convite, pessoa, token };
}

export const listConvites = async (client: Client, clienteId: string) => {
  const res = await client.get(`/api/clientes/${clienteId}/convites`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as { portalAtivo: boolean; items: TConvite[] };
};
