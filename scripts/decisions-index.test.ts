import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  checkBenchLogs,
  checkDecisions,
  INDEX_FILE,
  parseDecision,
  readDecisions,
  renderIndex,
  type TDecision,
} from "./decisions-index";

const decision = (number: string, header: string) =>
  parseDecision(`${number}-a-title.md`, `# ${number} — A title\n\n${header}\n\n## Context\n\nText.\n`);

describe("docs/decisions", () => {
  it("the decisions index lists every decision as its file says", async () => {
    const expected = await renderIndex(readDecisions());
    const actual = readFileSync(INDEX_FILE, "utf8");
    expect(actual, "docs/decisions/README.md is out of date: run `npm run docs:decisions`").toBe(expected);
  });

  it("reads the title and the header lines, wrapped lines joined", () => {
    const d = decision(
      "013",
      "Status: partly superseded (issue 13;\nthe counts by 035)\n\nSummary: What an\nobligation is.\n\nPartly superseded by: 035, 042\n\nPartly supersedes: 005",
    );
    expect(d).toEqual({
      number: "013",
      file: "013-a-title.md",
      title: "A title",
      status: "partly superseded",
      summary: "What an obligation is.",
      links: {
        "Superseded by": [],
        "Partly superseded by": ["035", "042"],
        Supersedes: [],
        "Partly supersedes": ["005"],
      },
    });
  });

  it("refuses a decision without its file name, title, status or summary in the house's form", () => {
    const text = "# 001 — A title\n\nStatus: accepted\n\nSummary: One sentence.\n";
    expect(() => parseDecision("001-Papéis.md", text)).toThrow(/NNN-kebab-title\.md/);
    expect(() => parseDecision("002-a-title.md", text)).toThrow(/"# 002 — Title"/);
    expect(() => decision("001", "Summary: One sentence.")).toThrow(/001-a-title\.md: under the title, "Status:/);
    expect(() => decision("001", "Status: accepted; later changed\n\nSummary: One sentence.")).toThrow(/Status:/);
    expect(() => decision("001", "Status: accepted (issue 12)")).toThrow(/Summary:/);
    expect(decision("001", "Status: accepted — issue 12\n\nSummary: One sentence.").status).toBe("accepted");
  });

  it("refuses a supersession written on one side only, backwards, or not reflected in the status", () => {
    const pair = (older: string, newer: string): TDecision[] => [
      decision("005", `Status: partly superseded\n\nSummary: Older.${older}`),
      decision("013", `Status: accepted\n\nSummary: Newer.${newer}`),
    ];
    expect(() => checkDecisions(pair("\n\nPartly superseded by: 013", "\n\nPartly supersedes: 005"))).not.toThrow();
    expect(() => checkDecisions(pair("\n\nPartly superseded by: 013", ""))).toThrow(
      /must say "Partly supersedes: 005"/,
    );
    expect(() => checkDecisions(pair("", "\n\nPartly supersedes: 005"))).toThrow(
      /must say "Partly superseded by: 013"/,
    );
    expect(() => checkDecisions(pair("\n\nPartly superseded by: 099", ""))).toThrow(/names no decision/);
    const backwards = [decision("005", "Status: accepted\n\nSummary: S.\n\nSupersedes: 013"), pair("", "")[1]];
    expect(() => checkDecisions(backwards)).toThrow(/only by a later one/);
    const wrongStatus = [
      decision("005", "Status: accepted\n\nSummary: S.\n\nSuperseded by: 013"),
      decision("013", "Status: accepted\n\nSummary: S.\n\nSupersedes: 005"),
    ];
    expect(() => checkDecisions(wrongStatus)).toThrow(/"Status: superseded"/);
  });

  it("refuses a bench log that no decision links to", () => {
    const decisions = [decision("033", "Status: accepted\n\nSummary: The bench.")];
    const linked = new Map([["033-a-title.md", "… [log](../bench/033-bench.md) …"]]);
    expect(() => checkBenchLogs(decisions, linked, ["033-bench.md"])).not.toThrow();
    expect(() => checkBenchLogs(decisions, new Map(), ["033-bench.md"])).toThrow(/must link to its log/);
    expect(() => checkBenchLogs(decisions, linked, ["034-other.md"])).toThrow(/number of a decision/);
  });
});
