// @ts-check
/**
 * `npm run assistant`: puts the CAT assistant's three tools (app/contracts/agent.mjs) in the owner's
 * Vapi account and on the assistant, pointed at the site's Server URL (`VITE_SITE_URL` + /api/agent)
 * with a credential holding `VAPI_SERVER_SECRET`. Run it again after changing the tools or the
 * secret: each is found by its name and updated, never duplicated. The assistant keeps its other
 * tools and its model settings.
 *
 *   npm run assistant -- --dry-run   prints the tools, needs no key
 *   npm run assistant                needs VAPI_PRIVATE_KEY, VITE_VAPI_ASSISTANT_ID, VAPI_SERVER_SECRET
 *
 * With Cal.com set (`CAL_API_KEY`, `CAL_EVENT_TYPE_ID`), it first reads the event type and stops,
 * naming the field, when it requires a booking field `agendar_reunion` does not fill: Cal.com
 * would refuse every booking the assistant tries.
 *
 * `VITE_*` settings come from the environment or `.env` (as the build reads them); the secrets from
 * the environment only. `VAPI_API_URL` moves Vapi's API (a proxy; the tests' stand-in).
 */
import { loadEnv } from "vite";

import { AGENT_PATH } from "../app/contracts/agent.mjs";
import { DEFAULTS } from "../app/contracts/settings.mjs";
import { unfilledRequiredFields } from "../server/agent/cal.mjs";
import { catTools } from "../server/agent/registry.mjs";
import { assistantPlan, readAgentFiles, unlabelled } from "./assistant-plan.mjs";
import { hostSettings } from "../server/shared/settings.mjs";

const root = new URL("..", import.meta.url).pathname;
/** The build's default address: a site nobody deployed, so never given to Vapi. */
const DEFAULT_SITE_URL = DEFAULTS.VITE_SITE_URL;

const env = { ...process.env, ...loadEnv("production", root, "VITE_") };
const dryRun = process.argv.includes("--dry-run");

/** @param {string} message @returns {never} */
function fail(message) {
  console.error(message);
  process.exit(1);
}

/** @param {string} name */
const setting = (name) => env[name]?.trim() || undefined;

const siteUrl = (setting("VITE_SITE_URL") ?? DEFAULT_SITE_URL).replace(/\/+$/, "");
if (!URL.canParse(siteUrl) || !/^https?:$/.test(new URL(siteUrl).protocol))
  fail(`VITE_SITE_URL=${siteUrl} is not the site's https:// address.`);
const serverUrl = `${siteUrl}${AGENT_PATH}`;
const toolNames = new Set(Object.keys(catTools));
const agents = readAgentFiles(root);
/** @param {string} [credentialId] */
const plan = (credentialId) => assistantPlan({ tools: catTools, agents, serverUrl, credentialId });

if (dryRun) {
  console.log(JSON.stringify(plan(), null, 2));
  process.exit(0);
}

const missing = ["VAPI_PRIVATE_KEY", "VITE_VAPI_ASSISTANT_ID", "VAPI_SERVER_SECRET"].filter(
  (name) => !setting(name),
);
if (missing.length > 0)
  fail(
    `Missing ${missing.join(", ")}: set them in the environment (the private key and the secret never in ` +
      ".env), or run with -- --dry-run to print the tools only. docs/site-owner.md, “The assistant acts”.",
  );
if (siteUrl === DEFAULT_SITE_URL)
  fail(`VITE_SITE_URL is not set: Vapi would call ${serverUrl}. Set it to your site's address.`);

// 0. Cal.com's event type, before anything changes in Vapi: a booking it would refuse stops here.
const { cal, problems } = hostSettings(env);
if (cal) {
  /** @type {string[]} */
  let unfilled = [];
  try {
    unfilled = await unfilledRequiredFields(cal, fetch);
  } catch (error) {
    fail(
      `Could not read the Cal.com event type ${cal.eventTypeId} at ${cal.apiUrl}: ${error instanceof Error ? error.message : error}`,
    );
  }
  if (unfilled.length > 0)
    fail(
      `The Cal.com event type ${cal.eventTypeId} requires ${unfilled.join(", ")}, which the assistant does not ask for: ` +
        "Cal.com would refuse its bookings. Make the field optional in Cal.com (a phone number: turn off the " +
        "required phone and SMS reminders), then run this again.",
    );
  console.log(
    `Cal.com event type ${cal.eventTypeId}: every required booking field is filled by the assistant`,
  );
} else {
  console.log(
    `Cal.com is not set (${problems.cal.join("; ")}): the assistant offers WhatsApp instead of booking.`,
  );
}

for (const name of unlabelled(catTools, root))
  console.warn(
    `Tool ${name} has no card label in /admin/ (Acciones del asistente): its card reads 'Trabajando en tu pedido…'.`,
  );

// The SDK takes a second to load: only a real run needs it.
const { VapiClient, VapiEnvironment, VapiError } = await import("@vapi-ai/server-sdk");
const assistantId = /** @type {string} */ (setting("VITE_VAPI_ASSISTANT_ID"));
const secret = /** @type {string} */ (setting("VAPI_SERVER_SECRET"));
const apiUrl = (setting("VAPI_API_URL") ?? VapiEnvironment.Default).replace(/\/+$/, "");
const vapi = new VapiClient({ token: /** @type {string} */ (setting("VAPI_PRIVATE_KEY")), baseUrl: apiUrl });

/**
 * One step against Vapi's API; a refusal or no answer ends the script naming the step.
 * @template T
 * @param {string} what
 * @param {() => Promise<T>} work
 * @returns {Promise<T>}
 */
