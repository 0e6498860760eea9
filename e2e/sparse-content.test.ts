import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { CONTENT_FOLDER } from "../admin/cms-config";
import { contentProblems, scriptedTools } from "../app/content/check-content";
import { writeSparseContent } from "./sparse-content";

const root = resolve(import.meta.dirname, "..");
let copy: string;

const read = (file: string) => readFileSync(join(copy, CONTENT_FOLDER, file), "utf8");

/** Every key path of a JSON value, array indexes as `*`. */
function paths(value: unknown, prefix = ""): string[] {
  if (Array.isArray(value)) return [...new Set(value.flatMap((item) => paths(item, `${prefix}.*`)))];
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) => [
    `${prefix}.${key}`,
    ...paths(item, `${prefix}.${key}`),
  ]);
}

describe("writeSparseContent", () => {
  beforeEach(() => {
    copy = mkdtempSync(join(tmpdir(), "agentia-sparse-"));
  });
  afterEach(() => rmSync(copy, { recursive: true, force: true }));

  it("leaves out exactly the optional fields, and writes each file as the editor does", () => {
    writeSparseContent(root, copy);
    const original = paths(JSON.parse(readFileSync(join(root, CONTENT_FOLDER, "home.json"), "utf8")));
    const home = read("home.json");
    expect(home).toBe(`${JSON.stringify(JSON.parse(home), null, 2)}\n`);
    expect(original.filter((path) => !paths(JSON.parse(home)).includes(path))).toEqual([
      ".services.items.*.details.caseStudies",
      ".services.items.*.details.caseStudies.*.title",
      ".services.items.*.details.caseStudies.*.result",
      ".services.items.*.details.highlight",
      ".services.items.*.details.highlight.title",
      ".services.items.*.details.highlight.figures",
      ".services.items.*.details.highlight.image",
    ]);
    expect(JSON.parse(read("demo-cat.json"))).not.toHaveProperty("actions");
    // A case's only optional field is the area its page links the agent of.
    const logistica = JSON.parse(readFileSync(join(root, CONTENT_FOLDER, "cases/logistica.json"), "utf8"));
    delete logistica.page.area;
    expect(read("cases/logistica.json")).toBe(`${JSON.stringify(logistica, null, 2)}\n`);
  });

  it("empties an agent's optional fields, its script's tools and its tools' parameters too", () => {
    writeSparseContent(root, copy);
    const original = paths(
      JSON.parse(readFileSync(join(root, CONTENT_FOLDER, "agents/encuestas.json"), "utf8")),
    );
    const agent = read("agents/encuestas.json");
    expect(agent).toBe(`${JSON.stringify(JSON.parse(agent), null, 2)}\n`);
    expect(original.filter((path) => !paths(JSON.parse(agent)).includes(path))).toEqual([
      ".tools.*.parameters",
      ".tools.*.parameters.*.name",
      ".tools.*.parameters.*.description",
      ".tools.*.parameters.*.example",
      ".tools.*.parameters.*.required",
      ".tools.*.label.result",
      ".tools.*.label.result.field",
      ".tools.*.label.result.text",
      ".script.*.tool",
    ]);
  });

  it("writes an agent as the editor does, keeping only what its rules need, and the checks accept it", () => {
    writeSparseContent(root, copy, { labelsOf: scriptedTools, agentRules: true });
    expect(contentProblems(copy)).toEqual([]);
    const original = paths(
      JSON.parse(readFileSync(join(root, CONTENT_FOLDER, "agents/encuestas.json"), "utf8")),
    );
    const agent = JSON.parse(read("agents/encuestas.json"));
    expect(original.filter((path) => !paths(agent).includes(path))).toEqual([
      ".tools.*.parameters.*.required",
      ".tools.*.label.result",
      ".tools.*.label.result.field",
      ".tools.*.label.result.text",
    ]);
    // A tool with no parameters, and turns without a tool, as the editor writes them.
    expect(agent.tools.filter((tool: object) => !("parameters" in tool))).toHaveLength(1);
    expect(agent.script.filter((turn: object) => !("tool" in turn)).length).toBeGreaterThan(0);
  });

  it("keeps the labels it is asked to, without their optional result", () => {
    writeSparseContent(root, copy, { labelsOf: scriptedTools });
    const { actions } = JSON.parse(read("demo-cat.json"));
    expect(actions.map((action: { tool: string }) => action.tool)).toEqual(scriptedTools);
    for (const action of actions) expect(Object.keys(action)).toEqual(["tool", "running", "done"]);
  });
});
