// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, useTranslate } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type AppLocale, createI18nProvider, LOCALE_STORAGE_KEY } from './i18nProvider';
import { LocaleMenu } from './LocaleMenu';

const Greeting = () => <p>{useTranslate()('app.page.reload')}</p>;

function renderMenu(locale: AppLocale) {
  return render(
    <AdminContext i18nProvider={createI18nProvider(locale)} store={memoryStore()}>
      <LocaleMenu />
      <Greeting />
    </AdminContext>,
  );
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('<LocaleMenu />', () => {
  it('lists Português and English, the current one checked', async () => {
    const user = userEvent.setup();
    renderMenu('pt-br');
    await user.click(await screen.findByRole('button', { name: 'Idioma' }));
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual(['Português', 'English']);
    expect(within(menu).getByRole('menuitemradio', { name: 'Português' }).getAttribute('aria-checked')).toBe(
      'true',
    );
  });

  it('switches the interface to English and remembers it', async () => {
    const user = userEvent.setup();
    renderMenu('pt-br');
    expect(await screen.findByText('Recarregar')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Idioma' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'English' }));
    expect(await screen.findByText('Reload')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Language' })).toBeTruthy();
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en');
  });

  it('switches back to Portuguese', async () => {
    const user = userEvent.setup();
    renderMenu('en');
    await user.click(await screen.findByRole('button', { name: 'Language' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Português' }));
    expect(await screen.findByText('Recarregar')).toBeTruthy();
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('pt-br');
  });
});
