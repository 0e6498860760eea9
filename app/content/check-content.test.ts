// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import type { Plugin } from "vite";

import {
  checkContent,
  CONTENT_DIR,
  ContentError,
  contentPlugin,
  contentProblems,
  parseContentFile,
  scriptedTools,
} from "./check-content";
import { type HomeContent, homeSchema } from "./schema";

const root = resolve(import.meta.dirname, "../..");
let copy: string;

/** Edits one content file of the copy (path below app/content/data/) as parsed JSON. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test writes any shape, valid or not
function edit(file: string, change: (data: any) => void) {
  const path = join(copy, CONTENT_DIR, file);
  const data = JSON.parse(readFileSync(path, "utf8"));
  change(data);
  writeFileSync(path, JSON.stringify(data, null, 2));
}

describe("contentProblems", () => {
  beforeEach(() => {
    copy = mkdtempSync(join(tmpdir(), "agentia-content-"));
    cpSync(join(root, CONTENT_DIR), join(copy, CONTENT_DIR), { recursive: true });
  });
  afterEach(() => rmSync(copy, { recursive: true, force: true }));

  it("accepts the repository's content", () => {
    expect(contentProblems(root)).toEqual([]);
    expect(() => checkContent(root)).not.toThrow();
  });

  it("names the file, the field's path and the rule of a wrong type", () => {
    edit("cases/logistica.json", (data) => (data.card.metrics[1].value = 15));
    expect(contentProblems(copy)).toEqual([
      "app/content/data/cases/logistica.json: card.metrics.1.value: Invalid input: expected string, received number",
    ]);
  });

  it("names a missing field", () => {
    edit("home.json", (data) => delete data.hero.headline);
    expect(contentProblems(copy)).toEqual([
      "app/content/data/home.json: hero.headline: missing (expected string)",
    ]);
  });

  it("names an unknown key", () => {
    edit("demo-cat.json", (data) => (data.instructions.subtitle = "Paso a paso"));
    expect(contentProblems(copy)).toEqual([
      'app/content/data/demo-cat.json: instructions: Unrecognized key: "subtitle"',
    ]);
  });

  it("refuses an empty text, a brace that is not {marca} and an icon it cannot draw", () => {
    edit("home.json", (data) => {
      data.hero.cta = "";
      data.why.title = "Por qué {marka}";
      data.why.cards[0].icon = "rocket";
    });
    expect(contentProblems(copy)).toEqual([
      "app/content/data/home.json: hero.cta: must not be empty",
      "app/content/data/home.json: why.title: braces only around {marca}",
      'app/content/data/home.json: why.cards.0.icon: Invalid option: expected one of "brain"|"database"|"voice"|"messages"',
    ]);
  });

  it("refuses an action's tool twice, a tool name Vapi cannot have and an outcome without {resultado}", () => {
    edit("demo-cat.json", (data) => {
      data.actions[1].tool = data.actions[0].tool;
      data.actions[2].tool = "enviar resumen";
      data.actions[0].result.text = "Hay lugar {resultad}";
    });
    expect(contentProblems(copy)).toEqual([
      "app/content/data/demo-cat.json: actions.0.result.text: must contain {resultado}, braces only around {marca} or {resultado}",
      "app/content/data/demo-cat.json: actions.2.tool: letters without accents, digits, dashes and underscores, up to 64",
      "app/content/data/demo-cat.json: actions: each tool once",
    ]);
  });

  it("names each tool the preview's script uses that the owner's labels lost", () => {
    // As the owner would rename a tool at /admin/, and then remove every label.
    edit("demo-cat.json", (data) => (data.actions[1].tool = "reservar_reunion"));
    expect(contentProblems(copy)).toEqual([
      'app/content/data/demo-cat.json: actions: no label for "agendar_reunion", a tool the preview\'s script uses',
    ]);
    edit("demo-cat.json", (data) => delete data.actions);
    expect(contentProblems(copy)).toEqual(
      ["consultar_agenda", "agendar_reunion", "registrar_lead"].map(
        (tool) =>
          `app/content/data/demo-cat.json: actions: no label for "${tool}", a tool the preview's script uses`,
      ),
    );
  });

  /** The landing's areas as the rule names them: its «Soluciones por área» titles, quoted. */
  const areas = () =>
    JSON.parse(readFileSync(join(copy, CONTENT_DIR, "home.json"), "utf8"))
      .industries.items.map((item: { title: string }) => `"${item.title}"`)
      .join(", ");

  it("refuses an agent's area that is not one of the landing's, naming them", () => {
    edit("agents/ventas.json", (data) => (data.area = "Ventas"));
    expect(contentProblems(copy)).toEqual([
      `app/content/data/agents/ventas.json: area: "Ventas" is not an area of the landing (home.json, industries.items.title): ${areas()}`,
    ]);
  });

  it("refuses a case's area that is not one of the landing's, and an area renamed on the landing alone", () => {
    edit("cases/logistica.json", (data) => (data.page.area = "Logística"));
    expect(contentProblems(copy)).toEqual([
      `app/content/data/cases/logistica.json: page.area: "Logística" is not an area of the landing (home.json, industries.items.title): ${areas()}`,
    ]);
    edit("cases/logistica.json", (data) => delete data.page.area);
    // As the owner would rename an area's card at /admin/ and leave its agent as it was.
    edit("home.json", (data) => (data.industries.items[2].title = "Cobranza temprana"));
    expect(contentProblems(copy)).toEqual([
      `app/content/data/agents/cobranzas.json: area: "Cobranzas" is not an area of the landing (home.json, industries.items.title): ${areas()}`,
    ]);
  });

  it("refuses two agents for one area, naming both", () => {
    cpSync(join(copy, CONTENT_DIR, "agents/cobranzas.json"), join(copy, CONTENT_DIR, "agents/mora.json"));
    expect(contentProblems(copy)).toEqual([
      'app/content/data/agents/cobranzas.json: area: "Cobranzas" is also the area of app/content/data/agents/mora.json: one agent per area, the one the landing\'s card links',
      'app/content/data/agents/mora.json: area: "Cobranzas" is also the area of app/content/data/agents/cobranzas.json: one agent per area, the one the landing\'s card links',
    ]);
  });

  it("refuses a script that the visitor starts", () => {
    edit("agents/encuestas.json", (data) => (data.script[0].role = "user"));
    expect(contentProblems(copy)).toEqual([
      'app/content/data/agents/encuestas.json: script.0.role: the script starts with the agent ("assistant"), as a call does',
    ]);
  });

  it("refuses a script naming a tool the agent lacks, naming it and the agent's tools", () => {
    edit("agents/cobranzas.json", (data) => {
      const turn = data.script.findIndex((turn: { tool?: string }) => turn.tool === "registrar_promesa_pago");
      data.script[turn].tool = "registrar_pago";
    });
    expect(contentProblems(copy)).toEqual([
      'app/content/data/agents/cobranzas.json: script.7.tool: "registrar_pago" is not a tool of this agent (consultar_deuda, registrar_promesa_pago)',
      'app/content/data/agents/cobranzas.json: tools.1.name: "registrar_promesa_pago" is used by no agent\'s turn of the script: the preview would never show its card',
    ]);
  });

  it("refuses a tool on the visitor's turn", () => {
    edit("agents/ventas.json", (data) => (data.script[1].tool = "calificar_lead"));
    expect(contentProblems(copy)).toEqual([
      "app/content/data/agents/ventas.json: script.1.tool: only the agent's turns use a tool",
    ]);
  });

  it("refuses a tool the script never uses: the preview would not show its card", () => {
    edit("agents/atencion-al-cliente.json", (data) => {
      for (const turn of data.script) if (turn.tool === "cambiar_direccion_entrega") delete turn.tool;
    });
    expect(contentProblems(copy)).toEqual([
      'app/content/data/agents/atencion-al-cliente.json: tools.1.name: "cambiar_direccion_entrega" is used by no agent\'s turn of the script: the preview would never show its card',
    ]);
  });

  it("refuses a card showing a field its tool never returns, or a {parameter} it does not take", () => {
    edit("agents/cobranzas.json", (data) => {
      data.tools[0].label.result.field = "saldo";
      data.tools[1].result[0].value = "{monto} el {dia}";
    });
    expect(contentProblems(copy)).toEqual([
      'app/content/data/agents/cobranzas.json: tools.0.label.result.field: "saldo" is not a field of this tool\'s result',
      "app/content/data/agents/cobranzas.json: tools.1.result.0.value: {dia} is not a parameter of this tool",
    ]);
  });

  it("refuses a file that is not JSON, a case file name that is no address and a missing page", () => {
    writeFileSync(join(copy, CONTENT_DIR, "cases/nuevo.json"), "{ card: ");
    cpSync(join(copy, CONTENT_DIR, "cases/logistica.json"), join(copy, CONTENT_DIR, "cases/Logística.json"));
    rmSync(join(copy, CONTENT_DIR, "privacidad.json"));
    const problems = contentProblems(copy);
    expect(problems).toHaveLength(3);
    expect(problems).toContain("app/content/data/privacidad.json: missing file");
    expect(problems).toContainEqual(
      expect.stringMatching(/^app\/content\/data\/cases\/nuevo\.json: not valid JSON \(/),
    );
    expect(problems).toContain(
      "app/content/data/cases/Logística.json: a case's file name is its address: lowercase letters, digits and inner dashes (logistica.json)",
    );
  });

  it("refuses an agent file named cat.json: `cat` names CAT's own assistant in the demo's events", () => {
    cpSync(join(copy, CONTENT_DIR, "agents/cobranzas.json"), join(copy, CONTENT_DIR, "agents/cat.json"));
    expect(contentProblems(copy)).toEqual([
      "app/content/data/agents/cat.json: an agent's file name is its address, and \"cat\" names CAT's own assistant in the demo's events: choose another (cobranzas.json)",
    ]);
  });

  it("throws every problem at once, for the build to print", () => {
    edit("home.json", (data) => delete data.meta);
    edit("cases/universidad.json", (data) => (data.card.order = "3"));
    expect(() => checkContent(copy)).toThrow(ContentError);
    expect(() => checkContent(copy)).toThrow(
      [
        "Invalid site content:",
        "  app/content/data/cases/universidad.json: card.order: Invalid input: expected number, received string",
        "  app/content/data/home.json: meta: missing (expected object)",
        "The rules are in app/content/schema.ts.",
      ].join("\n"),
    );
  });
});

