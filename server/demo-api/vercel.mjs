// @ts-check
/** Vercel's Node.js function for the demo's endpoint (server/vercel.mjs): on a guarded build only. */
import { countedFunction } from "../vercel.mjs";
import { handleDemoApi } from "./handler.mjs";

export default countedFunction(handleDemoApi);
