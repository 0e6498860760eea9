import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Field } from "@sveltia/cms";
import type { z } from "zod";

import { CONTENT_FOLDER, editorFields } from "../admin/cms-config";
import { contentFiles } from "../app/content/schema";

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * `data` as the editor saves it once the owner has emptied every optional field: Sveltia writes no
 * empty optional field (`omit_empty_optional_fields`, admin/cms-config.ts), so each one the
 * editor's configuration marks `required: false` is left out, at any depth.
 */
export function withoutOptionalFields(data: Json, fields: readonly Field[]): Json {
  const entries = fields.flatMap((field): [string, unknown][] => {
    const value = data[field.name];
    if (("required" in field && field.required === false) || value === undefined) return [];
    if (!("fields" in field) || !field.fields) return [[field.name, value]];
    const inner = field.fields;
    if (Array.isArray(value))
      return [
        [field.name, value.map((item) => (isObject(item) ? withoutOptionalFields(item, inner) : item))],
      ];
    return [[field.name, isObject(value) ? withoutOptionalFields(value, inner) : value]];
  });
  return Object.fromEntries(entries);
}

const saved = (data: Json) => `${JSON.stringify(data, null, 2)}\n`;

/** `fields` with the field at `path` (names, outer to inner) marked required. */
const requiring = (fields: readonly Field[], [name, ...inner]: string[]): Field[] =>
  fields.map((field) => {
    if (field.name !== name) return field;
    if (!inner.length) return { ...field, required: true } as Field;
    return { ...field, fields: requiring("fields" in field ? (field.fields ?? []) : [], inner) } as Field;
  });

/** The parameters an agent's tool's example result names as `{parametro}`. */
const namedParameters = (tool: Json) =>
  new Set(
    ((tool.result ?? []) as Json[]).flatMap(({ value }) =>
      [...String(value).matchAll(/\{([a-z][a-z0-9_]*)\}/g)].map(([, name]) => name),
    ),
  );

/**
 * An agent and its editor's fields keeping what its rules need, however much else the owner
 * empties: every tool's turn in the script (each tool must be used) and the parameters its example
 * result names (each `{parametro}` must be one). A tool whose result names none keeps none.
 */
function keepingWhatAgentsNeed(agent: Json, fields: readonly Field[]): [Json, Field[]] {
  const tools = (agent.tools as Json[]).map((tool) => {
    const named = namedParameters(tool);
    const parameters = ((tool.parameters ?? []) as Json[]).filter(({ name }) => named.has(String(name)));
    return { ...tool, parameters: parameters.length ? parameters : undefined };
  });
  return [{ ...agent, tools }, requiring(requiring(fields, ["tools", "parameters"]), ["script", "tool"])];
}

/** What the owner keeps, for the build to accept what is left (see `writeSparseContent`). */
export type Kept = {
  /** The demo page's labels of these tools, themselves emptied of what is optional. */
  labelsOf?: readonly string[];
  /** In each agent, what its rules need (`keepingWhatAgentsNeed`). */
  agentRules?: boolean;
};

/**
 * Writes every content file of the project at `from` into the one at `to` as the editor saves it
 * once every optional field is emptied, keeping only what `kept` names.
 */
export function writeSparseContent(from: string, to: string, kept: Kept = {}): void {
  const folder = ({ folder, schema }: { folder: string; schema: z.ZodType }) =>
    readdirSync(join(from, CONTENT_FOLDER, folder)).map((name) => ({ file: join(folder, name), schema }));
  const files = [
    ...contentFiles.pages.map(({ file, schema }) => ({ file, schema })),
    ...folder(contentFiles.cases),
    ...folder(contentFiles.agents),
  ];
  for (const { file, schema } of files) {
    let data = JSON.parse(readFileSync(join(from, CONTENT_FOLDER, file), "utf8")) as Json;
    let fields = editorFields(schema);
    if (kept.agentRules && schema === contentFiles.agents.schema)
      [data, fields] = keepingWhatAgentsNeed(data, fields);
    const sparse = withoutOptionalFields(data, fields);
    const actions = fields.find((field) => field.name === "actions");
    if (actions && kept.labelsOf?.length) {
      const labels = withoutOptionalFields(data, [{ ...actions, required: true }]).actions as Json[];
      sparse.actions = labels.filter((label) => kept.labelsOf?.includes(String(label.tool)));
    }
    const path = join(to, CONTENT_FOLDER, file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, saved(sparse));
  }
}
