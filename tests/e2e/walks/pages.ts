import type { Page } from 'playwright-core';

/** Signs in through the login form (in either language) and waits for the landing page. */
export async function signIn(page: Page, baseUrl: string, email: string, landing: RegExp): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel(/^(E-mail|Email)/).fill(email);
  await page.getByLabel(/^(Senha|Password)/).fill('demo1234');
  await page.getByRole('button', { name: /^(Entrar|Sign in)$/ }).click();
  await page.waitForURL(landing);
}

/** The first record of an API list, fetched by the page with its own session. */
export async function firstId(page: Page, apiPath: string, key = 'id'): Promise<number> {
  const id = await page.evaluate(
    async ({ apiPath, key }) => {
      const response = await fetch(`/api/${apiPath}`, {
        headers: { Authorization: `Bearer ${localStorage.getItem('accessToken')}` },
      });
      const rows = (await response.json()) as Array<Record<string, unknown>>;
      return rows[0]?.[key];
    },
    { apiPath, key },
  );
  if (typeof id !== 'number') throw new Error(`Sem registro em /api/${apiPath}`);
  return id;
}
