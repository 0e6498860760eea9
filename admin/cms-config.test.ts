// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Field } from "@sveltia/cms";
import { describe, expect, it } from "vitest";

import { type HomeContent, ICONS, landingAreas } from "../app/content/schema";
import { cmsConfig, CONTENT_FOLDER } from "./cms-config";

const root = resolve(import.meta.dirname, "..");
const site = { siteName: "Agentia", siteUrl: "https://agentia.example" };
const config = cmsConfig(site);

type AnyField = Field & {
  fields?: AnyField[];
  field?: AnyField;
  options?: { value: string; label: string }[];
  summary?: string;
};
type Files = { name: string; files: { name: string; file: string; fields: AnyField[] }[] };
type Folder = { fields: AnyField[]; slug: { pattern: [string, string] } };

const pages = config.collections[0] as Files;
const cases = config.collections[1] as Folder;
const agents = config.collections[2] as Folder;

/** Every field, at any depth, with its path. */
function everyField(fields: AnyField[], path = ""): [string, AnyField][] {
  return fields.flatMap((field) => {
    const here = `${path}${field.name}`;
    return [
      [here, field] as [string, AnyField],
      ...everyField(field.fields ?? [], `${here}.`),
      ...(field.field ? everyField([field.field], `${here}[].`) : []),
    ];
  });
}

/** The keys of a file's objects that the editor would write in another order than the file's. */
function reordered(value: unknown, fields: AnyField[], path = "(root)"): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => reordered(item, fields, `${path}.${i}`));
  if (value === null || typeof value !== "object") return [];
  const keys = Object.keys(value);
  const written = fields.map((field) => field.name).filter((name) => keys.includes(name));
  return [
    ...(keys.join() === written.join() ? [] : [`${path}: ${keys.join(", ")} → ${written.join(", ")}`]),
    ...fields.flatMap((field) =>
      reordered((value as Record<string, unknown>)[field.name], field.fields ?? [], `${path}.${field.name}`),
    ),
  ];
}

const contentFiles = [
  ...pages.files.map((file) => ({ path: file.file, fields: file.fields })),
  ...readdirSync(join(root, CONTENT_FOLDER, "cases")).map((name) => ({
    path: `${CONTENT_FOLDER}/cases/${name}`,
    fields: cases.fields,
  })),
  ...readdirSync(join(root, CONTENT_FOLDER, "agents")).map((name) => ({
    path: `${CONTENT_FOLDER}/agents/${name}`,
    fields: agents.fields,
  })),
];

/** The values a relation's `value_field` (`list.*.field`) names in a file's data. */
const valuesAt = (data: unknown, path: string): unknown[] =>
  path
    .split(".")
    .reduce<unknown[]>(
      (values, key) =>
        values.flatMap((value) =>
          key === "*" ? (value as unknown[]) : [(value as Record<string, unknown>)[key]],
        ),
      [data],
    );

