import { z } from "zod";
import type { TSystemRunner, TTenantRunner } from "../../http/tenant";
import { createRouter } from "../../http/router";
import { idParam, okFile, okJson } from "../../http/openapi";
import { ZDocumentoRemovidoResponseSchema, ZLinkResponseSchema } from "../../../shared/schemas/common";
import type { Storage } from "../../storage/storage";
import { documentoRemovido, findSignedDocumento, readStoredFile, signedLink, verifySignedLink } from "./arquivos";
import { exigirPermissaoParaExcluirDocumento } from "../empresas/empresas.service";
import { deleteDocumento, findDocumento, type TDonoTipo, type TExclusaoNoDono } from "./documentos.service";
import { defineRoute, EQUIPE } from "../../http/acesso";

/**
 * What every generic document answers whoever owns it: its signed link and its delete (around
 * which its owner's kind may act: `noDono`, as a condition re-evaluates its status). Also the
 * signed links' own route, for licences' documents too. Uploads and edits belong to the owner's
 * domain.
 */
export function documentosRoutes(deps: {
  tenant: TTenantRunner;
  system: TSystemRunner;
  storage: Storage;
  noDono?: Partial<Record<TDonoTipo, TExclusaoNoDono>>;
}) {
  const { tenant, system, storage } = deps;
  const router = createRouter();

  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "getDocumentoLink",
      summary: "Gera o link temporário de um documento",
      method: "get",
      path: "/documentos/{id}/link",
      request: { params: idParam },
      responses: okJson(ZLinkResponseSchema),
    }),
    async (c) => {
      const doc = await tenant(c, (tx, ctx) => findDocumento(tx, ctx, c.req.valid("param").id));
      return c.json(signedLink(storage, doc.key));
    },
  );
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "deleteDocumento",
      summary: "Exclui um documento anexado",
      method: "delete",
      path: "/documentos/{id}",
      request: { params: idParam },
      responses: okJson(ZDocumentoRemovidoResponseSchema),
    }),
    async (c) => {
      const key = await tenant(c, async (tx, ctx) => {
        const doc = await findDocumento(tx, ctx, c.req.valid("param").id); // another company's: 404 first
        await exigirPermissaoParaExcluirDocumento(tx, ctx); // the company's 'Gerais' switch
        const excluir = () => deleteDocumento(tx, ctx, doc.id);
        const noDono = deps.noDono?.[doc.dono.tipo];
        return noDono ? noDono(tx, ctx, doc, excluir) : excluir();
      });
      return c.json(await documentoRemovido(storage, key)); // the file after the commit: rows are the truth
    },
  );

  // Public (http/gate.ts): the signature is the permission, and the row may be any company's.
  router.openapi(
    defineRoute({
      acesso: "publico",
      operationId: "downloadArquivo",
      summary: "Baixa um arquivo por link assinado",
      method: "get",
      path: "/arquivos/{token}",
      description:
        "A signed link's file; `expires` and `signature` in the query are the permission. With an object store, a redirect to the store's own presigned link instead.",
      request: { params: z.object({ token: z.string() }) },
      responses: {
        ...okFile,
        302: { description: "O link assinado do armazenamento de objetos, válido até o fim deste" },
      },
    }),
    async (c) => {
      const expires = Number(c.req.query("expires"));
      const key = verifySignedLink(storage, c.req.valid("param").token, expires, c.req.query("signature") ?? "");
      const file = await system((tx) => findSignedDocumento(tx, key));
      if (storage.directUrl) {
        // The bytes come straight from the store; the row was checked above, so a deleted or
        // binned document's link stops working here as it does on the disk.
        c.header("cache-control", "no-store");
        c.header("referrer-policy", "no-referrer");
        return c.redirect(await storage.directUrl(key, file, new Date(expires * 1000)), 302);
      }
      const data = await readStoredFile(storage, key);
      return c.body(new Uint8Array(data), 200, {
        "content-type": file.contentType,
        "content-disposition": `inline; filename*=UTF-8''${encodeURIComponent(file.nome)}`,
        "cache-control": "private, max-age=0",
        "x-content-type-options": "nosniff",
      });
    },
  );
  return router;
}
