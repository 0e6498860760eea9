/** Stands for the site name (`VITE_SITE_NAME`) in the owner's texts: `Por qué {marca}`. */
export const SITE_NAME_PLACEHOLDER = "{marca}";

/**
 * The owner's content with `{marca}` replaced by the site name, once, when its module loads. The
 * build has checked every file against `schema.ts` (vite.config.ts), so `T`, the schema's type for
 * that file, states a checked fact rather than a guess.
 */
export function withSiteName<T>(data: unknown, name: string): T {
  const fill = (value: unknown): unknown => {
    if (typeof value === "string") return value.replaceAll(SITE_NAME_PLACEHOLDER, name);
    if (Array.isArray(value)) return value.map(fill);
    if (value !== null && typeof value === "object")
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fill(item)]));
    return value;
  };
  return fill(data) as T;
}
