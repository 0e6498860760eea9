export type DriverKind = "vapi" | "preview";

/** Vapi when it is configured, unless the address asks for the preview (`?driver=preview`). */
export function chooseDriver(vapiConfigured: boolean, search: string): DriverKind {
  if (!vapiConfigured) return "preview";
  return new URLSearchParams(search).get("driver") === "preview" ? "preview" : "vapi";
}
