import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import type { Plugin } from "vite";
import type { z } from "zod";

import { CAT_AGENT_SLUG, type DemoAgent, demoAgent } from "../contracts/demo-agents.mjs";
import { chatPreviewAnswers } from "./demo-chat.ts";
import { previewScript } from "./demo-preview.ts";
import {
  type AgentContent,
  AGENT_SLUG,
  CASE_SLUG,
  type CaseContent,
  contentFiles,
  type DemoContent,
  type HomeContent,
  landingAreas,
} from "./schema.ts";

/** Where the owner's files live, from the project's root. */
export const CONTENT_DIR = join("app", "content", "data");

/** A missing field reads "missing", not zod's "received undefined". */
const parseOptions = {
  error: (issue: { code?: string; input?: unknown; expected?: string }) =>
    issue.code === "invalid_type" && issue.input === undefined
      ? `missing (expected ${issue.expected})`
      : undefined,
};

/**
 * One file's text through its schema: the data as the pages get it (the schema's defaults in
 * place of what the editor leaves out), or each problem as `path: field.path: rule`.
 */
export function parseContentFile(
  path: string,
  text: string,
  schema: z.ZodType,
): { data?: unknown; problems: string[] } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { problems: [`${path}: not valid JSON (${(error as Error).message})`] };
  }
  const result = schema.safeParse(json, parseOptions);
  if (result.success) return { data: result.data, problems: [] };
  return {
    problems: result.error.issues.map((issue) =>
      [path, ...(issue.path.length ? [issue.path.join(".")] : []), issue.message].join(": "),
    ),
  };
}

/** The schema a file below the content folder must follow, or why it has none. */
function schemaFor(file: string): z.ZodType | string {
  const page = contentFiles.pages.find((entry) => entry.file === file);
  if (page) return page.schema;
  const [folder, name, ...deeper] = file.split("/");
  if (folder === contentFiles.cases.folder && name && deeper.length === 0) {
    const slug = name.replace(/\.json$/, "");
    return CASE_SLUG.test(slug)
      ? contentFiles.cases.schema
      : "a case's file name is its address: lowercase letters, digits and inner dashes (logistica.json)";
  }
  if (folder === contentFiles.agents.folder && name && deeper.length === 0) {
    const slug = name.replace(/\.json$/, "");
    if (slug === CAT_AGENT_SLUG)
      return `an agent's file name is its address, and "${CAT_AGENT_SLUG}" names CAT's own assistant in the demo's events: choose another (cobranzas.json)`;
    return AGENT_SLUG.test(slug)
      ? contentFiles.agents.schema
      : "an agent's file name is its address: lowercase letters, digits and inner dashes (cobranzas.json)";
  }
  return "not a file the site reads (see app/content/schema.ts)";
}

/** `file` (below the content folder, with `/`) of the project at `root`, parsed as the pages get it. */
function loadContentFile(root: string, file: string): { data?: unknown; problems: string[] } {
  const path = join(CONTENT_DIR, file);
  const schema = schemaFor(file);
  if (typeof schema === "string") return { problems: [`${path}: ${schema}`] };
  return parseContentFile(path, readFileSync(join(root, path), "utf8"), schema);
}

/** The voice demo's file, whose labels the preview's tools need. */
const DEMO_FILE = "demo-cat.json";

/** Every tool the preview's scripts use, the call's and the chat's, in order of first use. */
export const scriptedTools = [
  ...new Set([...previewScript, ...chatPreviewAnswers].flatMap((turn) => turn.action?.tool ?? [])),
];

/**
 * The preview's tools the owner's labels do not name: renaming a tool at /admin/ would otherwise
 * turn the preview's cards into 'Trabajando en tu pedido…' without a word.
 */
function unlabelledTools(path: string, demo: DemoContent): string[] {
  const labelled = new Set(demo.actions.map((action) => action.tool));
  return scriptedTools
    .filter((tool) => !labelled.has(tool))
    .map((tool) => `${path}: actions: no label for "${tool}", a tool the preview's script uses`);
}

/** The landing's file, whose «Soluciones por área» name the areas agents and cases may give. */
const HOME_FILE = "home.json";

/** An area name the landing does not have, as a problem of `where` (file and field). */
const unknownArea = (where: string, area: string, areas: string[]) =>
  areas.includes(area)
    ? []
    : [
        `${where}: "${area}" is not an area of the landing (home.json, industries.items.title): ${areas.map((name) => `"${name}"`).join(", ")}`,
      ];

/**
 * The problems of one parsed file that only the other files show: the preview's tools the owner's
 * labels lost (`unlabelledTools`), an area the landing does not have (an agent's `area`, a case's
 * `page.area`; `areas` is undefined while home.json itself has problems), and an area two agents
 * share: the landing's card links one.
 */
