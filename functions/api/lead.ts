/**
 * Cloudflare Pages Functions: the site's own contact form (server/lead/handler.mjs) at /api/lead.
 * Pages bundles this file itself when it deploys; the secrets and the build's variables are the
 * project's environment. Each isolate counts its visitors in its own memory (docs/site-owner.md).
 */
import { handleLead } from "../../server/lead/handler.mjs";
import { memoryLimits } from "../../server/shared/visitor-limits.mjs";
import { cloudflareVisitor } from "../../server/shared/visitor.mjs";

type PagesContext = { request: Request; env: Record<string, unknown> };

const limits = memoryLimits();

export const onRequest = ({ request, env }: PagesContext) =>
  handleLead(request, { env, limits, clientIp: cloudflareVisitor(request) });