describe("parseContentFile", () => {
  const home = () => JSON.parse(readFileSync(join(root, CONTENT_DIR, "home.json"), "utf8"));

  it("gives the data with the schema's defaults where the editor left an optional list out", () => {
    const data = home();
    delete data.services.items[0].details.caseStudies;
    const parsed = parseContentFile("home.json", JSON.stringify(data), homeSchema);
    expect(parsed.problems).toEqual([]);
    expect((parsed.data as HomeContent).services.items[0]!.details.caseStudies).toEqual([]);
  });

  it("gives the problems and no data for a bad file", () => {
    const data = home();
    data.hero.cta = "";
    expect(parseContentFile("home.json", JSON.stringify(data), homeSchema)).toEqual({
      problems: ["home.json: hero.cta: must not be empty"],
    });
  });
});

describe("scriptedTools", () => {
  it("lists the assistant's three tools, in the order the preview uses them", () => {
    expect(scriptedTools).toEqual(["consultar_agenda", "agendar_reunion", "registrar_lead"]);
  });
});

describe("contentPlugin", () => {
  beforeEach(() => {
    copy = mkdtempSync(join(tmpdir(), "agentia-content-"));
    cpSync(join(root, CONTENT_DIR), join(copy, CONTENT_DIR), { recursive: true });
  });
  afterEach(() => rmSync(copy, { recursive: true, force: true }));

  /** The plugin as Vite runs it in a project at `copy`: what its `load` gives for a module id. */
  function load(id: string) {
    const plugin = contentPlugin();
    (plugin.configResolved as (config: { root: string }) => void)({ root: copy });
    return (plugin.load as (id: string) => string | null).call({} as ThisParameterType<Plugin["load"]>, id);
  }

  it("hands a page its file parsed, the defaults in place of what the editor left out", () => {
    edit("demo-cat.json", (data) => {
      for (const action of data.actions) delete action.result;
    });
    edit("home.json", (data) => delete data.services.items[0].details.caseStudies);
    const home = JSON.parse(load(join(copy, CONTENT_DIR, "home.json"))!);
    expect(home.services.items[0].details.caseStudies).toEqual([]);
    const demo = JSON.parse(load(`${join(copy, CONTENT_DIR, "demo-cat.json")}?import`)!);
    expect(demo.actions.map((action: object) => "result" in action)).toEqual([false, false, false]);
  });

  it("leaves every other module to Vite", () => {
    expect(load(join(copy, "app", "content", "home.ts"))).toBeNull();
    expect(load(join(copy, "package.json"))).toBeNull();
  });

  it("stops the build at a bad file, naming the file, the field and the rule", () => {
    edit("cases/logistica.json", (data) => (data.card.order = 0));
    expect(() => load(join(copy, CONTENT_DIR, "cases", "logistica.json"))).toThrow(
      "app/content/data/cases/logistica.json: card.order: Too small: expected number to be >=1",
    );
  });
});
