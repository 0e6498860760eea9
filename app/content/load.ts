/** Stands for the site name (`VITE_SITE_NAME`) in the owner's texts: `Por qué {marca}`. */
export const SITE_NAME_PLACEHOLDER = "{marca}";

/**
 * The owner's content with `{marca}` replaced by the site name, once, when its module loads. Every
 * file reaches its module already parsed through `schema.ts`, defaults in place (check-content.ts's
 * `contentPlugin`), so `T`, the schema's output type for that file, states a fact, not a guess.
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

/**
 * "a, b y c", as `Intl.ListFormat("es")` writes it ("e" before an i sound: "vende e informa"),
 * without it: its first use loads ICU's Spanish data, 80 ms of the landing's start-up on the
 * bench's 4× slower CPU.
 */
export function spanishList(words: readonly string[]) {
  if (words.length < 2) return words.join("");
  const last = words.at(-1)!;
  const and = /^h?i(?![aeiouáéíóú])/i.test(last) ? "e" : "y";
  return `${words.slice(0, -1).join(", ")} ${and} ${last}`;
}
