import { describe, expect, it } from 'vitest';
import { collectPageErrors } from './harness';
import { startedForThisFile } from './keyboard';

// Issue 14: the admin creates a company with the form of docs/produto.md §3 (the appearance's pickers and defaults, the Drive
// folder's check), then adds a contract and a domain on its page, and reads them back through the API.

const e2e = startedForThisFile();

describe('admin company form', () => {
  it('creates a company, then a contract and a domain on its page; the API has them', async () => {
    const page = await e2e.browser.newPage();
    // the two refusals below are ours: the browser reports their 409 on the console
    const errors = collectPageErrors(page, [/status of 409/]);
    await page.goto(`${e2e.server.url}/login?redirect=${encodeURIComponent('/admin/empresas/create')}`);
    await page.getByLabel(/^E-mail/).fill('admin@exemplo.com.br');
    await page.getByLabel(/^Senha/).fill('demo1234');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(/\/admin\/empresas\/create$/);

    // required fields are marked; the colour has its default; the icon is picked, not typed
    await page
      .locator('label')
      .filter({ hasText: /^Nome\s*\*$/ })
      .waitFor();
    await page
      .locator('label')
      .filter({ hasText: /^Grupo\s*\*$/ })
      .waitFor();
    expect(
      await page
        .locator('label')
        .filter({ hasText: /^CNPJ\s*\*$/ })
        .count(),
    ).toBe(0);
    await page.getByLabel(/^Nome/).pressSequentially('Delta Serviços', { delay: 0 });
    const grupo = page.getByRole('combobox', { name: /^Grupo/ });
    await grupo.pressSequentially('Grupo', { delay: 0 });
    await page.getByRole('option', { name: 'Grupo Exemplo' }).click();
    // the choice took (a click on a list still redrawing after the typing could miss it)
    await expect.poll(() => grupo.inputValue()).toBe('Grupo Exemplo');
    await page
      .getByText(/^Cor\s*\*/)
      .first()
      .waitFor();
    expect(await page.getByRole('button', { name: 'Vermelho' }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Verde', exact: true }).click();
    await page.getByRole('button', { name: 'Energia', exact: true }).click();

    // the Drive folder: another address is refused at the field, in Portuguese; a folder's address opens
    const drive = page.getByLabel(/^Pasta do Google Drive/);
    await drive.pressSequentially('https://example.com/pasta', { delay: 0 });
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await page.getByText(/Informe o endereço de uma pasta do Google Drive/).waitFor();
    await drive.fill('');
    await drive.pressSequentially('https://drive.google.com/drive/folders/1AbCdEfGhIjKlMn', { delay: 0 });
    const link = page.getByRole('link', { name: /Abrir a pasta no Google Drive/ });
    expect(await link.getAttribute('href')).toBe('https://drive.google.com/drive/folders/1AbCdEfGhIjKlMn');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();

    // saved, the company's page opens: a contract and a domain (if not, say what the form shows)
    await page.waitForURL(/\/admin\/empresas\/\d+$/).catch(async (error: Error) => {
      const shown = await page.locator('.Mui-error, [role="alert"]').allInnerTexts();
      throw new Error(`${error.message}\nNa tela: ${JSON.stringify(shown)} em ${page.url()}`);
    });
    const empresaId = Number(page.url().split('/').pop());
    // the contract dialog (a react-admin Form): the first field has the focus, dates typed as digits (DD/MM/AAAA),
    // money as a person in Brazil writes it, Enter saves, Esc closes
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/contratos')) posts.push(r.url());
    });
    await page.getByRole('button', { name: 'Adicionar contrato' }).click();
    const contrato = page.getByRole('dialog', { name: 'Novo contrato' });
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name))
      .toBe('limiteUsuarios');
    await page.keyboard.type('25', { delay: 0 });
    const valor = contrato.getByLabel(/^Valor mensal/);
    await valor.pressSequentially('12,5', { delay: 0 });
    await page.keyboard.press('Tab');
    expect(await valor.inputValue()).toBe('12,50');
    await valor.fill('');
    await valor.pressSequentially('1500', { delay: 0 });
    const dia = (campo: string) =>
      contrato.getByRole('group', { name: new RegExp(`^${campo}`) }).getByRole('spinbutton', { name: 'Dia' });
    await dia('Início').click();
    await page.keyboard.type('01022026', { delay: 0 });
    // a fim before the início: the message at Fim, in Portuguese, and nothing sent
    await dia('Fim').click();
    await page.keyboard.type('31012026', { delay: 0 });
    await page.keyboard.press('Enter');
    await contrato.getByText('O fim deve ser igual ou posterior ao início.').waitFor();
    expect(posts).toEqual([]);
    expect(await valor.inputValue()).toBe('1.500,00');
    await dia('Fim').click();
    await page.keyboard.type('31012027', { delay: 0 });
    await page.keyboard.press('Enter');
    await contrato.waitFor({ state: 'hidden' });
    await page.getByRole('table', { name: 'Contratos da empresa' }).getByText('Atual').waitFor();
    expect(posts).toHaveLength(1);

    // on a phone: a second active one is refused by the server, its words at Ativo, what was typed kept, and the
    // error notification wholly on screen
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByRole('button', { name: 'Adicionar contrato' }).click();
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name))
      .toBe('limiteUsuarios');
    await page.keyboard.type('3', { delay: 0 });
    await page.keyboard.press('Enter');
    await contrato.getByText(/encerre-o antes de ativar outro/).waitFor();
    expect(await contrato.getByLabel(/^Limite de usuários/).inputValue()).toBe('3');
    const aviso = page
      .locator('.notistack-MuiContent-error')
      .filter({ hasText: 'A empresa já tem um contrato ativo.' });
    await aviso.waitFor();
    await expect
      .poll(async () => {
        const box = await aviso.boundingBox();
        return (
          box !== null && box.x >= 0 && box.y >= 0 && box.x + box.width <= 390 && box.y + box.height <= 844
        );
      })
      .toBe(true);
    await page.keyboard.press('Escape');
    await contrato.waitFor({ state: 'hidden' });
    await page.setViewportSize({ width: 1280, height: 800 });

    const dominio = page.getByRole('form', { name: 'Novo domínio' });
    await dominio.getByLabel(/^Domínio/).pressSequentially('alfa.com.br', { delay: 0 });
    await dominio.getByRole('button', { name: 'Adicionar domínio' }).click();
    await dominio.getByText('O domínio alfa.com.br já pertence à empresa Alfa Telecom.').waitFor();
    await dominio.getByLabel(/^Domínio/).fill('');
    await dominio.getByLabel(/^Domínio/).pressSequentially('delta.com.br', { delay: 0 });
    await dominio.getByRole('button', { name: 'Adicionar domínio' }).click();
    await page.getByRole('list', { name: 'Domínios da empresa' }).getByText('delta.com.br').waitFor();

    // read back through the API
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    const get = (path: string) =>
      fetch(`${e2e.server.url}${path}`, { headers: { authorization: `Bearer ${token}` } }).then((r) =>
        r.json(),
      );
    const empresa = await get(`/api/admin/empresas/${empresaId}`);
    expect(empresa).toMatchObject({
      nome: 'Delta Serviços',
      aparencia: { cor: 'green', icone: 'Bolt' },
      googleDriveFolderId: 'https://drive.google.com/drive/folders/1AbCdEfGhIjKlMn',
    });
    const contratos = await get(`/api/admin/empresas/${empresaId}/contratos`);
    expect(contratos.contratos).toEqual([
      expect.objectContaining({
        ativo: true,
        atual: true,
        limiteUsuarios: 25,
        valor: 1500,
        inicio: '2026-02-01',
        fim: '2027-01-31',
      }),
    ]);
    expect(empresa.contratoAtualId).toBe(contratos.contratos[0].contratoId);
    const dominios = await get(
      `/api/admin/dominios?filter=${encodeURIComponent(JSON.stringify({ empresaId }))}`,
    );
    expect(dominios.map((d: { dominio: string }) => d.dominio)).toEqual(['delta.com.br']);
    expect(errors()).toEqual([]);
    await page.close();
  });
});
