import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, launchBrowser, type RunningServer, startServer } from './harness';
import { copyProject, generateAndBuild } from './project-copy';

// Issue 16: a register that needs a permission that does not exist yet. A copy of the project (as in
// new-register.test.ts) gets a schema file naming CADASTRAR_VEICULOS in x-permission, and that permission in
// papel.schema.json's enum with its labels; `npm run gen`, a build and a boot later, the admin's papéis screen
// offers "Cadastrar veículos", and a role granted it lets its members into the new register. No screen, route or
// permission list is written by hand.

let COPY = '';

const VEICULO = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'Veiculo',
  title: 'Veículo',
  type: 'object',
  additionalProperties: false,
  'x-resource': 'veiculos',
  'x-scope': 'empresa',
  'x-primaryKey': 'veiculoId',
  'x-label': { singular: 'Veículo', plural: 'Veículos', gender: 'm' },
  'x-recordRepresentation': '%{placa}',
  'x-permission': 'CADASTRAR_VEICULOS',
  'x-menu': { group: 'cadastros', icon: 'DirectionsCar', order: 90 },
  required: ['placa'],
  properties: { placa: { type: 'string', title: 'Placa', minLength: 7, maxLength: 7, 'x-list': 1 } },
};

/** papel.schema.json with the new permission at the end of its enum, labelled in both languages. */
function withNewPermission(text: string): string {
  const schema = JSON.parse(text);
  const permissoes = schema.properties.permissoes;
  permissoes.items.enum.push('CADASTRAR_VEICULOS');
  permissoes['x-enumLabels'].CADASTRAR_VEICULOS = 'Cadastrar veículos';
  permissoes['x-i18n'].en.enumLabels.CADASTRAR_VEICULOS = 'Register vehicles';
  return `${JSON.stringify(schema, null, 2)}\n`;
}

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  COPY = copyProject('nova-permissao');
  const papel = join(COPY, 'schemas', 'papel.schema.json');
  writeFileSync(papel, withNewPermission(readFileSync(papel, 'utf8')));
  writeFileSync(join(COPY, 'schemas', 'veiculo.schema.json'), `${JSON.stringify(VEICULO, null, 2)}\n`);
  await generateAndBuild(COPY, 'veiculos');
  [server, browser] = await Promise.all([startServer({}, { root: COPY }), launchBrowser()]);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(COPY, { recursive: true, force: true });
});

async function signIn(page: Page, email: string, redirect: string) {
  await page.goto(`${server.url}/login?redirect=${encodeURIComponent(redirect)}`);
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Senha/).fill('demo1234');
  await page.getByRole('button', { name: 'Entrar' }).click();
}

async function createVeiculo(email: string) {
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, senha: 'demo1234' }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const res = await fetch(`${server.url}/api/empresas/1/veiculos`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ placa: 'ABC1234' }),
  });
  return res.status;
}

describe('a register with a permission new to papel.schema.json', () => {
  it('is offered in the papéis form, and the role granted it lets its members into the register', async () => {
    // the seller's role grants nothing yet
    expect(await createVeiculo('vendedor@alfa.com.br')).toBe(403);

    const page = await browser.newPage();
    const errors = collectPageErrors(page);
    await signIn(page, 'admin@exemplo.com.br', '/admin/papeis');
    await page.waitForURL(/\/admin\/papeis$/);
    await page.getByText('Vendedor', { exact: true }).click();
    await page.waitForURL(/\/admin\/papeis\/5$/);
    const nova = page.getByRole('checkbox', { name: 'Cadastrar veículos' });
    await expect.poll(() => nova.isChecked(), { timeout: 20_000 }).toBe(false);
    await nova.check();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL(/\/admin\/papeis$/);
    // the list names the permission by its label, never by its code
    await page.getByText('Cadastrar veículos').first().waitFor();
    expect(await page.getByText('CADASTRAR_VEICULOS').count()).toBe(0);
    expect(errors()).toEqual([]);
    await page.close();

    expect(await createVeiculo('vendedor@alfa.com.br')).toBe(201);
    const seller = await browser.newPage();
    await signIn(seller, 'vendedor@alfa.com.br', '/e/1');
    await seller.getByRole('menuitem', { name: 'Veículos' }).click();
    await seller.waitForURL(/\/e\/1\/veiculos$/);
    await seller.close();
  });
});
