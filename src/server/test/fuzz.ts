// Malformed requests derived from the app itself (its route table and its OpenAPI document), so
// a route added later is fuzzed without anyone listing it.
import fs from "node:fs/promises";
import { sql } from "drizzle-orm";
import type { App } from "../app";
import { pdfBytes } from "./files";
import type { TestApp } from "./test-app";

export interface TJsonSchema {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: TJsonSchema[];
  properties?: Record<string, TJsonSchema>;
  required?: string[];
  maxLength?: number;
  format?: string;
  items?: TJsonSchema;
  minimum?: number;
  $ref?: string;
}

export interface TRoute {
  method: string;
  /** As Hono writes it: /api/clientes/:id */
  path: string;
  params: string[];
  /** The JSON body's schema; undefined when the route takes none. */
  body?: TJsonSchema;
  query: [name: string, schema: TJsonSchema][];
  /**
   * False for the multipart uploads: the document describes their form, but the router does not
   * validate it (readUploadForm does), so they get multipart cases instead of JSON ones.
   */
  documented: boolean;
  /** A multipart upload's form as the document describes it: its file field and its text fields. */
  form?: TForm;
}

export interface TForm {
  arquivo: string;
  campos: [name: string, schema: TJsonSchema][];
}

export interface TCase {
  /** "POST /api/clientes": the route the case was made for. */
  route: string;
  label: string;
  method: string;
  url: string;
  body?: string | FormData;
  /** Besides being a 4xx in Portuguese, the answer must have this status, name this field or say this. */
  status?: number;
  field?: string;
  message?: string;
}

export const INVALID_TEXT = "O texto enviado contém caracteres inválidos.";
const NUL = "a\u0000b";
const LONG = "a".repeat(100_000);
const OVER_1_MB = JSON.stringify({ texto: "a".repeat(1024 * 1024) });
const BAD_IDS = ["%00", "nao-e-um-id", "9".repeat(5000)];
const DATE_FIELD = /^data|Date$/;

/** Every route of the app for these methods, with what the OpenAPI document says of it. */
export function routesOf(app: App, methods: string[]): TRoute[] {
  const doc = app.getOpenAPI31Document({ openapi: "3.1.0", info: { title: "fuzz", version: "1" } });
  const schemas = (doc.components?.schemas ?? {}) as Record<string, TJsonSchema>;
  const routes = new Map<string, TRoute>();
  for (const { method, path } of app.routes) {
    if (!methods.includes(method) || !path.startsWith("/api/") || routes.has(`${method} ${path}`)) continue;
    const template = path.replace(/:(\w+)(\{[^}]*\})?/g, "{$1}");
    const op = (doc.paths?.[template] as Record<string, any> | undefined)?.[method.toLowerCase()];
    let body = op?.requestBody?.content?.["application/json"]?.schema as TJsonSchema | undefined;
    if (body?.$ref) body = schemas[body.$ref.split("/").pop() ?? ""];
    const params = [...path.matchAll(/:(\w+)/g)].map((m) => m[1]);
    const query = ((op?.parameters ?? []) as { in: string; name: string; schema: TJsonSchema }[])
      .filter((p) => p.in === "query")
      .map((p): [string, TJsonSchema] => [p.name, p.schema]);
    const multipart = op?.requestBody?.content?.["multipart/form-data"]?.schema as TJsonSchema | undefined;
    routes.set(`${method} ${path}`, {
      method,
      path,
      params,
      body,
      query,
      documented: Boolean(op) && !multipart,
      form: multipart && formOf(multipart),
    });
  }
  return [...routes.values()];
}

const isFile = (s: TJsonSchema) => s.format === "binary" || s.items?.format === "binary";
/** A multipart schema's file field ('arquivo', the portal's 'arquivos') and its other fields. */
function formOf(schema: TJsonSchema): TForm {
  const props = Object.entries(schema.properties ?? {});
  const arquivo = props.find(([, s]) => isFile(s))?.[0];
  if (!arquivo) throw new Error("a multipart form without a file field");
  return { arquivo, campos: props.filter(([, s]) => !isFile(s)) };
}

/** The record a path parameter names: "licencas" for /api/licencas/:id, "licencas/x/documentos" for :docId. */
export const recordKey = (path: string, param: string) =>
  path.slice("/api/".length, path.indexOf(`:${param}`) - 1).replace(/:\w+/g, "x");

const fill = (route: TRoute, id: (param: string) => string) =>
  route.path.replace(/:(\w+)(\{[^}]*\})?/g, (_, param: string) => id(param));

const kinds = (s: TJsonSchema): string[] => [
  ...(Array.isArray(s.type) ? s.type : s.type ? [s.type] : []),
  ...(s.anyOf ?? []).flatMap(kinds),
];
const firstChoice = (s: TJsonSchema): unknown =>
  s.enum?.find((v) => v !== "") ?? s.anyOf?.map(firstChoice).find((v) => v !== undefined);
