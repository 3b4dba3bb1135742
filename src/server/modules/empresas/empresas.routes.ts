import { requireTenant } from "../../http/context";
import { HttpError } from "../../http/errors";
import type { TTenantRunner } from "../../http/tenant";
import { documentoBodyLimit, prepareDocumento, readUploadForm } from "../../http/upload";
import { createRouter } from "../../http/router";
import { jsonBody, okFile, okJson, uploadBody } from "../../http/openapi";
import { removeFiles, storeThenSave } from "../../storage/files";
import type { Storage } from "../../storage/storage";
import { readStoredFile } from "../documentos/arquivos";
import {
  LOGO_EXTENSOES,
  LOGO_MAX_BYTES,
  LOGO_TOO_LARGE,
  ZEmpresaConfiguracoesSchema,
  ZEmpresaResponseSchema,
  ZEmpresaSchema,
} from "../../../shared/schemas/empresa";
import { ZAutomatizacoesSchema } from "../../../shared/schemas/alertas";
import * as service from "./empresas.service";
import { defineRoute, EQUIPE } from "../../http/acesso";

/**
 * The signed-in user's own company: its settings (everyone reads, its admin writes) and its logo.
 * There is no company id in these paths: the tenant context names the company, so another
 * company's settings cannot even be asked for.
 */
export function empresasRoutes(deps: { tenant: TTenantRunner; storage: Storage }) {
  const { tenant, storage } = deps;
  const router = createRouter();

  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "getEmpresa",
      summary: "Mostra os dados da empresa",
      method: "get",
      path: "/empresa",
      responses: okJson(ZEmpresaResponseSchema),
    }),
    async (c) => c.json(await tenant(c, (tx, ctx) => service.getEmpresa(tx, ctx))),
  );
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "updateEmpresa",
      summary: "Grava os dados da empresa",
      method: "put",
      path: "/empresa",
      request: jsonBody(ZEmpresaSchema),
      responses: okJson(ZEmpresaResponseSchema),
    }),
    async (c) => {
      const data = c.req.valid("json");
      const empresa = await tenant(c, (tx, ctx) => service.updateEmpresa(tx, ctx, data)).catch((err) => {
        throw service.conflitoDeEmpresa(err) ?? err;
      });
      return c.json(empresa);
    },
  );
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "updateEmpresaConfiguracoes",
      summary: "Altera as configurações da empresa",
      method: "patch",
      path: "/empresa/configuracoes",
      request: jsonBody(ZEmpresaConfiguracoesSchema),
      responses: okJson(ZEmpresaResponseSchema),
    }),
    async (c) => c.json(await tenant(c, (tx, ctx) => service.setConfiguracoes(tx, ctx, c.req.valid("json")))),
  );
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "updateEmpresaAutomatizacoes",
      summary: "Altera as antecedências dos alertas de prazo",
      method: "patch",
      path: "/empresa/automatizacoes",
      description: "Antecedências (em dias) dos alertas de prazo da empresa; 120 dias sempre valem para licenças.",
      request: jsonBody(ZAutomatizacoesSchema),
      responses: okJson(ZEmpresaResponseSchema),
    }),
    async (c) => c.json(await tenant(c, (tx, ctx) => service.setAutomatizacoes(tx, ctx, c.req.valid("json")))),
  );

  // The new file is stored before its row and the old one removed after the commit, so a failed
  // save leaves the previous logo whole.
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "uploadEmpresaLogo",
      summary: "Envia o logotipo da empresa",
      method: "post",
      path: "/empresa/logo",
      middleware: [documentoBodyLimit()],
      request: uploadBody(),
      responses: okJson(ZEmpresaResponseSchema),
    }),
    async (c) => {
      const ctx = requireTenant(c);
      service.exigirAdmin(ctx); // before reading the file; the service checks again in its transaction
      const { file } = await readUploadForm(c);
      if (file.data.byteLength > LOGO_MAX_BYTES) throw new HttpError(413, "TOO_LARGE", LOGO_TOO_LARGE);
      const stored = prepareDocumento(`empresas/${ctx.companyId}`, file, LOGO_EXTENSOES);
      const { anterior, empresa } = await storeThenSave(storage, stored.key, file.data, () =>
        tenant(c, async (tx, ctx) => ({
          anterior: await service.setLogo(tx, ctx, stored),
          empresa: await service.getEmpresa(tx, ctx),
        })),
      );
      if (anterior) await removeFiles(storage, [anterior]);
      return c.json(empresa);
    },
  );
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "deleteEmpresaLogo",
      summary: "Remove o logotipo da empresa",
      method: "delete",
      path: "/empresa/logo",
      responses: okJson(ZEmpresaResponseSchema),
    }),
    async (c) => {
      const { anterior, empresa } = await tenant(c, async (tx, ctx) => ({
        anterior: await service.setLogo(tx, ctx, null),
        empresa: await service.getEmpresa(tx, ctx),
      }));
      if (anterior) await removeFiles(storage, [anterior]);
      return c.json(empresa);
    },
  );
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "getEmpresaLogo",
      summary: "Baixa o logotipo da empresa",
      method: "get",
      path: "/empresa/logo",
      description: "O logo da empresa; `v` na consulta é a versão, que muda a cada novo logo.",
      responses: okFile,
    }),
    async (c) => {
      const logo = await tenant(c, (tx, ctx) => service.findLogo(tx, ctx));
      const data = await readStoredFile(storage, logo.key);
      const versioned = c.req.query("v") === logo.key.split("/").pop();
      return c.body(new Uint8Array(data), 200, {
        "content-type": logo.contentType,
        // A versioned address never changes its bytes; the bare one must be asked again.
        "cache-control": versioned ? "private, max-age=31536000, immutable" : "private, no-cache",
        "x-content-type-options": "nosniff",
      });
    },
  );
  return router;
}