async function step(what, work) {
  try {
    return await work();
  } catch (error) {
    if (error instanceof VapiError && error.statusCode)
      fail(
        `Vapi refused to ${what}: HTTP ${error.statusCode} ${JSON.stringify(error.body ?? error.message)}`,
      );
    return fail(
      `Could not reach Vapi at ${apiUrl} to ${what}: ${error instanceof Error ? error.message : error}`,
    );
  }
}

/**
 * A call to Vapi's credential API, which the SDK has no client for (its passthrough `fetch` keeps
 * the SDK's key and address).
 * @param {string} path
 * @param {RequestInit} [init]
 * @returns {Promise<any>}
 */
async function credentialApi(path, init) {
  const response = await vapi.fetch(path, {
    ...init,
    headers: { "Content-Type": "application/json" },
  });
  const body = await response.json().catch(() => null);
  if (!response.ok) throw new VapiError({ message: response.statusText, statusCode: response.status, body });
  return body;
}

// 1. The credential Vapi signs its requests to the site with, as Vapi's HMAC credentials do by
//    default: the hex HMAC-SHA256 of `{timestamp}.{body}` in `x-vapi-signature`, the time in
//    `x-timestamp`. server/agent/handler.mjs checks both, so a recorded request cannot act again
//    later, and the secret itself never travels.
const credentialName = `Sitio ${new URL(siteUrl).host}`.slice(0, 40);
const authenticationPlan = {
  type: "hmac",
  secretKey: secret,
  algorithm: "sha256",
  signatureHeader: "x-vapi-signature",
  timestampHeader: "x-timestamp",
  includeTimestamp: true,
  payloadFormat: "{timestamp}.{body}",
  signatureEncoding: "hex",
};
/** @type {{ id: string; name?: string }[]} */
const credentials = await step("list the credentials", () => credentialApi("/credential"));
const existing = credentials.find((credential) => credential.name === credentialName);
/** @type {{ id: string }} */
const credential = await step(`${existing ? "update" : "create"} the credential "${credentialName}"`, () =>
  existing
    ? credentialApi(`/credential/${existing.id}`, {
        method: "PATCH",
        body: JSON.stringify({ authenticationPlan }),
      })
    : credentialApi("/credential", {
        method: "POST",
        body: JSON.stringify({ provider: "custom-credential", name: credentialName, authenticationPlan }),
      }),
);
console.log(`Credential "${credentialName}": ${existing ? "updated" : "created"} (${credential.id})`);

// 2. The tools, found by name.
const listed = await step("list the tools", () => vapi.tools.list({ limit: 1000 }));
/** @type {string[]} */
const toolIds = [];
for (const tool of plan(credential.id).tools) {
  const name = tool.function?.name;
  const found = listed.find((each) => each.type === "function" && each.function?.name === name);
  const saved = await step(`${found ? "update" : "create"} the tool ${name}`, () =>
    found ? vapi.tools.update({ id: found.id, body: tool }) : vapi.tools.create(tool),
  );
  toolIds.push(saved.id);
  console.log(`Tool ${name}: ${found ? "updated" : "created"} (${saved.id})`);
}

// 3. The assistant: our tools beside its own, and the Server URL its end-of-call report goes to.
const assistant = await step(`read the assistant ${assistantId}`, () =>
  vapi.assistants.get({ id: assistantId }),
);
const model = assistant.model;
if (!model)
  fail(
    `The assistant ${assistantId} has no model yet: give it one in Vapi's dashboard, then run this again.`,
  );
const inline = model?.tools?.filter(
  (tool) =>
    !(
      tool.type === "function" &&
      toolNames.has(/** @type {{ function?: { name?: string } }} */ (tool).function?.name ?? "")
    ),
);
const nextToolIds = [...new Set([...(model?.toolIds ?? []), ...toolIds])];
// Without a list of its own, Vapi would post every kind of message to the site: only the report is needed.
const serverMessages = [...new Set([...(assistant.serverMessages ?? []), "end-of-call-report"])];
const previousUrl = assistant.server?.url;
const unchanged =
  JSON.stringify(nextToolIds) === JSON.stringify(model?.toolIds ?? []) &&
  inline?.length === model?.tools?.length &&
  previousUrl === serverUrl &&
  assistant.server?.credentialId === credential.id &&
  JSON.stringify(serverMessages) === JSON.stringify(assistant.serverMessages ?? []);
if (unchanged) {
  console.log(`Assistant ${assistant.name ?? assistantId}: already has the tools and the Server URL`);
} else {
  await step(`update the assistant ${assistantId}`, () =>
    vapi.assistants.update(
      /** @type {import("@vapi-ai/server-sdk").Vapi.UpdateAssistantDto} */ ({
        id: assistantId,
        model: { ...model, toolIds: nextToolIds, ...(inline ? { tools: inline } : {}) },
        server: { ...assistant.server, url: serverUrl, credentialId: credential.id },
        serverMessages,
      }),
    ),
  );
  console.log(`Assistant ${assistant.name ?? assistantId}: tools and Server URL set (${serverUrl})`);
  if (previousUrl && previousUrl !== serverUrl)
    console.log(`  It sent its messages to ${previousUrl} before.`);
}

// 4. The demo agents' tools need nothing more in Vapi: each agent's call carries them in its
//    overrides, and Vapi sends them to the Server URL above with the assistant's credential.
for (const [slug, tools] of Object.entries(plan().agents))
  console.log(
    `Agent ${slug}: ${tools.map(({ name }) => name).join(", ")} (sent with its calls, answered from its content)`,
  );
