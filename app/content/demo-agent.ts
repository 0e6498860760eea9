/**
 * The interface's words on a demo agent's page (`/demo-cat/<slug>/`, docs/product.md#an-agent-for-every-area);
 * the agent's own copy comes from its content file, through the route's loader.
 */

/** Under the company: the company and its data are made up (verbatim, docs/product.md). */
export const fictionalCompany = "Empresa ficticia · datos de ejemplo";

/** The page's heading names the agent and its area: «Sofía, agente de cobranzas». */
export const agentHeading = (name: string, area: string) =>
  `${name}, agente de ${area.charAt(0).toLocaleLowerCase("es")}${area.slice(1)}`;
