import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buildTheme } from '../../src/theme/theme';
import { documento } from '../api/records';
import { collectPageErrors } from './harness';
import { api, startedForThisFile } from './keyboard';

// Issue 14 end to end, as a new platform admin does it through the screens: the admin home's figures are the
// API's; a company with a contract and a domain; its first manager invited; support enters it (its real name and
// colour, the "Suporte" banner), changes a record under the admin's name, and goes back to /admin in one click.

const e2e = startedForThisFile();

interface Painel {
  empresas: {
    ativas: number;
    inativas: number;
    vencendo: { quantidade: number };
    acimaDoLimite: { quantidade: number };
  };
  usuarios: { total: number; ativos: number; perfisAtivos: number };
  requisicoes: { total: number };
}

const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

/** The admin home's cards read exactly what GET /api/admin/painel answers (its 24 h requests between two reads). */
async function figurasConferem(page: Page) {
  const antes = await api<Painel>(page, '/admin/painel');
  await page.reload();
  const card = (name: RegExp) => page.getByRole('link', { name });
  await card(/^Requisições \(24 h\)/).waitFor();
  const shown = {
    ativas: await card(/^Empresas ativas/).textContent(),
    vencendo: await card(/^Contrato vencendo/).textContent(),
    limite: await card(/^Acima do limite/).textContent(),
    requisicoes: await card(/^Requisições \(24 h\)/).textContent(),
  };
  const d = await api<Painel>(page, '/admin/painel');
  const n = (v: number) => new Intl.NumberFormat('pt-BR').format(v);
  expect(shown.ativas).toBe(
    `Empresas ativas${n(d.empresas.ativas)}${n(d.empresas.inativas)} sem contrato ativo`,
  );
  expect(shown.vencendo).toBe(`Contrato vencendo${n(d.empresas.vencendo.quantidade)}terminam em até 30 dias`);
  expect(shown.limite).toBe(
    `Acima do limite${n(d.empresas.acimaDoLimite.quantidade)}mais usuários que o contrato`,
  );
  await page
    .getByText(
      `Usuários ativos${n(d.usuarios.ativos)}de ${n(d.usuarios.total)} cadastrados; ${n(d.usuarios.perfisAtivos)} perfis ativos`,
    )
    .waitFor();
  // the request log is written in batches: the page's count lies between the API's before and after it
  const requisicoes = Number(shown.requisicoes?.match(/\(24 h\)([\d.]+)/)?.[1]?.replace(/\./g, ''));
  expect(requisicoes).toBeGreaterThanOrEqual(antes.requisicoes.total);
  expect(requisicoes).toBeLessThanOrEqual(d.requisicoes.total);
  return d;
}

