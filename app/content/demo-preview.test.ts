import { describe, expect, it } from "vitest";

import { type PreviewAction, previewScript } from "./demo-preview";

describe("the preview's script", () => {
  it("names the CAT assistant's tools by the registry's type: a misspelt one fails the typecheck", () => {
    const spelt: PreviewAction = { tool: "registrar_lead", ms: 900 };
    // @ts-expect-error: "registrar_leads" is no tool of server/agent/registry.mjs.
    const misspelt: PreviewAction = { tool: "registrar_leads", ms: 900 };
    expect([spelt.tool, misspelt.tool]).toEqual(["registrar_lead", "registrar_leads"]);
    expect(previewScript.flatMap((turn) => turn.action?.tool ?? [])).toEqual([
      "consultar_agenda",
      "agendar_reunion",
      "registrar_lead",
    ]);
  });
});