function problemsAcross(
  file: string,
  data: unknown,
  { areas, agentsByArea }: { areas?: string[]; agentsByArea: Map<string, string[]> },
): string[] {
  const path = join(CONTENT_DIR, file);
  if (file === DEMO_FILE) return unlabelledTools(path, data as DemoContent);
  if (!areas) return [];
  const [folder] = file.split("/");
  if (folder === contentFiles.cases.folder) {
    const { area } = (data as CaseContent).page;
    return area === undefined ? [] : unknownArea(`${path}: page.area`, area, areas);
  }
  if (folder !== contentFiles.agents.folder) return [];
  const { area } = data as AgentContent;
  const others = (agentsByArea.get(area) ?? []).filter((other) => other !== file);
  return [
    ...unknownArea(`${path}: area`, area, areas),
    ...(others.length
      ? [
          `${path}: area: "${area}" is also the area of ${others.map((other) => join(CONTENT_DIR, other)).join(", ")}: one agent per area, the one the landing's card links`,
        ]
      : []),
  ];
}

const filesBelow = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesBelow(path) : [path];
  });

/**
 * Every problem of the content folder below `root` (the project's root), each naming the file from
 * the root, the field's path and the rule. Empty when every file is valid, every page's file is
 * there, the owner's labels name every tool the preview uses, and every area named is one of the
 * landing's, with one agent at most.
 */
export function contentProblems(root: string): string[] {
  const dir = join(root, CONTENT_DIR);
  const files = filesBelow(dir)
    .filter((path) => path.endsWith(".json"))
    .map((path) => relative(dir, path).split(sep).join("/"))
    .sort();
  const missing = contentFiles.pages
    .filter((page) => !files.includes(page.file))
    .map((page) => `${join(CONTENT_DIR, page.file)}: missing file`);
  const loaded = files.map((file) => ({ file, ...loadContentFile(root, file) }));
  const home = loaded.find(({ file, problems }) => file === HOME_FILE && !problems.length);
  const agentsByArea = new Map<string, string[]>();
  for (const { file, data, problems } of loaded)
    if (file.startsWith(`${contentFiles.agents.folder}/`) && !problems.length) {
      const { area } = data as AgentContent;
      agentsByArea.set(area, [...(agentsByArea.get(area) ?? []), file]);
    }
  // Without a valid landing its problems say why; the areas are checked once it parses.
  const areas = home && landingAreas(home.data as HomeContent);
  return [
    ...missing,
    ...loaded.flatMap(({ file, data, problems }) =>
      problems.length ? problems : problemsAcross(file, data, { areas, agentsByArea }),
    ),
  ];
}

/**
 * The demo agents of the content below `root`, as their calls need them (app/contracts/demo-agents.mjs):
 * the build writes them for the endpoints, which build each agent's overrides and answer its tools
 * from the content the pages were built with. Throws a `ContentError` for a file that is not valid.
 */
export function contentAgents(root: string): DemoAgent[] {
  const folder = join(root, CONTENT_DIR, contentFiles.agents.folder);
  return readdirSync(folder)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => {
      const { data, problems } = loadContentFile(root, `${contentFiles.agents.folder}/${name}`);
      if (problems.length) throw new ContentError(problems);
      return demoAgent(name.slice(0, -".json".length), data as AgentContent);
    });
}

export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid site content:\n  ${problems.join("\n  ")}\nThe rules are in app/content/schema.ts.`);
    this.name = "ContentError";
  }
}

/** Throws a `ContentError` listing every problem of the content below `root`. */
export function checkContent(root: string): void {
  const problems = contentProblems(root);
  if (problems.length) throw new ContentError(problems);
}

/**
 * Hands the pages each content file as its schema parses it, so a file the build accepts is the
 * data the components were typed for (docs/architecture.md, "Copy"). It runs in the build and the
 * tests, in Node: the pages import finished JSON, and neither zod nor the schema reaches the browser.
 */
export function contentPlugin(): Plugin {
  let dir = resolve(CONTENT_DIR);
  let root = process.cwd();
  return {
    name: "agentia:content",
    enforce: "pre",
    configResolved(config) {
      root = config.root;
      dir = resolve(root, CONTENT_DIR);
    },
    load(id) {
      const path = id.replace(/\?.*$/, "");
      if (!path.startsWith(dir + sep) || !path.endsWith(".json")) return null;
      const { data, problems } = loadContentFile(root, relative(dir, path).split(sep).join("/"));
      if (problems.length) throw new ContentError(problems);
      return JSON.stringify(data);
    },
  };
}