describe('admin flow of issue 14', () => {
  it('home figures, a company with contract and domain, its manager, support in and out', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1280, height: 900 }, colorScheme: 'light' });
    const errors = collectPageErrors(page);

    // 1. sign in: the admin lands on /admin, whose figures are the API's
    await page.goto(`${e2e.server.url}/login`);
    await page.getByLabel(/^E-mail/).pressSequentially('admin@exemplo.com.br', { delay: 0 });
    await page.getByLabel(/^Senha/).pressSequentially('demo1234', { delay: 0 });
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(/\/admin$/);
    const inicio = await figurasConferem(page);

    // 2. a company: name, CNPJ, group, colour and icon from the pickers; saved, its page opens
    await page.getByRole('menuitem', { name: 'Empresas' }).click();
    await page.waitForURL(/\/admin\/empresas$/);
    await page.getByRole('link', { name: /^Criar$/ }).click();
    await page.waitForURL(/\/admin\/empresas\/create$/);
    const nome = 'Épsilon Logística';
    const cnpj = documento('cnpj', 4242);
    await page.getByLabel(/^Nome/).pressSequentially(nome, { delay: 0 });
    await page.getByLabel(/^CNPJ/).pressSequentially(cnpj, { delay: 0 });
    await page.getByRole('combobox', { name: /^Grupo/ }).pressSequentially('Grupo', { delay: 0 });
    await page.getByRole('option', { name: 'Grupo Exemplo' }).click();
    await page.getByRole('button', { name: 'Azul', exact: true }).click();
    await page.getByRole('button', { name: 'Transporte', exact: true }).click();
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await page.waitForURL(/\/admin\/empresas\/\d+$/);
    const empresaId = Number(page.url().split('/').pop());

    // an active contract for 3 people, and a domain
    await page.getByRole('button', { name: 'Adicionar contrato' }).click();
    const contrato = page.getByRole('dialog', { name: 'Novo contrato' });
    await contrato.getByLabel(/^Limite de usuários/).pressSequentially('3', { delay: 0 });
    expect(await contrato.getByLabel(/^Ativo/).isChecked()).toBe(true);
    await contrato.getByRole('button', { name: 'Adicionar', exact: true }).click();
    await contrato.waitFor({ state: 'detached' });
    await page.getByRole('table', { name: 'Contratos da empresa' }).getByText('Atual').waitFor();
    const dominio = page.getByRole('form', { name: 'Novo domínio' });
    await dominio.getByLabel(/^Domínio/).pressSequentially('epsilon.com.br', { delay: 0 });
    await dominio.getByRole('button', { name: 'Adicionar domínio' }).click();
    await page.getByRole('list', { name: 'Domínios da empresa' }).getByText('epsilon.com.br').waitFor();

    expect(await api(page, `/admin/empresas/${empresaId}`)).toMatchObject({
      nome,
      cnpj,
      aparencia: { cor: 'blue', icone: 'LocalShipping' },
    });
    const { contratos } = await api<{ contratos: unknown[] }>(page, `/admin/empresas/${empresaId}/contratos`);
    expect(contratos).toEqual([expect.objectContaining({ ativo: true, atual: true, limiteUsuarios: 3 })]);
    const dominios = await api<Array<{ dominio: string }>>(
      page,
      `/admin/dominios?filter=${encodeURIComponent(JSON.stringify({ empresaId }))}`,
    );
    expect(dominios.map((d) => d.dominio)).toEqual(['epsilon.com.br']);

    // 3. its first manager, invited from the company's people section
    await page
      .getByRole('region', { name: 'Pessoas' })
      .getByRole('link', { name: 'Convidar pessoa' })
      .click();
    await page.waitForURL(new RegExp(`/admin/empresas/${empresaId}/pessoas/convidar$`));
    await page.getByLabel(/^E-mail/).pressSequentially('rita.gerente@epsilon.com.br', { delay: 0 });
    await page.getByLabel(/^Nome/).pressSequentially('Rita Gerente', { delay: 0 });
    await page.getByRole('combobox', { name: /^Papel/ }).click();
    await page.getByRole('option', { name: 'Gerente' }).click();
    await page.getByRole('button', { name: 'Enviar convite' }).click();
    await page.waitForURL(new RegExp(`/admin/empresas/${empresaId}/pessoas$`));
    await page.getByRole('row').filter({ hasText: 'rita.gerente@epsilon.com.br' }).waitFor();
    const perfis = await api<
      Array<{
        nome: string;
        papelNome: string;
        ativo: boolean;
        aceito: boolean;
        usuario: { email: string } | null;
      }>
    >(page, `/perfis/empresas/${empresaId}/admin`);
    expect(perfis).toEqual([
      expect.objectContaining({
        nome: 'Rita Gerente',
        papelNome: 'Gerente',
        ativo: true,
        aceito: false,
        usuario: expect.objectContaining({ email: 'rita.gerente@epsilon.com.br' }),
      }),
    ]);

    // 4. support enters it from the admin area: the real name, title and colour, under the banner
    await page.getByRole('menuitem', { name: 'Painel' }).click();
    await page.waitForURL(/\/admin\/?$/);
    await page.getByRole('button', { name: 'Entrar na empresa' }).click();
    await page.getByRole('combobox', { name: 'Empresa' }).pressSequentially('epsilon', { delay: 0 });
    await page.getByRole('option', { name: nome }).click();
    await page.waitForURL(new RegExp(`/e/${empresaId}$`));
    await page.getByRole('region', { name: 'Suporte' }).getByText(`Suporte — ${nome}`).waitFor();
    await expect.poll(() => page.title()).toBe(`Vendas – ${nome}`);
    const barra = page.getByRole('banner');
    await barra.getByText(nome).waitFor();
    // react-admin's app bar is painted with the theme's secondary: shade 600 of the company's colour
    await expect
      .poll(() => barra.evaluate((el) => getComputedStyle(el).backgroundColor))
      .toBe(rgb(buildTheme('light', 'blue').palette.secondary.main));

    // a produto created there is in its history under the admin's name
    await page.getByRole('menuitem', { name: 'Produtos' }).click();
    await page.waitForURL(new RegExp(`/e/${empresaId}/produtos$`));
    // the company has no produto yet: the empty list's own button
    await page.getByRole('link', { name: 'Criar produto' }).click();
    await page.getByLabel(/^Código/).pressSequentially('EP-01', { delay: 0 });
    await page.getByLabel(/^Nome/).pressSequentially('Frete expresso', { delay: 0 });
    await page.getByLabel(/^Preço/).pressSequentially('4990', { delay: 0 });
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await page.getByText('Produto criado').first().waitFor();
    const [produto] = await api<Array<{ id: number; codigo: string }>>(
      page,
      `/empresas/${empresaId}/produtos?filter=${encodeURIComponent(JSON.stringify({ q: 'EP-01' }))}`,
    );
    expect(produto?.codigo).toBe('EP-01');
    const historico = await api<Array<{ acao: string; usuario: { nomeCompleto: string } }>>(
      page,
      `/empresas/${empresaId}/produtos/${produto?.id}/historico`,
    );
    const me = await api<{ nomeCompleto: string }>(page, '/usuarios/me');
    expect(historico).toEqual([
      expect.objectContaining({
        acao: 'criado',
        usuario: expect.objectContaining({ nomeCompleto: me.nomeCompleto }),
      }),
    ]);

    // one click back to /admin, whose figures count the new company and its invitation
    await page.getByRole('link', { name: 'Voltar à administração' }).click();
    await page.waitForURL(/\/admin$/);
    const fim = await figurasConferem(page);
    expect(fim.empresas.ativas).toBe(inicio.empresas.ativas + 1);

    // 5. no page error, no console 404
    expect(errors()).toEqual([]);
    await page.close();
  });
});
