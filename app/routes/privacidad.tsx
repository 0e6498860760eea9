import type { Route } from "./+types/privacidad";
import { privacy } from "~/content/privacy";
import { site } from "~/content/site";
import { ConsentPreferences } from "~/features/consent/components/consent-preferences";
import { PrivacyPage } from "~/features/privacy/components/privacy-page";
import { pagePaths } from "~/lib/paths";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = () => pageMeta(site, { ...privacy.meta, path: pagePaths.privacy });

export default function Privacidad() {
  return <PrivacyPage preferences={<ConsentPreferences />} />;
}
