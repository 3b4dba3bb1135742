// Writes docs/decisions/README.md, the index of the decisions, from the decisions' own header lines
// (`npm run docs:decisions`). Generated so that it cannot drift from the files; a test compares it.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { format, resolveConfig } from "prettier";

export const DECISIONS_DIR = path.join(import.meta.dirname, "..", "docs", "decisions");
export const BENCH_DIR = path.join(import.meta.dirname, "..", "docs", "bench");
export const INDEX_FILE = path.join(DECISIONS_DIR, "README.md");

export const STATUSES = ["proposed", "accepted", "superseded", "partly superseded"] as const;
export type TStatus = (typeof STATUSES)[number];

const FILE_NAME = /^(\d{3})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;
const STATUS = new RegExp(`^(${STATUSES.join("|")})(?: \\(.+\\)| — .+)?$`);
const NUMBERS = /^\d{3}(?:, \d{3})*$/;
const LINK_KEYS = ["Superseded by", "Partly superseded by", "Supersedes", "Partly supersedes"] as const;
type TLinkKey = (typeof LINK_KEYS)[number];
const KEYS = ["Status", "Summary", ...LINK_KEYS] as const;

export type TDecision = {
  number: string;
  file: string;
  title: string;
  status: TStatus;
  summary: string;
  links: Record<TLinkKey, string[]>;
};

/** Reads one decision's title and header paragraphs (`Key: value`, wrapped lines joined). */
export function parseDecision(file: string, text: string): TDecision {
  const fail = (why: string) => new Error(`docs/decisions/${file}: ${why}`);
  const number = FILE_NAME.exec(file)?.[1];
  if (!number) throw fail("the file name must be NNN-kebab-title.md, in English and lower case");
  const [first, ...rest] = text.split("\n");
  const title = new RegExp(`^# ${number} — (.+)$`).exec(first)?.[1];
  if (!title) throw fail(`the first line must be "# ${number} — Title"`);

  const fields = new Map<string, string>();
  for (const paragraph of rest
    .join("\n")
    .trim()
    .split(/\n\s*\n/)) {
    const field = /^([A-Z][a-z ]+): ([\s\S]+)$/.exec(paragraph);
    const key = KEYS.find((k) => k === field?.[1]);
    if (!field || !key) break;
    if (fields.has(key)) throw fail(`"${key}:" is given twice`);
    fields.set(key, field[2].replace(/\s*\n\s*/g, " ").trim());
  }

  const status = fields.get("Status");
  const value = status && STATUS.exec(status)?.[1];
  if (!value) {
    throw fail(`under the title, "Status: ${STATUSES.join(" | ")}", any detail after " — " or in parentheses`);
  }
  const summary = fields.get("Summary");
  if (!summary?.endsWith(".")) throw fail('under the status, "Summary: " and one sentence ending with a period');
  const links = Object.fromEntries(
    LINK_KEYS.map((key) => {
      const list = fields.get(key);
      if (list !== undefined && !NUMBERS.test(list)) throw fail(`"${key}:" takes decision numbers: 012, 035`);
      return [key, list ? list.split(", ") : []];
    }),
  ) as Record<TLinkKey, string[]>;
  return { number, file, title, status: value as TStatus, summary, links };
}

/** Checks what no single file can: numbers used once, links both ways, the status they imply. */
export function checkDecisions(decisions: TDecision[]): void {
  const byNumber = new Map<string, TDecision>();
  for (const d of decisions) {
    if (byNumber.has(d.number))
      throw new Error(`decision ${d.number} has two files: ${d.file}, ${byNumber.get(d.number)?.file}`);
    byNumber.set(d.number, d);
  }
  const mirror: Record<TLinkKey, TLinkKey> = {
    "Superseded by": "Supersedes",
    "Partly superseded by": "Partly supersedes",
    Supersedes: "Superseded by",
    "Partly supersedes": "Partly superseded by",
  };
  for (const d of decisions) {
    for (const key of LINK_KEYS) {
      for (const n of d.links[key]) {
        const other = byNumber.get(n);
        if (!other) throw new Error(`${d.file}: "${key}: ${n}" names no decision`);
        if (key.endsWith("by") ? n <= d.number : n >= d.number) {
          throw new Error(`${d.file}: "${key}: ${n}": a decision is superseded only by a later one`);
        }
        if (!other.links[mirror[key]].includes(d.number)) {
          throw new Error(`${d.file} says "${key}: ${n}", so ${other.file} must say "${mirror[key]}: ${d.number}"`);
        }
      }
    }
    const implied = d.links["Superseded by"].length
      ? "superseded"
      : d.links["Partly superseded by"].length
        ? "partly superseded"
        : undefined;
    if (implied && d.status !== implied) throw new Error(`${d.file}: its links make it "Status: ${implied}"`);
    if (d.status === "superseded" && !implied) throw new Error(`${d.file}: "Superseded by:" must name the decision`);
  }
}

