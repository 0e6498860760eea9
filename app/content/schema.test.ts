// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";

import { CONTENT_DIR } from "./check-content";
import { contentFiles } from "./schema";

type JsonSchema = { properties?: Record<string, JsonSchema>; items?: JsonSchema; anyOf?: JsonSchema[] };

const dir = resolve(import.meta.dirname, "../..", CONTENT_DIR);
const files = [
  ...contentFiles.pages.map(({ file, schema }) => ({ file, schema })),
  ...readdirSync(join(dir, contentFiles.cases.folder)).map((name) => ({
    file: `${contentFiles.cases.folder}/${name}`,
    schema: contentFiles.cases.schema,
  })),
];

/** Every object's keys that are out of the schema's order, as `path: keys`. */
function outOfOrder(value: unknown, schema: JsonSchema, path = "(root)"): string[] {
  const shape = schema.anyOf?.find((option) => option.properties || option.items) ?? schema;
  if (Array.isArray(value))
    return value.flatMap((item, i) => outOfOrder(item, shape.items ?? {}, `${path}.${i}`));
  if (value === null || typeof value !== "object" || !shape.properties) return [];
  const order = Object.keys(shape.properties);
  const keys = Object.keys(value);
  const sorted = [...keys].sort((a, b) => order.indexOf(a) - order.indexOf(b));
  return [
    ...(keys.join() === sorted.join() ? [] : [`${path}: ${keys.join(", ")}`]),
    ...keys.flatMap((key) =>
      outOfOrder((value as Record<string, unknown>)[key], shape.properties![key] ?? {}, `${path}.${key}`),
    ),
  ];
}

/*
 * The editor at /admin/ saves a file as JSON with a 2-space indent and a final newline, its keys in
 * the order of its field list, which follows the schema. Files kept in that form change, on a save,
 * only where the owner changed them.
 */
describe.each(files)("app/content/data/$file", ({ file, schema }) => {
  const text = readFileSync(join(dir, file), "utf8");

  it("is written as the editor writes it: 2-space JSON and a final newline", () => {
    expect(text).toBe(`${JSON.stringify(JSON.parse(text), null, 2)}\n`);
  });

  it("keeps its keys in the schema's order", () => {
    expect(outOfOrder(JSON.parse(text), z.toJSONSchema(schema) as JsonSchema)).toEqual([]);
  });
});

it("finds an object whose keys are out of order", () => {
  const schema = z.toJSONSchema(contentFiles.cases.schema) as JsonSchema;
  const data = JSON.parse(readFileSync(join(dir, "cases/logistica.json"), "utf8"));
  const { value, label } = data.card.metrics[0];
  data.card.metrics[0] = { label, value };
  expect(outOfOrder(data, schema)).toEqual(["(root).card.metrics.0: label, value"]);
});
