import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectPageErrors } from './harness';
import { focusedName, signInByKeyboard, startedForThisFile, tabTo, typeSlowly } from './keyboard';

// The company's users by an admin: the list and its search, an invitation typed with the keyboard only (a
// validation error at its field first), a change, the profile deactivated; and a role without
// CADASTRAR_USUARIOS turned away.

const e2e = startedForThisFile();
const type = typeSlowly;
const signIn = (page: Page, email = 'gestor@alfa.com.br', to?: string) =>
  signInByKeyboard(page, e2e.server.url, email, { to });

describe('usuários', () => {
  it('lists, finds, invites by keyboard, edits and deactivates a user', async () => {
    const page = await e2e.browser.newPage();
    const errors = collectPageErrors(page);
    await signIn(page, 'gestor@alfa.com.br');

    // the menu entry, by keyboard
    await tabTo(page, (el) => el.text === 'Usuários');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/e\/1\/usuarios(\?|$)/);
    await page.getByRole('heading', { name: 'Usuários', level: 1 }).waitFor();
    // a page of 25 of the demo's three dozen people, by name
    await expect.poll(() => page.getByRole('row').count()).toBe(26);

    // find one by the search, accent- and case-insensitive
    await tabTo(page, (el) => el.tag === 'INPUT' && /Buscar/i.test(el.label));
    await type(page, 'GESTORA alfa');
    await expect.poll(() => page.getByRole('row').count()).toBe(2); // header + the one match
    await page.getByRole('cell', { name: 'gestor@alfa.com.br' }).waitFor();

    // invite: the form opens with the focus on its first field
    await page.goto(`${e2e.server.url}/e/1/usuarios`);
    await page.getByRole('heading', { name: 'Usuários', level: 1 }).waitFor();
    await tabTo(page, (el) => /Convidar usuário/i.test(el.text));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/usuarios\/create$/);
    await page.getByLabel(/^Nome completo/).waitFor();
    await expect.poll(() => focusedName(page)).toBe('nomeCompleto');
    await type(page, 'Zuleica Conceição');
    await page.keyboard.press('Tab');
    await type(page, 'zuleica-sem-arroba');
    await page.keyboard.press('Enter');
    // refused at its field, in Portuguese, with what was typed kept, and nothing sent
    const email = page.getByLabel(/^E-mail/);
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
    await page.getByText('Informe um e-mail válido.').waitFor();
    expect(await email.inputValue()).toBe('zuleica-sem-arroba');
    expect(await page.getByLabel(/^Nome completo/).inputValue()).toBe('Zuleica Conceição');
    // the focus went to the field in error
    await expect.poll(() => focusedName(page)).toBe('email');
    await page.keyboard.press('ControlOrMeta+a');
    await type(page, 'zuleica.conceicao@alfa.com.br');
    await page.keyboard.press('Tab');
    await type(page, '98765');
    await page.keyboard.press('Tab');
    // the role select: open it with the keyboard, pick by typing, Enter
    await page.keyboard.press('ArrowDown');
    await page.getByRole('listbox').waitFor();
    await type(page, 'Vend');
    await page.keyboard.press('Enter');
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await expect
      .poll(() => page.getByRole('combobox', { name: /^Papel/ }).textContent())
      .toContain('Vendedor');
    await tabTo(page, (el) => /Senha inicial/.test(el.label));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/e\/1\/usuarios(\?|$)/);
    await page.getByText('Convite enviado para zuleica.conceicao@alfa.com.br.').first().waitFor();

    // in the list, pending
    await page.getByRole('heading', { name: 'Usuários', level: 1 }).waitFor();
    await tabTo(page, (el) => el.tag === 'INPUT' && /Buscar/i.test(el.label));
    await page.keyboard.press('ControlOrMeta+a');
    await type(page, 'zuleica conceicao');
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    const row = page.getByRole('row').nth(1);
    await row.getByText('Convite pendente').waitFor();
    expect(await row.textContent()).toContain('98765');

    // edit: Tab to the name's link, Enter, change the name, Enter saves
    await tabTo(page, (el) => el.text === 'Zuleica Conceição');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/usuarios\/\d+$/);
    const userUrl = page.url();
    await expect.poll(() => page.getByLabel(/^Nome completo/).inputValue()).toBe('Zuleica Conceição');
    await expect.poll(() => focusedName(page)).toBe('nomeCompleto');
    await page.keyboard.press('End');
    await type(page, ' Prado');
    await page.keyboard.press('Enter');
    // the register screens' own words after a save
    await page.getByText('Usuário atualizado').first().waitFor();
    await page.waitForURL(/\/e\/1\/usuarios(\?|$)/);

    // deactivate its profile from the user's page, confirming with the keyboard
    await page.goto(userUrl);
    await expect.poll(() => page.getByLabel(/^Nome completo/).inputValue()).toBe('Zuleica Conceição Prado');
    const perfil = page.getByRole('region', { name: 'Perfil nesta empresa' });
    await perfil.getByText('Convite pendente').waitFor();
    await tabTo(page, (el) => el.tag === 'BUTTON' && el.text === 'Desativar');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Desativar perfil' });
    await dialog.waitFor();
    // Cancelar has the focus: a stray Enter does not confirm
    await tabTo(page, (el) => el.text === 'Desativar');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Perfil desativado.').first().waitFor();
    await perfil.getByText('Desativado').waitFor();
    await perfil.getByRole('button', { name: 'Ativar' }).waitFor();

    expect(errors()).toEqual([]);
    await page.close();
  });

  it('a 409 for someone already in the company keeps the form as typed', async () => {
    const page = await e2e.browser.newPage();
    collectPageErrors(page, [/status of 409/]);
    await signIn(page, 'gestor@alfa.com.br', '/e/1/usuarios/create');
    await page.getByLabel(/^Nome completo/).fill('Vendedor Outra Vez');
    await page.getByLabel(/^E-mail/).fill('vendedor@alfa.com.br');
    await page.getByRole('combobox', { name: /^Papel/ }).click();
    await page.getByRole('option', { name: 'Vendedor' }).click();
    await page.getByRole('button', { name: 'Convidar', exact: true }).click();
    await page.getByText('Este usuário já tem um perfil nesta empresa.').first().waitFor();
    await expect.poll(() => page.getByLabel(/^E-mail/).getAttribute('aria-invalid')).toBe('true');
    expect(page.url()).toMatch(/\/usuarios\/create$/);
    expect(await page.getByLabel(/^Nome completo/).inputValue()).toBe('Vendedor Outra Vez');
    await page.close();
  });

  it('lists the profiles and opens one, with its team', async () => {
    const page = await e2e.browser.newPage();
    const errors = collectPageErrors(page);
    await signIn(page, 'gestor@alfa.com.br', '/e/1/perfis');
    await page.getByRole('heading', { name: 'Perfis', level: 1 }).waitFor();
    await page.getByRole('textbox', { name: 'Buscar' }).fill('vendedor@alfa.com.br');
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    await page.getByRole('cell', { name: 'vendedor@alfa.com.br' }).waitFor();
    await page.getByRole('link', { name: 'Vendedor Alfa' }).click();
    await page.waitForURL(/\/perfis\/\d+$/);
    await expect.poll(() => page.getByLabel(/^Nome/).inputValue()).toBe('Vendedor Alfa');
    // the team: a reference to the teams register, its input holding the team's name
    await expect.poll(() => page.getByRole('combobox', { name: /^Equipe/ }).inputValue()).toMatch(/Equipe/);
    await page.getByRole('region', { name: 'Situação' }).getByText('Convite aceito').waitFor();
    expect(errors()).toEqual([]);
    await page.close();
  });

  it('turns away a role without CADASTRAR_USUARIOS', async () => {
    const context = await e2e.browser.newContext();
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await signIn(page, 'vendedor@alfa.com.br');
    expect(await page.getByRole('link', { name: 'Usuários' }).count()).toBe(0);
    await page.goto(`${e2e.server.url}/e/1/usuarios`);
    await page.getByText('Você não tem permissão para abrir esta página.').waitFor();
    await page.waitForURL(/\/e\/1$/);
    await page.goto(`${e2e.server.url}/e/1/usuarios/create`);
    await page.waitForURL(/\/e\/1$/);
    // the own profile page is still open to them
    await page.goto(`${e2e.server.url}/e/1/usuarios/me`);
    await page.waitForURL(/\/e\/1\/usuarios\/me$/);
    expect(await page.getByRole('heading', { name: 'Usuários', level: 1 }).count()).toBe(0);
    expect(errors()).toEqual([]);
    await context.close();
  });
});
