import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAYERS } from '../../scripts/chunk-groups';
import { collectPageErrors, launchBrowser, type RunningServer, startServer } from './harness';
import { copyProject, generateAndBuild } from './project-copy';

// The promise of the schema-driven registers: a new register is one schema file plus what `npm run gen` writes.
// This copies the project's sources to a temporary folder (inside the project, so node_modules resolves), adds
// throw-away schemas there, runs the generator, builds and boots that copy on the run's demo data (the new tables
// migrated in at boot, as on an installation in use), and uses the new registers through the API and in the
// browser. No screen, route or permission list is written for them.
// - veiculos: a register under a permission the roles already have (CADASTRAR_AUXILIARES);
// - equipamentos (issue 16): a register under a permission that does not exist yet, CADASTRAR_EQUIPAMENTOS, added
//   to papel.schema.json's enum with its labels: the admin's papéis screen offers it, and a role granted it lets
//   its members in.
// One copy, one build and one server for both: each was a minute of CPU.

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
  'x-recordRepresentation': '%{placa} – %{modelo}',
  'x-permission': 'CADASTRAR_AUXILIARES',
  'x-menu': { group: 'cadastros', icon: 'DirectionsCar', order: 90 },
  'x-search': ['placa', 'modelo'],
  required: ['placa', 'modelo', 'ano'],
  properties: {
    placa: {
      type: 'string',
      title: 'Placa',
      pattern: '^[A-Z]{3}[0-9][A-Z0-9][0-9]{2}$',
      'x-list': 1,
      'x-unique': true,
    },
    modelo: { type: 'string', title: 'Modelo', minLength: 2, maxLength: 60, 'x-list': 2, 'x-filter': true },
    ano: { type: 'integer', title: 'Ano', minimum: 1950, maximum: 2100, 'x-list': 3, 'x-filter': 'range' },
  },
};

const EQUIPAMENTO = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'Equipamento',
  title: 'Equipamento',
  type: 'object',
  additionalProperties: false,
  'x-resource': 'equipamentos',
  'x-scope': 'empresa',
  'x-primaryKey': 'equipamentoId',
  'x-label': { singular: 'Equipamento', plural: 'Equipamentos', gender: 'm' },
  'x-recordRepresentation': '%{serie}',
  'x-permission': 'CADASTRAR_EQUIPAMENTOS',
  'x-menu': { group: 'cadastros', icon: 'Extension', order: 91 },
  required: ['serie'],
  properties: { serie: { type: 'string', title: 'Série', minLength: 7, maxLength: 7, 'x-list': 1 } },
};

/** papel.schema.json with the new permission at the end of its enum, labelled in both languages. */
function withNewPermission(text: string): string {
  const schema = JSON.parse(text);
  const permissoes = schema.properties.permissoes;
  permissoes.items.enum.push('CADASTRAR_EQUIPAMENTOS');
  permissoes['x-enumLabels'].CADASTRAR_EQUIPAMENTOS = 'Cadastrar equipamentos';
  permissoes['x-i18n'].en.enumLabels.CADASTRAR_EQUIPAMENTOS = 'Register equipment';
  return `${JSON.stringify(schema, null, 2)}\n`;
}

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  COPY = copyProject('novos-registros');
  writeFileSync(join(COPY, 'schemas', 'veiculo.schema.json'), `${JSON.stringify(VEICULO, null, 2)}\n`);
  const papel = join(COPY, 'schemas', 'papel.schema.json');
  writeFileSync(papel, withNewPermission(readFileSync(papel, 'utf8')));
  writeFileSync(
    join(COPY, 'schemas', 'equipamento.schema.json'),
    `${JSON.stringify(EQUIPAMENTO, null, 2)}\n`,
  );
  await generateAndBuild(COPY, 'veiculos_equipamentos');
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

async function token(email: string) {
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, senha: 'demo1234' }),
  });
  return ((await res.json()) as { accessToken: string }).accessToken;
}