describe("the editor's configuration, generated from the content schema", () => {
  it.each(contentFiles)("writes $path's keys in the order the file keeps them", ({ path, fields }) => {
    const data = JSON.parse(readFileSync(join(root, path), "utf8"));
    expect(reordered(data, fields)).toEqual([]);
  });

  it("notices a field list out of the file's order", () => {
    const fields = [...cases.fields].reverse();
    const data = JSON.parse(readFileSync(join(root, CONTENT_FOLDER, "cases/logistica.json"), "utf8"));
    expect(reordered(data, fields)).toEqual(["(root): card, page → page, card"]);
  });

  it("labels every field and gives it a hint", () => {
    const all = [...pages.files.flatMap((file) => file.fields), ...cases.fields, ...agents.fields];
    const fields = everyField(all);
    expect(fields.length).toBeGreaterThan(100);
    for (const [path, field] of fields) {
      expect(field.label, path).toMatch(/\S/);
      expect("hint" in field && field.hint, path).toMatch(/\S/);
    }
  });

  it("carries the schema's rules: choices, optional fields, patterns, the cases' order", () => {
    const home = everyField(pages.files.find((file) => file.name === "home")!.fields);
    const byPath = new Map(home);
    expect(byPath.get("why.cards.icon")?.options?.map((option) => option.value)).toEqual([...ICONS.feature]);
    expect(byPath.get("services.items.details.highlight")).toMatchObject({
      widget: "object",
      required: false,
    });
    expect(byPath.get("services.items.details.caseStudies")).toMatchObject({
      widget: "list",
      required: false,
    });
    expect(byPath.get("services.items.details.features")).toMatchObject({ widget: "list", min: 1 });
    expect(byPath.get("hero.headline")).toMatchObject({
      widget: "string",
      pattern: ["^(?:[^{}]|\\{marca\\})*$", "Entre llaves solo puede ir {marca}."],
    });
    expect(byPath.get("hero.headline")).not.toHaveProperty("required");
    expect(byPath.get("reframe.closing")).toMatchObject({ widget: "text" });
    expect(byPath.get("services.items.comingSoon")).toMatchObject({ widget: "boolean" });
    // A card is summed up by its title, not by its icon's raw value.
    expect(byPath.get("why.cards")?.summary).toBe("{{fields.title}}");
    const order = new Map(everyField(cases.fields)).get("card.order");
    expect(order).toMatchObject({ widget: "number", value_type: "int", min: 1 });
  });

  it("offers the landing's areas as the choices of an agent's and a case's area", () => {
    const home = pages.files.find((file) => file.name === "home")!;
    const homeData = JSON.parse(readFileSync(join(root, home.file), "utf8")) as HomeContent;
    const areaFields = [
      new Map(everyField(agents.fields)).get("area"),
      new Map(everyField(cases.fields)).get("page.area"),
    ];
    for (const area of areaFields) {
      expect(area).toMatchObject({ widget: "relation", collection: pages.name, file: home.name });
      const { value_field } = area as { value_field: string };
      expect(valuesAt(homeData, value_field)).toEqual(landingAreas(homeData));
    }
    expect(areaFields[0]).not.toHaveProperty("required");
    expect(areaFields[1]).toMatchObject({ required: false });
  });

  it("names a script's speakers in Spanish and sums its turns up by their text", () => {
    const script = new Map(everyField(agents.fields)).get("script");
    expect(script?.summary).toBe("{{fields.text}}");
    expect(script?.fields?.find((field) => field.name === "role")?.options).toEqual([
      { value: "assistant", label: "El agente" },
      { value: "user", label: "La persona que llama" },
    ]);
  });

  it("keeps the agents in their folder, one JSON file each, named by the address the owner types", () => {
    expect(agents).toMatchObject({
      label: "Agentes de demo",
      folder: "app/content/data/agents",
      extension: "json",
      format: "json",
      create: true,
      slug: { editable: ["create"] },
    });
  });

  it("takes an agent's address as a case's, but never `cat`, CAT's own name in the demo's events", () => {
    const [pattern, message] = agents.slug.pattern;
    const address = new RegExp(pattern);
    expect(
      ["ventas", "atencion-al-cliente", "cat-2", "gato", "catalogo"].filter((slug) => address.test(slug)),
    ).toHaveLength(5);
    expect(
      ["cat", "Ventas", "venta s", "-ventas", "ventas-", "atención"].filter((slug) => address.test(slug)),
    ).toEqual([]);
    expect(message).toContain("«cat»");
  });

  it("keeps the cases in their folder, one JSON file each, named by an address the owner types", () => {
    expect(cases).toMatchObject({
      folder: "app/content/data/cases",
      extension: "json",
      format: "json",
      create: true,
      slug: { editable: ["create"], pattern: ["^[a-z0-9]+(?:-[a-z0-9]+)*$", expect.any(String)] },
    });
    expect(pages.files.map((file) => file.file)).toEqual([
      "app/content/data/home.json",
      "app/content/data/demo-cat.json",
      "app/content/data/privacidad.json",
      "app/content/data/not-found.json",
    ]);
  });
});

describe("the editor's backend", () => {
  it("without a repository, Sveltia's test repository in the browser", () => {
    expect(config.backend).toEqual({ name: "test-repo" });
  });

  it("with one, GitHub: the branch, sign-in with a token, Spanish commit messages", () => {
    const { backend } = cmsConfig({ ...site, cms: { repo: "agentia/sitio", branch: "main" } });
    expect(backend).toMatchObject({
      name: "github",
      repo: "agentia/sitio",
      branch: "main",
      auth_methods: ["token"],
    });
    expect(backend).toHaveProperty(
      "commit_messages.update",
      "Actualizar {{collection}} «{{slug}}» desde el editor",
    );
  });

  it("with Sveltia CMS Authenticator's address, OAuth sign-in too", () => {
    const { backend } = cmsConfig({
      ...site,
      cms: { repo: "agentia/sitio", branch: "main", authUrl: "https://auth.agentia.example" },
    });
    expect(backend).toMatchObject({ base_url: "https://auth.agentia.example" });
    expect(backend).not.toHaveProperty("auth_methods");
  });
});
