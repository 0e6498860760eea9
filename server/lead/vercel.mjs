// @ts-check
/** Vercel's Node.js function for the site's own contact form (server/vercel.mjs), when the build has it. */
import { countedFunction } from "../vercel.mjs";
import { handleLead } from "./handler.mjs";

export default countedFunction(handleLead);
