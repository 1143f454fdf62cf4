// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { AdminContext, Form, memoryStore } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../i18n/i18nProvider';
import { ColorInput, CurrencyInput, DecimalInput, MaskedInput, parseDecimal, parseMoney } from './inputs';

type Values = Record<string, unknown>;

function renderForm(input: ReactNode, record?: Values) {
  const onSubmit = vi.fn<(values: Values) => void>();
  render(
    <AdminContext i18nProvider={createI18nProvider('pt-br')} store={memoryStore()}>
      <Form onSubmit={onSubmit} record={record}>
        {input}
        <button type="submit">Enviar</button>
      </Form>
    </AdminContext>,
  );
  const submitted = async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    return onSubmit.mock.calls.at(-1)?.[0];
  };
  return { submitted };
}

afterEach(() => {
  // @react-input/mask polls the selection with a timer from focus until blur: a test that ends with a masked input
  // focused would leave it running past jsdom's teardown ('window is not defined'), so blur first
  (document.activeElement as HTMLElement | null)?.blur();
  cleanup();
});

describe('<CurrencyInput />', () => {
  it('fills from the cents as digits are typed and keeps a number', async () => {
    const user = userEvent.setup();
    const { submitted } = renderForm(<CurrencyInput source="preco" label="Preço" />);
    const input = screen.getByRole('textbox', { name: 'Preço' });
    await user.type(input, '1');
    expect(input).toHaveProperty('value', '0,01');
    await user.type(input, '23456');
    expect(input).toHaveProperty('value', '1.234,56');
    await user.type(input, '{Backspace}');
    expect(input).toHaveProperty('value', '123,45');
    expect(await submitted()).toEqual({ preco: 123.45 });
  });

  it('shows a stored amount formatted, and empties to null', async () => {
    const user = userEvent.setup();
    const { submitted } = renderForm(<CurrencyInput source="preco" label="Preço" />, { preco: 1234.5 });
    const input = screen.getByRole('textbox', { name: 'Preço' });
    expect(input).toHaveProperty('value', '1.234,50');
    await user.clear(input);
    expect(await submitted()).toEqual({ preco: null });
  });

  it('reads a pasted amount as written', async () => {
    const user = userEvent.setup();
    renderForm(<CurrencyInput source="preco" label="Preço" />);
    const input = screen.getByRole('textbox', { name: 'Preço' });
    await user.click(input);
    await user.paste('R$ 1.234,5');
    expect(input).toHaveProperty('value', '1.234,50');
  });
});

describe('parsers', () => {
  it('parseMoney reads the usual ways of writing an amount', () => {
    expect(parseMoney('1.234,56')).toBe(1234.56);
    expect(parseMoney('1234.56')).toBe(1234.56);
    expect(parseMoney('1.234')).toBe(1234);
    expect(parseMoney('R$ 10')).toBe(10);
    expect(parseMoney('')).toBeNull();
  });

  it('parseDecimal takes the comma as decimal separator', () => {
    expect(parseDecimal('12,5')).toBe(12.5);
    expect(parseDecimal('12.5')).toBe(12.5);
    expect(parseDecimal('1.234,5')).toBe(1234.5);
    expect(parseDecimal('1.000')).toBe(1000);
    expect(parseDecimal(' ')).toBeNull();
    expect(parseDecimal('doze')).toBeNaN();
  });
});

describe('<DecimalInput />', () => {
  it('takes 12,5 as 12.5 and writes it back with a comma', async () => {
    const user = userEvent.setup();
    const { submitted } = renderForm(<DecimalInput source="comissao" label="Comissão" unit="%" />, {
      comissao: 3,
    });
    const input = screen.getByRole('textbox', { name: 'Comissão' });
    expect(input).toHaveProperty('value', '3');
    await user.clear(input);
    await user.type(input, '12,5');
    await user.tab();
    expect(input).toHaveProperty('value', '12,5');
    expect(await submitted()).toEqual({ comissao: 12.5 });
  });
});

describe('<MaskedInput />', () => {
  it('grows a CPF into a CNPJ as digits come, keeping digits only', async () => {
    const user = userEvent.setup();
    const { submitted } = renderForm(<MaskedInput source="doc" label="CPF ou CNPJ" mask="cpfCnpj" />);
    const input = screen.getByRole('textbox', { name: 'CPF ou CNPJ' });
    await user.type(input, '12345678909');
    expect(input).toHaveProperty('value', '123.456.789-09');
    expect(await submitted()).toEqual({ doc: '12345678909' });
    await user.type(input, '123');
    expect(input).toHaveProperty('value', '12.345.678/9091-23');
    expect(await submitted()).toEqual({ doc: '12345678909123' });
  });

  it('masks a landline and a mobile phone', async () => {
    const user = userEvent.setup();
    renderForm(<MaskedInput source="tel" label="Telefone" mask="telefone" />, { tel: '1133334444' });
    const input = screen.getByRole('textbox', { name: 'Telefone' });
    expect(input).toHaveProperty('value', '(11) 3333-4444');
    await user.clear(input);
    await user.type(input, '11912345678');
    expect(input).toHaveProperty('value', '(11) 91234-5678');
  });
});

describe('<ColorInput />', () => {
  it('keeps the typed #rrggbb and offers the browser chooser', async () => {
    const user = userEvent.setup();
    const { submitted } = renderForm(<ColorInput source="cor" label="Cor" />, { cor: '#1565c0' });
    expect(screen.getByLabelText('Escolher cor')).toHaveProperty('value', '#1565c0');
    const input = screen.getByRole('textbox', { name: 'Cor' });
    await user.clear(input);
    await user.type(input, '#2e7d32');
    expect(await submitted()).toEqual({ cor: '#2e7d32' });
  });
});
