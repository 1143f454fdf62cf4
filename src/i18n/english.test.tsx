// @vitest-environment jsdom

import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DatesProvider } from '../components/DatesProvider';
import { LoginPage } from '../login/LoginPage';

// The screens drawn before and beside react-admin's messages follow the remembered language too.
beforeEach(() => localStorage.setItem('locale', 'en'));
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

/** Signs in on the login page with no server to answer (fetch rejects, as a browser offline does). */
async function signInOffline() {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
  );
  render(<LoginPage />);
  fireEvent.change(screen.getByLabelText(/^(Email|E-mail)/), { target: { value: 'a@b.com' } });
  fireEvent.change(screen.getByLabelText(/^(Password|Senha)/), { target: { value: 'x' } });
  fireEvent.submit(screen.getByRole('button', { name: /^(Sign in|Entrar)$/ }));
  return (await screen.findByRole('alert')).textContent;
}

describe('in English', () => {
  it('date pickers (the app DD/MM/YYYY, the Brazilian digit order) show English placeholders and texts', () => {
    render(
      <DatesProvider>
        <DatePicker label="Date" format="DD/MM/YYYY" />
      </DatesProvider>,
    );
    const sections = within(screen.getByRole('group', { name: 'Date' })).getAllByRole('spinbutton');
    expect(sections.map((section) => section.textContent)).toEqual(['DD', 'MM', 'YYYY']);
    expect(screen.getByRole('button', { name: 'Choose date' })).toBeTruthy();
  });

  it('the login page speaks English and sets <html lang>', () => {
    render(<LoginPage />);
    expect(screen.getByRole('heading', { name: 'Sales' })).toBeTruthy();
    expect(screen.getByLabelText(/^Email/)).toBeTruthy();
    expect(screen.getByLabelText(/^Password/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show password' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
    expect(document.title).toBe('Sales');
  });

  it('the login page stays Portuguese when nothing is remembered', () => {
    localStorage.clear();
    render(<LoginPage />);
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('pt-BR');
  });

  it('the login page says in its language that the server could not be reached', async () => {
    expect(await signInOffline()).toBe('Could not reach the server. Check the connection and try again.');
    cleanup();
    localStorage.clear();
    expect(await signInOffline()).toBe(
      'Não foi possível falar com o servidor. Verifique a conexão e tente de novo.',
    );
  });
});
