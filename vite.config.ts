import { defineConfig, runnerImport, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

/** Smaller files gain nothing worth a second request path. */
const MIN_BYTES = 1024;
const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|txt|webmanifest)$/;

/**
 * A build step (issue 18): every compressible built file gets a brotli (.br) and a gzip (.gz)
 * twin at the highest levels, once, so the server sends compressed bytes without compressing
 * per request (server/static.ts serves the twin the browser accepts).
 */
function precompress(): Plugin {
  return {
    name: "precompress",
    apply: "build",
    writeBundle(options, bundle) {
      const dir = options.dir!;
      for (const file of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const full = path.join(dir, file);
        const bytes = fs.readFileSync(full);
        if (bytes.length < MIN_BYTES) continue;
        fs.writeFileSync(
          `${full}.br`,
          zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        fs.writeFileSync(`${full}.gz`, zlib.gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

const web = path.join(import.meta.dirname, "src/web");
const alias = { "@": path.join(import.meta.dirname, "src") };
/** The public page's HTML: its own entry, served for "/" (server/static.ts); index.html is the app. */
const LANDING_HTML = "landing.html";
const LANDING_SLOT = "<!--landing-page-->";

/**
 * The landing page is prerendered (issue 18, decision 030): its React components run here, once,
 * and the page ships as HTML with a tiny script (features/landing/landing.ts) instead of React.
 */
function prerenderLanding(): Plugin {
  return {
    name: "prerender-landing",
    transformIndexHtml: {
      order: "pre",
      async handler(html, ctx) {
        if (path.basename(ctx.filename) !== LANDING_HTML) return html;
        const { module } = await runnerImport<typeof import("./src/web/features/landing/prerender")>(
          path.join(web, "features/landing/prerender.tsx"),
          { root: web, resolve: { alias }, logLevel: "warn" },
        );
        return html.replace(LANDING_SLOT, module.renderLandingPage());
      },
    },
    // `npm run dev:web` answers "/" with the landing page too, as the server does.
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.url === "/" || req.url?.startsWith("/?")) req.url = `/${LANDING_HTML}${req.url.slice(1)}`;
        next();
      });
    },
  };
}

/** The module every signed-in screen renders inside (the sidebar, the header), and the screen a sign-in lands on. */
const SHELL = path.join(web, "app/protected-layout.tsx");
const HOME = path.join(web, "features/dashboard/dashboard-page.tsx");
const MAIN = path.join(web, "main.tsx");

type ModuleGraph = {
  getModuleInfo(id: string): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
};

/** radix-ui re-exports every primitive; a module that imports two of them needs those two only. */
const RADIX_BARREL = /[\\/]node_modules[\\/]radix-ui[\\/]/;
const RADIX_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']radix-ui["']/g;
const kebab = (name: string) => name.replace(/[a-z](?=[A-Z])/g, "$&-").toLowerCase();

/** The primitives `importer` takes from the radix-ui barrel: the packages behind those names. */
function radixTargets(graph: ModuleGraph, importer: string, barrel: string): string[] {
  const code = fs.readFileSync(importer, "utf8");
  const packages = [...code.matchAll(RADIX_IMPORT)].flatMap((m) =>
    m[1]!.split(",").map((part) => `@radix-ui/react-${kebab(part.trim().split(/\s+as\s+/)[0]!)}`),
  );
  return (graph.getModuleInfo(barrel)?.importedIds ?? []).filter((id) =>
    packages.some((pkg) => id.includes(`/node_modules/${pkg}/`)),
  );
}

/**
 * Every module `roots` import statically, themselves included. Through the radix-ui barrel it
 * follows only the primitives the importer names, or every screen would seem to need them all.
 */
function staticClosure(graph: ModuleGraph, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const next of graph.getModuleInfo(id)?.importedIds ?? []) {
      if (RADIX_BARREL.test(next)) stack.push(...radixTargets(graph, id, next));
      else stack.push(next);
    }
  }
  return seen;
}

/** Screens a visitor opens, signed out or awaiting approval: no shell around them. */
const OUTSIDE_SHELL = /[\\/]src[\\/]web[\\/]features[\\/](auth|convite)[\\/]/;

/**
 * Two chunks for what a signed-in screen needs besides the entry and its own page (decision 062):
 * 'shell', the layout (sidebar, header, their menus and popovers) with everything it imports and
 * whatever the dashboard shares with other screens (cards, badges, formatting); and 'base', the
 * part of it the screens outside the shell use too (buttons, class names), so the sign-in page
 * does not download the shell's menus. Left to automatic splitting these made ~45 files of about
 * 1 KB, one per set of importing screens, and a phone pays a round trip for each. What only the
 * dashboard uses stays in its own chunk; what only other screens use stays theirs.
 */
