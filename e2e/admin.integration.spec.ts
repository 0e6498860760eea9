import { expect, test } from "./fixtures";

/** The editor on a build with VITE_CMS_REPO (e2e/builds.mjs): GitHub, signed in with a token. */
test("with a repository, the editor offers GitHub sign-in with a token, and no test repository", async ({
  page,
}) => {
  const elsewhere: string[] = [];
  page.on("request", (request) => {
    const url = request.url();
    if (/^https?:/.test(url) && new URL(url).hostname !== "127.0.0.1") elsewhere.push(url);
  });
  // GitHub's status page, which the editor asks to show an incident: all is well.
  await page.route("https://www.githubstatus.com/**", (route) =>
    route.fulfill({
      json: { status: { indicator: "none" } },
      headers: { "access-control-allow-origin": "*" },
    }),
  );
  await page.goto("/admin/");
  await expect(page.getByRole("button", { name: "Iniciar sesión con un token de acceso" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Trabajar con un repositorio de prueba" })).toHaveCount(0);
  await expect(page.getByRole("note")).toHaveCount(0);
  // Before signing in, at most GitHub's status page; nothing else leaves the site.
  expect(elsewhere.filter((url) => !url.startsWith("https://www.githubstatus.com/"))).toEqual([]);
});