const takesText = (s: TJsonSchema) => kinds(s).includes("string") && firstChoice(s) === undefined;
// A uuid's format bounds its length; any other text needs a maximum of its own.
const isText = (s: TJsonSchema) => takesText(s) && s.format !== "uuid";
export const textFields = (fields: [string, TJsonSchema][]) => fields.filter(([, s]) => isText(s));

/** A value the field takes, so that each case below has one defect only. */
function sample(name: string, s: TJsonSchema, refs: Record<string, string>): unknown {
  const choice = firstChoice(s);
  if (choice !== undefined) return choice;
  if (kinds(s).includes("boolean")) return true;
  if (kinds(s).some((k) => k === "integer" || k === "number")) return s.minimum ?? 1;
  if (DATE_FIELD.test(name)) return "2026-03-01";
  if (/email/i.test(name)) return "fuzz.base@example.com";
  if (/password/i.test(name)) return "senha-forte-123";
  return refs[name] ?? "Texto de teste";
}

/** Values of a type the field does not take. */
function wrongTypes(s: TJsonSchema): unknown[] {
  const out: unknown[] = [{ campo: 1 }, kinds(s).includes("string") ? 12345 : "texto"];
  if (!kinds(s).includes("null")) out.push(null);
  return out;
}

function bodyCases(schema: TJsonSchema, refs: Record<string, string>) {
  const props = Object.entries(schema.properties ?? {});
  const required = schema.required ?? [];
  const base = Object.fromEntries(required.map((n) => [n, sample(n, schema.properties?.[n] ?? {}, refs)]));
  const json = (v: unknown) => JSON.stringify(v);
  const field = (name: string, value: unknown) => ({
    body: json({ ...base, [name]: value }),
    status: 400,
    field: name,
  });
  const [first] = props.map(([n]) => n);
  const cases: Omit<TCase, "route" | "method" | "url">[] = [
    { label: "invalid JSON", body: '{"nome": ', status: 400 },
    ...["[]", "null", '"texto"', "42"].map((body) => ({ label: `${body} instead of an object`, body, status: 400 })),
    { label: "NUL in a key", body: json({ ...base, ["cam\u0000po"]: "x" }), status: 400, message: INVALID_TEXT },
    {
      label: "__proto__, constructor and prototype keys",
      body: `{"__proto__":{"polluted":"sim"},"constructor":{"prototype":{"polluted":"sim"}},"prototype":{"polluted":"sim"},${json({ ...base, [first]: { campo: 1 } }).slice(1)}`,
      status: 400,
    },
  ];
  if (required.length) cases.push({ label: "{}", body: "{}", status: 400 });
  for (const [name, s] of props) {
    for (const value of wrongTypes(s)) cases.push({ label: `${name} = ${json(value)}`, ...field(name, value) });
    cases.push({ label: `${name} with NUL`, ...field(name, NUL), field: undefined, message: INVALID_TEXT });
    // An e-mail address long but well formed, so that only its length is wrong.
    const long = /email/i.test(name) ? `${LONG}@example.com` : LONG;
    if (takesText(s)) cases.push({ label: `${name} of 100 000 characters`, ...field(name, long) });
    if (DATE_FIELD.test(name) && takesText(s)) {
      for (const date of ["2026-02-30", "31/04/2026"]) cases.push({ label: `${name} = ${date}`, ...field(name, date) });
    }
    if (required.includes(name)) {
      const { [name]: _, ...missing } = base;
      cases.push({ label: `${name} missing`, body: json(missing), status: 400, field: name });
    }
  }
  return { base, cases };
}

type TArquivo = { name: string; bytes: Uint8Array };
const pdf = (name = "prova.pdf") => ({ name, bytes: pdfBytes() });

/** The upload's form with these fields, and this file in the form's file field. */
function formOfUpload({ arquivo }: TForm, fields: Record<string, string>, file?: TArquivo) {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  if (file) data.append(arquivo, new Blob([Buffer.from(file.bytes)]), file.name);
  return data;
}