function shellChunks(graph: ModuleGraph): Map<string, "base" | "shell"> {
  const entry = staticClosure(graph, [MAIN]);
  const targets = new Set<string>();
  const stack = [MAIN];
  const visited = new Set<string>();
  while (stack.length) {
    const id = stack.pop()!;
    if (visited.has(id)) continue;
    visited.add(id);
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    for (const next of info.importedIds) stack.push(next);
    for (const next of info.dynamicallyImportedIds) {
      targets.add(next);
      stack.push(next);
    }
  }
  targets.delete(SHELL);
  targets.delete(HOME);
  const others = staticClosure(graph, [...targets]);
  const outside = staticClosure(
    graph,
    [...targets].filter((id) => OUTSIDE_SHELL.test(id)),
  );
  const shell = staticClosure(graph, [SHELL]);
  for (const id of staticClosure(graph, [HOME])) if (others.has(id)) shell.add(id);
  const chunks = new Map<string, "base" | "shell">();
  for (const id of shell) if (!entry.has(id)) chunks.set(id, outside.has(id) ? "base" : "shell");
  return chunks;
}

/** Computed once per build, from the first module the group asks about. */
let chunks: Map<string, "base" | "shell"> | undefined;

/** The file naming, per app route, the scripts its page may ask for in its HTML (server/static.ts). */
const ROUTE_PRELOADS = "route-preloads.json";

/**
 * The dashboard is where a sign-in lands: its HTML names the shell's and the page's scripts, so
 * the browser fetches them with React instead of after it (decision 062). The other routes keep
 * the plain index.html: their pages are asked for when the router knows them, as before.
 */
function routePreloads(): Plugin {
  return {
    name: "route-preloads",
    apply: "build",
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === "chunk");
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const closure = (files: string[]) => {
        const seen = new Set<string>();
        const stack = [...files];
        while (stack.length) {
          const file = stack.pop()!;
          if (seen.has(file)) continue;
          seen.add(file);
          stack.push(...(byFile.get(file)?.imports ?? []));
        }
        return seen;
      };
      const entry = chunks.find((c) => c.isEntry && c.facadeModuleId === path.join(web, "index.html"));
      const layout = chunks.find((c) => c.moduleIds.includes(SHELL));
      const home = chunks.find((c) => c.facadeModuleId === HOME);
      if (!entry || !layout || !home) throw new Error("route-preloads: entry, shell or dashboard chunk not found");
      const loaded = closure([entry.fileName]);
      const preloads = [...closure([layout.fileName, home.fileName])].filter((f) => !loaded.has(f)).map((f) => `/${f}`);
      this.emitFile({ type: "asset", fileName: ROUTE_PRELOADS, source: JSON.stringify({ "/dashboard": preloads }) });
    },
  };
}

// The API that `npm run dev` serves; its APP_URL (default) is this address.
const API = "http://localhost:3000";

export default defineConfig({
  root: web,
  publicDir: path.join(web, "public"),
  plugins: [
    react(),
    tailwindcss(),
    prerenderLanding(),
    routePreloads(),
    precompress(),
    { name: "shell-chunks", buildStart: () => void (chunks = undefined) },
  ],
  resolve: { alias },
  build: {
    outDir: path.join(import.meta.dirname, "dist/web"),
    emptyOutDir: true,
    // Every browser the app supports preloads modules itself: the polyfill would be one more request.
    modulePreload: { polyfill: false },
    // Two pages: the app (index.html, every route but "/") and the prerendered landing page.
    rolldownOptions: {
      input: [path.join(web, "index.html"), path.join(web, LANDING_HTML)],
      output: {
        codeSplitting: {
          groups: [
            // What every screen runs first, one file beside the entry's own code: React, the
            // router, the query cache, the toasts. Barrels (react-query) are taken whole here, so
            // a hook tree-shaken out of the entry does not end in a file of its own.
            {
              name: "react",
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/][^\\/]+|sonner)[\\/]/,
              priority: 3,
            },
            // Every icon the app draws, in one file (~80 icons, a few KB compressed), instead of
            // one file per icon and set of screens.
            { name: "icones", test: /node_modules[\\/]lucide-react[\\/]/, priority: 2 },
            {
              debugName: "shell",
              name: (id, ctx) => (chunks ??= shellChunks(ctx)).get(id) ?? null,
              // What it imports from the entry (React, the router) stays in the entry.
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      "/api": {
        target: API,
        // The API refuses writes from another origin (http/security.ts), and this dev server is
        // one (another port). A page of the dev server itself (Origin's host = Host) is the app:
        // present it as the API's own origin. Anything else keeps its Origin and is refused.
        configure: (proxy) => {
          proxy.on("proxyReq", (proxyReq, req) => {
            const origin = req.headers.origin;
            if (origin && URL.canParse(origin) && new URL(origin).host === req.headers.host) {
              proxyReq.setHeader("origin", API);
            }
          });
        },
      },
    },
  },
});
