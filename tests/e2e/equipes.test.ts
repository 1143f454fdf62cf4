import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectPageErrors } from './harness';
import { api, signInByKeyboard, startedForThisFile, tabTo, typeSlowly } from './keyboard';

// A team's people (docs/produto.md §3: the detail adds supervisor and membros): its edit page shows them under the generic
// form; a member is added and another removed with the keyboard only, and both changes are there after a reload.

const e2e = startedForThisFile();
const type = typeSlowly;
const signIn = (page: Page, email = 'gestor@alfa.com.br', to?: string) =>
  signInByKeyboard(page, e2e.server.url, email, { to });

interface Membro {
  perfilId: number;
  usuarioId: number | null;
  nomeCompleto: string;
}
interface EquipeDetalhe {
  id: number;
  nome: string;
  supervisorId: number;
  supervisor: { nomeCompleto: string } | null;
  membros: Membro[];
}
interface Perfil {
  perfilId: number;
  usuarioId: number | null;
  nome: string;
  aceito: boolean;
  ativo: boolean;
  equipeId: number | null;
}

/** The names in the Membros list, as the page shows them. */
async function nomesNaLista(page: Page): Promise<string[]> {
  const lista = page.getByRole('region', { name: 'Membros' }).getByRole('list', { name: 'Membros' });
  return lista.locator('li .MuiListItemText-primary').allTextContents();
}

describe('equipes: supervisor and members', () => {
  it('opens a team, adds and removes members with the keyboard, and the change stays', async () => {
    const page = await e2e.browser.newPage();
    const errors = collectPageErrors(page);
    // the team list, and the first team opened from the keyboard
    await signIn(page, undefined, '/e/1/equipes');
    await page.getByRole('heading', { name: 'Equipes', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Equipe Norte' }).waitFor();
    // the list is a grid (src/inline): one Tab stop on the first team's name, the arrows to the next, Enter opens it
    await tabTo(page, (el) => el.text === 'Equipe Centro');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/e\/1\/equipes\/\d+$/);
    const equipeId = Number(/equipes\/(\d+)$/.exec(page.url())?.[1]);

    const antes = await api<EquipeDetalhe>(page, `/empresas/1/equipes/${equipeId}`);
    expect(antes.nome).toBe('Equipe Norte');
    expect(antes.supervisor).not.toBeNull();
    expect(antes.membros.length).toBeGreaterThan(1);

    // the supervisor by name, and every member
    const secao = page.getByRole('region', { name: 'Membros' });
    await secao.waitFor();
    await expect
      .poll(() => secao.getByLabel('Supervisor da equipe').textContent())
      .toBe(antes.supervisor?.nomeCompleto);
    await expect
      .poll(() => nomesNaLista(page).then((n) => [...n].sort()))
      .toEqual(antes.membros.map((m) => m.nomeCompleto).sort());

    // someone active with no team yet joins: type the name, Enter takes the first match
    const perfis = await api<Perfil[]>(page, '/perfis/empresas/1');
    const novo = perfis.find((p) => p.aceito && p.ativo && p.usuarioId !== null && p.equipeId === null);
    if (!novo) throw new Error('a demonstração não tem ninguém sem equipe');
    await tabTo(page, (el) => el.label.startsWith('Adicionar membro'));
    await type(page, novo.nome);
    await page.getByRole('option', { name: new RegExp(novo.nome) }).waitFor();
    await page.keyboard.press('Enter');
    await page.getByText(`${novo.nome} entrou na equipe.`).waitFor();
    await expect.poll(() => nomesNaLista(page)).toContain(novo.nome);

    // a member who is not the supervisor leaves, confirmed from the keyboard (Cancelar has the focus first)
    const sai = antes.membros.find((m) => m.usuarioId !== antes.supervisorId);
    if (!sai) throw new Error('a equipe não tem membros além do supervisor');
    await tabTo(page, (el) => el.label === `Remover ${sai.nomeCompleto} da equipe`);
    await page.keyboard.press('Enter');
    const dialogo = page.getByRole('dialog', { name: 'Remover membro' });
    await dialogo.waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent?.trim()))
      .toBe('Cancelar');
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Remover');
    await page.keyboard.press('Enter');
    await page.getByText(`${sai.nomeCompleto} saiu da equipe.`).waitFor();
    await expect.poll(() => nomesNaLista(page)).not.toContain(sai.nomeCompleto);

    // after a reload, from the server
    await page.reload();
    await page.getByRole('region', { name: 'Membros' }).waitFor();
    await expect.poll(() => nomesNaLista(page)).toContain(novo.nome);
    const depois = await nomesNaLista(page);
    expect(depois).not.toContain(sai.nomeCompleto);
    expect(depois).toHaveLength(antes.membros.length);
    const salvo = await api<EquipeDetalhe>(page, `/empresas/1/equipes/${equipeId}`);
    expect(salvo.membros.map((m) => m.perfilId)).toContain(novo.perfilId);
    expect(salvo.membros.map((m) => m.perfilId)).not.toContain(sai.perfilId);

    expect(errors()).toEqual([]);
    await page.close();
  });
});