/** Each bench log is named after its decision, which links to it. */
export function checkBenchLogs(decisions: TDecision[], texts: Map<string, string>, logs: string[]): void {
  for (const log of logs) {
    const decision = decisions.find((d) => log.startsWith(`${d.number}-`));
    if (!decision) throw new Error(`docs/bench/${log}: its name must start with the number of a decision`);
    if (!texts.get(decision.file)?.includes(`../bench/${log}`)) {
      throw new Error(`docs/decisions/${decision.file} must link to its log, ../bench/${log}`);
    }
  }
}

const HEADER = `# Decisions

One decision per file. This index is written from the files by \`npm run docs:decisions\`, and a
test fails while it is out of date: edit a decision, then run the command.

## Writing a decision

- **File name**: \`NNN-kebab-title.md\`, in English and lower case, with the next free number.
- **First line**: \`# NNN — Title\`.
- **Then, one paragraph each**, in this order:
  - \`Status: <value>\`, the value one of ${STATUSES.map((s) => `\`${s}\``).join(", ")}, with any
    detail after an em dash or in parentheses;
  - \`Summary: <one sentence>\`, in English, which this index shows;
  - when a later decision changes this one, \`Superseded by: NNN\` or \`Partly superseded by: NNN, NNN\`,
    and on the later one \`Supersedes: NNN\` or \`Partly supersedes: NNN\` (the test checks both sides and
    that the status says so).
- **Measurements**: the decision keeps its conclusion and the key figures; the runs themselves
  (tables of runs, autocannon or pgbench output, per-run logs) go to \`docs/bench/NNN-topic.md\`, which the
  decision links.
- **References** from code and other documents name a decision by its number ("decision 035").

## Index
`;

function link(d: TDecision): string {
  return `[${d.number}](${d.file})`;
}

export async function renderIndex(decisions: TDecision[]): Promise<string> {
  const byNumber = new Map(decisions.map((d) => [d.number, d]));
  const laterOnes = (d: TDecision) => [
    ...d.links["Superseded by"].map((n) => link(byNumber.get(n)!)),
    // The status says "partly"; only a decision superseded both ways needs each link to say which.
    ...d.links["Partly superseded by"].map(
      (n) => `${link(byNumber.get(n)!)}${d.links["Superseded by"].length ? " (in part)" : ""}`,
    ),
  ];
  const cell = (text: string) => text.replaceAll("|", "\\|");
  const rows = decisions.map((d) =>
    [link(d), cell(d.title), d.status, cell(d.summary), laterOnes(d).join(", ")].join(" | "),
  );
  const table = [
    "| No. | Title | Status | Summary | Superseded by |",
    "|---|---|---|---|---|",
    ...rows.map((r) => `| ${r} |`),
  ];
  const markdown = `${HEADER}\n${table.join("\n")}\n`;
  return format(markdown, { ...(await resolveConfig(INDEX_FILE)), parser: "markdown" });
}

/** Every decision of the folder, parsed and checked, in number order. */
export function readDecisions(dir = DECISIONS_DIR, benchDir = BENCH_DIR): TDecision[] {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".md") && f !== path.basename(INDEX_FILE))
    .sort();
  const texts = new Map(files.map((f) => [f, readFileSync(path.join(dir, f), "utf8")]));
  const decisions = files.map((f) => parseDecision(f, texts.get(f)!));
  checkDecisions(decisions);
  checkBenchLogs(
    decisions,
    texts,
    readdirSync(benchDir).filter((f) => f.endsWith(".md")),
  );
  return decisions;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  writeFileSync(INDEX_FILE, await renderIndex(readDecisions()));
  console.log(`Wrote ${path.relative(process.cwd(), INDEX_FILE)}.`);
}
