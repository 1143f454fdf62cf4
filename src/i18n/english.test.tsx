// @vitest-environment jsdom

import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DatesProvider } from '../components/DatesProvider';
import { LoginPage } from '../login/LoginPage';

// The screens drawn before and beside react-admin's messages follow the remembered language too.
beforeEach(() => localStorage.setItem('locale', 'en'));
afterEach(() => {
  cleanup();
  localStorage.clear();
});

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
});