/** Malformed forms for an upload, and each of its text fields wrong beside a good file. */
function multipartCases(upload: TForm): Omit<TCase, "route" | "method" | "url">[] {
  const form = (fields: Record<string, string>, file?: TArquivo) => formOfUpload(upload, fields, file);
  const { campos } = upload;
  const porCampo = textFields(campos).flatMap(([name]) => [
    { label: `${name} of 100 000 characters`, body: form({ [name]: LONG }, pdf()), status: 400, field: name },
    // An id that is none: refused in words, not by the database's uuid type.
    ...(/Id$/.test(name) ? [{ label: `${name} = ${BAD_IDS[1]}`, body: form({ [name]: BAD_IDS[1] }, pdf()) }] : []),
  ]);
  return [
    { label: "multipart without a file", body: form({ observacoes: "sem arquivo" }), status: 400 },
    { label: "JSON instead of a multipart form", body: '{"observacoes":"x"}', status: 400 },
    { label: "file name with NUL", body: form({}, pdf(`${NUL}.pdf`)), status: 400, message: INVALID_TEXT },
    { label: "text field with NUL", body: form({ observacoes: NUL }, pdf()), status: 400, message: INVALID_TEXT },
    { label: "field name with NUL", body: form({ [`obs${NUL}`]: "x" }, pdf()), status: 400, message: INVALID_TEXT },
    {
      label: "fields of the wrong kind beside a file that is not a document",
      body: form(
        { condicionanteCumprida: "talvez", comprovacaoId: LONG, observacoes: LONG },
        { name: "programa.exe", bytes: new TextEncoder().encode("MZ não é documento") },
      ),
      status: 400,
    },
    ...porCampo,
  ];
}

/** Every malformed request for one write route; `ids` holds the company's records by recordKey. */
export function writeCases(route: TRoute, ids: Record<string, string>, refs: Record<string, string>): TCase[] {
  // Without a body to refuse, a real id would let the route act: those routes get malformed ids only.
  const realIds = Boolean(route.body) || !route.documented;
  const idOf = (param: string) => {
    const id = realIds ? ids[recordKey(route.path, param)] : BAD_IDS[1];
    if (!id) throw new Error(`no record for ${route.method} ${route.path} (${recordKey(route.path, param)})`);
    return id;
  };
  const target = fill(route, idOf);
  const { base, cases } = route.body ? bodyCases(route.body, refs) : { base: undefined, cases: [] };
  const okBody = () => (route.form ? formOfUpload(route.form, {}, pdf()) : base && JSON.stringify(base));
  const all: Omit<TCase, "route" | "method">[] = [
    ...cases.map((c) => ({ ...c, url: target })),
    ...(route.form ? multipartCases(route.form).map((c) => ({ ...c, url: target })) : []),
    {
      label: "NUL in a JSON body",
      url: target,
      body: JSON.stringify({ texto: NUL }),
      status: 400,
      message: INVALID_TEXT,
    },
    { label: "JSON body over 1 MB", url: target, body: OVER_1_MB, status: 413 },
    {
      label: "NUL in the query",
      url: `${target}?q=${encodeURIComponent(NUL)}`,
      body: okBody(),
      status: 400,
      message: INVALID_TEXT,
    },
  ];
  for (const param of route.params) {
    for (const bad of BAD_IDS) {
      const url = fill(route, (p) => (p === param ? bad : idOf(p)));
      all.push({
        label: `:${param} = ${bad.slice(0, 12)}`,
        url,
        body: okBody(),
        status: bad === "%00" ? 400 : undefined,
      });
    }
  }
  return all.map((c) => ({ ...c, method: route.method, route: `${route.method} ${route.path}` }));
}

/** A NUL in the query and in each path parameter of a read route, and a wrong value for each query parameter. */
export function readCases(route: TRoute): TCase[] {
  const url = fill(route, () => "x");
  const cases: Omit<TCase, "route" | "method">[] = [
    { label: "NUL in the query", url: `${url}?q=a%00b`, message: INVALID_TEXT },
  ];
  if (route.params.length)
    cases.push({ label: "NUL in the path", url: fill(route, () => "a%00b"), message: INVALID_TEXT });
  for (const [name, s] of route.query) {
    const number = kinds(s).some((k) => k === "integer" || k === "number");
    const value = firstChoice(s) !== undefined ? "valor-invalido" : number ? "abc" : takesText(s) ? LONG : undefined;
    if (value) cases.push({ label: `${name} = ${value.slice(0, 14)}`, url: `${url}?${name}=${value}`, field: name });
  }
  return cases.map((c) => ({ ...c, method: route.method, route: `${route.method} ${route.path}`, status: 400 }));
}

/** Every table of the public schema (its rows' digest) and every stored file. */
export async function snapshot(t: TestApp) {
  const db = t.database.db;
  const { rows } = await db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  const tables: Record<string, string> = {};
  for (const { tablename } of rows) {
    const [row] = (
      await db.execute<{ n: number; digest: string | null }>(
        sql`select count(*)::int as n, md5(string_agg(t::text, ',' order by t::text)) as digest from ${sql.identifier(tablename)} t`,
      )
    ).rows;
    tables[tablename] = `${row.n} rows, ${row.digest ?? "-"}`;
  }
  const files = (await fs.readdir(t.uploadsDir, { recursive: true })).sort();
  return { tables, files };
}
