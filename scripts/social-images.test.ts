// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { PNG } from "pngjs";
import { afterAll, describe, expect, it } from "vitest";

import { cardTitle, titleOf, writeBrandImages } from "./social-images.mjs";

const root = mkdtempSync(join(tmpdir(), "agentia-images-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const png = (path: string) => PNG.sync.read(readFileSync(path));

describe("the brand's images, made at build", () => {
  it("draws a 1200×630 card beside every page, and the logo's 32 and 180 px icons", async () => {
    writeFileSync(
      join(root, "favicon.svg"),
      readFileSync(resolve(import.meta.dirname, "../public/favicon.svg")),
    );
    writeFileSync(join(root, "index.html"), "<title>Agentia · Agentes de IA a medida</title>");
    mkdirSync(join(root, "casos", "logistica"), { recursive: true });
    writeFileSync(join(root, "casos/logistica/index.html"), "<title>Logística: de 15 a 2 · Agentia</title>");
    await writeBrandImages({
      clientDir: root,
      paths: ["/", "/casos/logistica/"],
      siteName: "Agentia",
      siteUrl: "https://agentia.example",
    });
    for (const card of ["og-image.png", "casos/logistica/og-image.png"]) {
      expect(png(join(root, card))).toMatchObject({ width: 1200, height: 630 });
    }
    // Two titles, two pictures.
    expect(readFileSync(join(root, "og-image.png"))).not.toEqual(
      readFileSync(join(root, "casos/logistica/og-image.png")),
    );
    expect(png(join(root, "favicon-32.png"))).toMatchObject({ width: 32, height: 32 });
    expect(png(join(root, "apple-touch-icon.png"))).toMatchObject({ width: 180, height: 180 });
  }, 30_000);

  it("refuses a page without a title rather than draw an empty card", async () => {
    mkdirSync(join(root, "vacia"), { recursive: true });
    writeFileSync(join(root, "vacia/index.html"), "<h1>Sin título</h1>");
    await expect(
      writeBrandImages({
        clientDir: root,
        paths: ["/vacia/"],
        siteName: "Agentia",
        siteUrl: "https://agentia.example",
      }),
    ).rejects.toThrow("/vacia/: the prerendered page has no <title>");
  });

  it("shows a title without the site name the card already shows", () => {
    expect(cardTitle("Demo de asistente de voz · Agentia", "Agentia")).toBe("Demo de asistente de voz");
    expect(cardTitle("Agentia · Agentes de IA a medida", "Agentia")).toBe("Agentes de IA a medida");
    expect(cardTitle("Sin la marca", "Agentia")).toBe("Sin la marca");
  });

  it("reads a prerendered page's title, entities decoded", () => {
    expect(titleOf("<head><title>Datos &amp; CRM · Agentia</title></head>")).toBe("Datos & CRM · Agentia");
    expect(titleOf("<h1>Nada</h1>")).toBeUndefined();
  });
});
