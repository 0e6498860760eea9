import { spawnSync } from "node:child_process";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";

import { filesIn } from "../deploy/build-layout.mjs";
import { builds } from "./builds.mjs";

/**
 * Left out, where the Nu HTML Checker lags behind: its CSS messages (Tailwind 4's `@property`), and
 * `blocking` on `<link rel="expect">`, which the HTML standard allows (#link-type-expect) and the
 * landing's route uses (app/routes/home.tsx).
 */
const laggingMessages = [
  "CSS: .*",
  "A .link. element with a .blocking. attribute must have a .rel. attribute whose value is .stylesheet.\\.",
].join("|");

type Message = { url: string; lastLine: number; lastColumn: number; message: string; extract?: string };

test("every prerendered page of both builds is valid HTML (Nu HTML Checker)", () => {
  test.setTimeout(120_000);
  const pages = Object.values(builds).flatMap(({ dir }) =>
    filesIn(join(dir, "client")).filter((file) => file.endsWith(".html")),
  );
  expect(pages.length).toBeGreaterThanOrEqual(8);
  // One Java run for every page: starting the JVM takes most of the time. A run this short gains
  // nothing from the JVM's optimising compiler: without it, 7 CPU-s instead of 13, the same
  // messages. Its code keeps deeper stacks, hence -Xss (the checker's schema recurses deeply).
  const vnu = spawnSync(
    "java",
    [
      ...["-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-Xss8m"],
      ...["-jar", join("node_modules", "vnu-jar", "build", "dist", "vnu.jar")],
      ...["--errors-only", "--format", "json", "--filterpattern", laggingMessages, ...pages],
    ],
    { encoding: "utf8" },
  );
  expect(vnu.error, "Java runs the checker: apt-get install -y default-jre-headless").toBeUndefined();
  const { messages } = JSON.parse(vnu.stderr) as { messages: Message[] };
  const errors = messages.map(
    ({ url, lastLine, lastColumn, message, extract }) =>
      `${relative(".", fileURLToPath(url))}:${lastLine}:${lastColumn}: ${message} ${extract ?? ""}`,
  );
  expect(errors).toEqual([]);
});
