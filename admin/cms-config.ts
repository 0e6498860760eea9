import type { CmsConfig, Field } from "@sveltia/cms";
import { z } from "zod";

import { AGENT_SLUG, CASE_SLUG, CHOICE_LABELS, contentFiles } from "../app/content/schema.ts";
import type { CmsSettings } from "../app/lib/config-schema.ts";

/*
 * Sveltia CMS's configuration, generated from the content schema (app/content/schema.ts): every
 * collection, field, label, hint and rule comes from there, in the files' own key order, which is
 * the order the editor writes keys in.
 */

/** The JSON Schema of a file as the file holds it (zod's `input`: defaults may be left out). */
type JsonSchema = {
  type?: string;
  title?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: string[];
  minItems?: number;
  minimum?: number;
  pattern?: string;
  patternHint?: string;
  multiline?: boolean;
  /** A text whose choices are the values at `field` of a page's file (`LANDING_AREAS`). */
  optionsFrom?: { page: string; field: string };
};

/** Where the content lives, from the repository's root: the paths the editor reads and writes. */
export const CONTENT_FOLDER = "app/content/data";

/** The collection of the single pages (`contentFiles.pages`), one entry per file. */
const PAGES_COLLECTION = "paginas";

export class SchemaFieldError extends Error {}

/** The editor's field for one key of the schema. */
function fieldOf(name: string, schema: JsonSchema, required: boolean): Field {
  if (!schema.title || !schema.description) throw new SchemaFieldError(`${name}: needs a label and a hint`);
  const common = {
    name,
    label: schema.title,
    hint: schema.description,
    ...(required ? {} : { required: false }),
  };
  switch (schema.type) {
    case "object":
      return { ...common, widget: "object", fields: fieldsOf(schema) };
    case "array": {
      const item = schema.items ?? {};
      const list = {
        ...common,
        widget: "list" as const,
        ...(schema.minItems ? { min: schema.minItems } : {}),
      };
      if (item.type !== "object") return { ...list, field: fieldOf(name, item, true) };
      // Items read as their first text: a choice would show its raw value ("assistant").
      const first = Object.keys(item.properties ?? {}).find(
        (key) => item.properties?.[key]?.type === "string" && !item.properties[key].enum,
      );
      return {
        ...list,
        label_singular: item.title,
        fields: fieldsOf(item),
        ...(first ? { summary: `{{fields.${first}}}` } : {}),
      };
    }
    case "string":
      // Sveltia's relation field lists the values of a list in another file: the landing's areas.
      if (schema.optionsFrom)
        return {
          ...common,
          widget: "relation",
          collection: PAGES_COLLECTION,
          file: schema.optionsFrom.page,
          value_field: schema.optionsFrom.field,
        };
      if (schema.enum)
        return {
          ...common,
          widget: "select",
          options: schema.enum.map((value) => ({ value, label: CHOICE_LABELS[value] ?? value })),
        };
      return {
        ...common,
        widget: schema.multiline ? "text" : "string",
        ...(schema.pattern ? { pattern: [schema.pattern, schema.patternHint ?? schema.description] } : {}),
      };
    case "integer":
      return {
        ...common,
        widget: "number",
        value_type: "int",
        ...(schema.minimum ? { min: schema.minimum } : {}),
      };
    case "boolean":
      return { ...common, widget: "boolean" };
    default:
      throw new SchemaFieldError(`${name}: the editor has no field for ${schema.type ?? "this type"}`);
  }
}

/** An object's fields, in its keys' order. */
function fieldsOf(schema: JsonSchema): Field[] {
  return Object.entries(schema.properties ?? {}).map(([key, value]) =>
    fieldOf(key, value, schema.required?.includes(key) ?? false),
  );
}

/** The editor's fields for a file of `schema`. */
export function editorFields(schema: z.ZodType): Field[] {
  return fieldsOf(z.toJSONSchema(schema, { io: "input" }) as JsonSchema);
}

/**
 * The whole configuration. With a repository set, the editor signs in to GitHub and every save
 * is a commit there; without one, it offers Sveltia's test repository, kept in this browser, to
 * try the editor.
 */
export function cmsConfig({
  siteName,
  siteUrl,
  cms,
}: {
  siteName: string;
  siteUrl: string;
  cms?: CmsSettings;
}) {
  return {
    load_config_file: false,
    backend: cms
      ? {
          name: "github",
          repo: cms.repo,
          branch: cms.branch,
          // OAuth through Sveltia CMS Authenticator when its address is set; a token always works.
          ...(cms.authUrl ? { base_url: cms.authUrl } : { auth_methods: ["token"] }),
          commit_messages: {
            create: "Agregar {{collection}} «{{slug}}» desde el editor",
            update: "Actualizar {{collection}} «{{slug}}» desde el editor",
            delete: "Borrar {{collection}} «{{slug}}» desde el editor",
          },
        }
      : { name: "test-repo" },
    app_title: `Editor de ${siteName}`,
    site_url: siteUrl,
    logo: { src: "/favicon.svg" },
    media_folder: "public",
    output: { omit_empty_optional_fields: true, json: { indent_style: "space", indent_size: 2 } },
    slug: { encoding: "ascii", clean_accents: true },
    collections: [
      {
        name: PAGES_COLLECTION,
        label: "Páginas",
        label_singular: "Página",
        description: "Los textos de cada página. {marca} es el nombre del sitio.",
        files: contentFiles.pages.map((page) => ({
          name: page.name,
          label: page.label,
          file: `${CONTENT_FOLDER}/${page.file}`,
          format: "json",
          fields: editorFields(page.schema),
        })),
      },
      {
        name: "casos",
        label: contentFiles.cases.label,
        label_singular: contentFiles.cases.labelSingular,
        description:
          "Cada caso es una página, /casos/nombre-del-archivo/, y una tarjeta en la página de inicio.",
        folder: `${CONTENT_FOLDER}/${contentFiles.cases.folder}`,
        extension: "json",
        format: "json",
        create: true,
        identifier_field: "card.client",
        summary: "{{card.client}}",
        slug: {
          template: "{{card.client}}",
          editable: ["create"],
          hint: "La dirección del caso, /casos/esto/: minúsculas sin tilde, números y guiones.",
          pattern: [CASE_SLUG.source, "Solo minúsculas sin tilde, números y guiones."],
        },
        fields: editorFields(contentFiles.cases.schema),
      },
      {
        name: "agentes",
        label: contentFiles.agents.label,
        label_singular: contentFiles.agents.labelSingular,
        description:
          "Cada agente es una página, /demo-cat/nombre-del-archivo/, donde se lo escucha o se le escribe; la tarjeta de su área en la página de inicio lleva a él. Las empresas son ficticias.",
        folder: `${CONTENT_FOLDER}/${contentFiles.agents.folder}`,
        extension: "json",
        format: "json",
        create: true,
        identifier_field: "name",
        summary: "{{name}} · {{area}}",
        sortable_fields: { fields: ["order", "name"], default: { field: "order" } },
        slug: {
          template: "{{area}}",
          editable: ["create"],
          hint: "La dirección del agente, /demo-cat/esto/: minúsculas sin tilde, números y guiones.",
          pattern: [
            AGENT_SLUG.source,
            "Solo minúsculas sin tilde, números y guiones; «cat» es el asistente de CAT.",
          ],
        },
        fields: editorFields(contentFiles.agents.schema),
      },
    ],
  } satisfies CmsConfig;
}
