import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Field } from "@sveltia/cms";

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

/**
 * Writes every content file of the project at `from` into the one at `to` as the editor saves it
 * once every optional field is emptied, keeping only the labels of the tools in `keepLabelsOf`
 * (themselves emptied of what is optional).
 */
export function writeSparseContent(from: string, to: string, keepLabelsOf: readonly string[] = []): void {
  const files = [
    ...contentFiles.pages.map(({ file, schema }) => ({ file, schema })),
    ...readdirSync(join(from, CONTENT_FOLDER, contentFiles.cases.folder)).map((name) => ({
      file: join(contentFiles.cases.folder, name),
      schema: contentFiles.cases.schema,
    })),
  ];
  for (const { file, schema } of files) {
    const data = JSON.parse(readFileSync(join(from, CONTENT_FOLDER, file), "utf8")) as Json;
    const fields = editorFields(schema);
    const sparse = withoutOptionalFields(data, fields);
    const actions = fields.find((field) => field.name === "actions");
    if (actions && keepLabelsOf.length) {
      const labels = withoutOptionalFields(data, [{ ...actions, required: true }]).actions as Json[];
      sparse.actions = labels.filter((label) => keepLabelsOf.includes(String(label.tool)));
    }
    const path = join(to, CONTENT_FOLDER, file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, saved(sparse));
  }
}
