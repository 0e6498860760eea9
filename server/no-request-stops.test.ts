// @vitest-environment node
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";

import { headerRules, headersFile, securityHeaders } from "../deploy/security-headers.mjs";

// `npm start` as a visitor's script meets it: its own process, listening on every interface, the
// guard's endpoint on, and whatever bytes a client cares to send.
const root = mkdtempSync(join(tmpdir(), "agentia-malformed-"));
let server: ChildProcess;
let port = 0;
let logged = "";

beforeAll(async () => {
  const client = join(root, "build", "client");
  mkdirSync(client, { recursive: true });
  writeFileSync(join(client, "index.html"), "<h1>Inicio</h1>");
  writeFileSync(join(client, "404.html"), "<h1>No encontrada</h1>");
  writeFileSync(
    join(client, "_headers"),
    headersFile(headerRules(securityHeaders("default-src 'self'"), {})),
  );
  server = spawn(process.execPath, [resolve(import.meta.dirname, "../scripts/start.mjs"), "--no-build"], {
    env: {
      ...process.env,
      PORT: "0",
      BUILD_DIR: join(root, "build"),
      VAPI_PRIVATE_KEY: "private",
      TURNSTILE_SECRET_KEY: "secret",
      VITE_VAPI_ASSISTANT_ID: "00000000-0000-4000-8000-0000000000bb",
      // Nothing listens there: a request that gets that far meets an upstream that is down.
      VAPI_API_URL: "http://127.0.0.1:9",
      TURNSTILE_VERIFY_URL: "http://127.0.0.1:9/siteverify",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stderr?.on("data", (chunk: Buffer) => (logged += chunk));
  port = await new Promise<number>((found, failed) => {
    server.stdout?.on("data", (chunk: Buffer) => {
      const match = /localhost:(\d+)/.exec(String(chunk));
      if (match) found(Number(match[1]));
    });
    server.once("exit", (code) => failed(new Error(`npm start exited with ${code}: ${logged}`)));
  });
});

afterAll(() => {
  server.kill();
  rmSync(root, { recursive: true, force: true });
});

/**
 * Sends raw bytes on a new connection and resolves with the first bytes of the answer, or with
 * nothing once the client gives up (`hangUpMs`: a client that closes early, or one that never
 * finishes its request).
 */
function raw(bytes: string, hangUpMs = 250) {
  return new Promise<string>((done) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(bytes));
    let answer = "";
    const end = () => {
      socket.destroy();
      done(answer);
    };
    socket.on("data", (chunk) => {
      answer += chunk;
      if (answer.includes("\r\n\r\n")) setTimeout(end, 20);
    });
    socket.on("error", end);
    socket.on("close", end);
    setTimeout(end, hangUpMs);
  });
}

const methods = [
  "TRACE",
  "TRACK",
  "CONNECT",
  "get",
  "post",
  "FOO",
  "M-SEARCH",
  "PROPFIND",
  "PURGE",
  "POST",
  "GET",
];
const paths = [
  "/api/demo/call",
  "/api/demo/chat",
  "/",
  "//",
  "//evil.example/api/demo/call",
  "http://evil.example/api/demo/call",
  "/api/demo/call?x=%zz",
  "/%",
  "*",
];
const body = JSON.stringify({ token: "t", input: "Hola" });
/** Each is the rest of a request after its request line: headers, then what follows them. */
const endings = [
  `Host: a b\r\n\r\n`,
  `Host: \r\nOrigin: null\r\n\r\n`,
  `Host: [::1\r\n\r\n`,
  `Host: localhost\r\nX-Forwarded-Proto: 1\r\n\r\n`,
  `Host: localhost\r\nX-Forwarded-Proto: foo\r\nOrigin: null\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
  `Host: localhost\r\nX-Forwarded-For: not-an-address, ::ffff:zz\r\nX-Forwarded-Host: evil.example\r\n\r\n`,
  `Host: localhost\r\nContent-Length: 400\r\nContent-Type: application/json\r\n\r\n{"token":"t","inp`,
  `Host: localhost\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nnot a chunk\r\n`,
  `Host: localhost\r\nContent-Length: abc\r\n\r\n`,
  `Host: localhost\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`,
  `Host: localhost\r\nOrigin: https://agentia.example\r\nContent-Type: application/json\r\nContent-Length: 3\r\n\r\n{"t`,
];

it("answers a thousand malformed requests, then still serves the page, in the same process", async () => {
  const requests = methods.flatMap((method) =>
    paths.flatMap((path) => endings.map((ending) => `${method} ${path} HTTP/1.1\r\n${ending}`)),
  );
  expect(requests.length).toBeGreaterThanOrEqual(1000);
  const pid = server.pid;
  // In batches, a third of them hung up by the client before any answer.
  for (let start = 0; start < requests.length; start += 50) {
    await Promise.all(
      requests.slice(start, start + 50).map((bytes, index) => raw(bytes, index % 3 ? 2000 : 5)),
    );
  }
  // A request that reached an endpoint got a JSON error, never a stack.
  const answer = await raw(`TRACE /api/demo/call HTTP/1.1\r\nHost: a b\r\nConnection: close\r\n\r\n`, 2000);
  expect(answer).toMatch(/^HTTP\/1\.1 400 /);
  expect(answer).toContain('"error":"bad-request"');
  expect(answer).not.toMatch(/at .+\.m?js:\d+/);

  const page = await fetch(`http://127.0.0.1:${port}/`);
  expect(page.status).toBe(200);
  expect(await page.text()).toBe("<h1>Inicio</h1>");
  expect(server.exitCode).toBeNull();
  expect(server.pid).toBe(pid);
  expect(logged).not.toMatch(/Uncaught|unhandled|ERR_UNHANDLED/i);
}, 120_000);
