import CMS, { type CmsConfig } from "@sveltia/cms";

import "./admin.css";

/** Generated from the content schema by admin/cms-config.ts and written into the page by admin/build.ts. */
const config = JSON.parse(document.getElementById("cms-config")?.textContent ?? "null") as CmsConfig;

// Without a repository the editor works on Sveltia's test repository, in this browser only: say so.
if (config.backend.name === "test-repo") {
  const notice = document.createElement("p");
  notice.className = "cms-notice";
  notice.setAttribute("role", "note");
  notice.textContent =
    "Modo de prueba: no hay repositorio configurado (VITE_CMS_REPO), así que lo que guardes queda solo en este navegador y no se publica. Cómo conectarlo: docs/site-owner.md.";
  document.body.append(notice);
}

void CMS.init({ config });