async function call(method: string, path: string, auth: string, body?: unknown) {
  const res = await fetch(`${server.url}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${auth}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
}

describe('a register added by one schema file', () => {
  it('is built like a checkout: one chunk per layer of scripts/chunk-groups.ts', () => {
    // the layers' probe once built this checkout's modules instead of the copy's (Vite's root left to the working
    // directory): the copy's own modules then fell out of the layers, split into chunks that import each other
    const scripts = readdirSync(join(COPY, 'dist', 'assets')).filter((file) => file.endsWith('.js'));
    for (const { name } of LAYERS)
      expect(scripts.filter((file) => file.startsWith(`${name}-`))).toHaveLength(1);
  });

  it('has CRUD, validation (400) and the optimistic lock (409) in the API', async () => {
    const gestor = await token('gestor@alfa.com.br');
    const created = await call('POST', '/empresas/1/veiculos', gestor, {
      placa: 'ABC1D23',
      modelo: 'Furgão',
      ano: 2024,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ placa: 'ABC1D23', modelo: 'Furgão', ano: 2024, empresaId: 1 });
    const id = created.body.id;
    expect(id).toBe(created.body.veiculoId);

    const list = await call(
      'GET',
      `/empresas/1/veiculos?filter=${encodeURIComponent('{"q":"furgao"}')}`,
      gestor,
    );
    expect(list.status).toBe(200);
    expect(list.headers.get('content-range')).toBe('veiculos 0-0/1');

    const bad = await call('POST', '/empresas/1/veiculos', gestor, { placa: 'xx', modelo: 'A', ano: 1800 });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['ano', 'modelo', 'placa']);

    const dup = await call('POST', '/empresas/1/veiculos', gestor, {
      placa: 'ABC1D23',
      modelo: 'Outro',
      ano: 2020,
    });
    expect(dup.status).toBe(409);
    expect(dup.body.errors[0].field).toBe('placa');

    const updated = await call('PUT', `/empresas/1/veiculos/${id}`, gestor, {
      ...created.body,
      modelo: 'Furgão longo',
    });
    expect(updated.body).toMatchObject({ modelo: 'Furgão longo' });
    expect(updated.status).toBe(200);
    const stale = await call('PUT', `/empresas/1/veiculos/${id}`, gestor, {
      ...created.body,
      modelo: 'Perdido',
    });
    expect(stale.status).toBe(409);
    expect((await call('GET', `/empresas/1/veiculos/${id}`, gestor)).body.modelo).toBe('Furgão longo');

    const vendedor = await token('vendedor@alfa.com.br');
    expect(
      (await call('POST', '/empresas/1/veiculos', vendedor, { placa: 'XYZ9A87', modelo: 'Moto', ano: 2022 }))
        .status,
    ).toBe(403);
    expect((await call('GET', `/empresas/2/veiculos/${id}`, await token('gestor@beta.com.br'))).status).toBe(
      404,
    );

    expect((await call('DELETE', `/empresas/1/veiculos/${id}`, gestor)).status).toBe(200);
    expect((await call('GET', `/empresas/1/veiculos/${id}`, gestor)).status).toBe(404);
  });

  it('has a menu entry, a list and a create form in the browser', async () => {
    const page = await browser.newPage();
    const errors = collectPageErrors(page);
    await signIn(page, 'gestor@alfa.com.br', '/e/1');
    await page.getByRole('menuitem', { name: 'Veículos' }).click();
    await page.waitForURL(/\/e\/1\/veiculos$/);
    await page.getByRole('link', { name: /Criar/ }).click();
    await page.getByLabel(/^Placa/).fill('QWE4R56');
    await page.getByLabel(/^Modelo/).fill('Caminhonete');
    await page.getByLabel(/^Ano/).fill('2023');
    await page.keyboard.press('Enter');
    await page.getByText('QWE4R56').first().waitFor();
    await page.goto(`${server.url}/e/1/veiculos`);
    // a writer's list is an editable grid (src/inline): its cells are gridcells
    await page.getByRole('gridcell', { name: 'Caminhonete' }).waitFor();
    expect(errors()).toEqual([]);
    await page.close();
  });
});

/** The status of a POST of an equipamento by `email`. */
async function createEquipamento(email: string) {
  return (await call('POST', '/empresas/1/equipamentos', await token(email), { serie: 'ABC1234' })).status;
}

describe('a register with a permission new to papel.schema.json', () => {
  it('is offered in the papéis form, and the role granted it lets its members into the register', async () => {
    // the seller's role grants nothing yet
    expect(await createEquipamento('vendedor@alfa.com.br')).toBe(403);

    const page = await browser.newPage();
    const errors = collectPageErrors(page);
    await signIn(page, 'admin@exemplo.com.br', '/admin/papeis');
    await page.waitForURL(/\/admin\/papeis$/);
    await page.getByText('Vendedor', { exact: true }).click();
    await page.waitForURL(/\/admin\/papeis\/5$/);
    const nova = page.getByRole('checkbox', { name: 'Cadastrar equipamentos' });
    await expect.poll(() => nova.isChecked(), { timeout: 20_000 }).toBe(false);
    await nova.check();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL(/\/admin\/papeis$/);
    // the list names the permission by its label, never by its code
    await page.getByText('Cadastrar equipamentos').first().waitFor();
    expect(await page.getByText('CADASTRAR_EQUIPAMENTOS').count()).toBe(0);
    expect(errors()).toEqual([]);
    await page.close();

    expect(await createEquipamento('vendedor@alfa.com.br')).toBe(201);
    const seller = await browser.newPage();
    await signIn(seller, 'vendedor@alfa.com.br', '/e/1');
    await seller.getByRole('menuitem', { name: 'Equipamentos' }).click();
    await seller.waitForURL(/\/e\/1\/equipamentos$/);
    await seller.close();
  });
});
