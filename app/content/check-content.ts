import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import type { z } from "zod";

import { CASE_SLUG, contentFiles } from "./schema.ts";

/** Where the owner's files live, from the project's root. */
export const CONTENT_DIR = join("app", "content", "data");

/** A missing field reads "missing", not zod's "received undefined". */
const parseOptions = {
  error: (issue: { code?: string; input?: unknown; expected?: string }) =>
    issue.code === "invalid_type" && issue.input === undefined
      ? `missing (expected ${issue.expected})`
      : undefined,
};

/** Each problem of one file's text as `path: field.path: rule`. */
export function fileProblems(path: string, text: string, schema: z.ZodType): string[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return [`${path}: not valid JSON (${(error as Error).message})`];
  }
  const result = schema.safeParse(data, parseOptions);
  if (result.success) return [];
  return result.error.issues.map((issue) =>
    [path, ...(issue.path.length ? [issue.path.join(".")] : []), issue.message].join(": "),
  );
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
  return "not a file the site reads (see app/content/schema.ts)";
}

const filesBelow = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesBelow(path) : [path];
  });

/**
 * Every problem of the content folder below `root` (the project's root), each naming the file from
 * the root, the field's path and the rule. Empty when every file is valid and every page's file is
 * there.
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
  return [
    ...missing,
    ...files.flatMap((file) => {
      const path = join(CONTENT_DIR, file);
      const schema = schemaFor(file);
      return typeof schema === "string"
        ? [`${path}: ${schema}`]
        : fileProblems(path, readFileSync(join(dir, file), "utf8"), schema);
    }),
  ];
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
