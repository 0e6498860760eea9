import CMS, { type CmsConfig } from "@sveltia/cms";

import "./admin.css";

declare global {
  /** Generated from the content schema by admin/cms-config.ts and put in place by admin/build.ts. */
  const __CMS_CONFIG__: CmsConfig;
}

// Without a repository the editor works on Sveltia's test repository, in this browser only: say so.
if (__CMS_CONFIG__.backend.name === "test-repo") {
  const notice = document.createElement("p");
  notice.className = "cms-notice";
  notice.setAttribute("role", "note");
  notice.textContent =
    "Modo de prueba: no hay repositorio configurado (VITE_CMS_REPO), así que lo que guardes queda solo en este navegador y no se publica. Cómo conectarlo: docs/site-owner.md.";
  document.body.append(notice);
}

void CMS.init({ config: __CMS_CONFIG__ });
