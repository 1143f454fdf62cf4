// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { AdminContext, Form, memoryStore } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSchemaLocale } from '../../core/schema/localize';
import { createI18nProvider } from '../i18n/i18nProvider';
import { ColorInput, CurrencyInput, DecimalInput, MaskedInput, parseDecimal, parseMoney } from './inputs';

type Values = Record<string, unknown>;

function renderForm(input: ReactNode, record?: Values, locale: 'pt-br' | 'en' = 'pt-br') {
  const onSubmit = vi.fn<(values: Values) => void>();
  // the inputs read the app's language from the models' (the register-aware provider switches them in the app)
  setSchemaLocale(locale, []);
  render(
    <AdminContext i18nProvider={createI18nProvider(locale)} store={memoryStore()}>
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
  (document.activeElement as HTMLElement | null)?.blur();
  cleanup();
  setSchemaLocale('pt-br', []);
});

describe('<CurrencyInput />', () => {
  it('reads whole reais as typed, never as cents, and formats on leaving', async () => {
    const user = userEvent.setup();
    const { submitted } = renderForm(<CurrencyInput source="preco" label="Preço" />);
    const input = screen.getByRole('textbox', { name: 'Preço' });
    await user.type(input, '1000');
    // left as typed while the cursor is in it: nothing moves under it
    expect(input).toHaveProperty('value', '1000');
    await user.tab();
    expect(input).toHaveProperty('value', '1.000,00');
    expect(await submitted()).toEqual({ preco: 1000 });
  });

  it('takes the comma as the decimal separator', async () => {
    const user = userEvent.setup();
    const { submitted } = renderForm(<CurrencyInput source="preco" label="Preço" />);
    const input = screen.getByRole('textbox', { name: 'Preço' });
    await user.type(input, '12,5');
    expect(input).toHaveProperty('value', '12,5');
    await user.tab();
    expect(input).toHaveProperty('value', '12,50');
    expect(await submitted()).toEqual({ preco: 12.5 });
  });

  it('edits a stored amount in the middle without moving the caret', async () => {
    const user = userEvent.setup();
    const { submitted } = renderForm(<CurrencyInput source="preco" label="Preço" />, { preco: 1234.5 });
    const input = screen.getByRole('textbox', { name: 'Preço' }) as HTMLInputElement;
    expect(input.value).toBe('1.234,50');
    await user.click(input);
    input.setSelectionRange(1, 1);
    await user.keyboard('9');
    expect(input.value).toBe('19.234,50');
    expect(input.selectionStart).toBe(2);
    expect(await submitted()).toEqual({ preco: 19234.5 });
  });

  it('shows a stored amount formatted, and empties to null', async () => {
    const user = userEvent.setup();
    const { submitted } = renderForm(<CurrencyInput source="preco" label="Preço" />, { preco: 1234.5 });
    const input = screen.getByRole('textbox', { name: 'Preço' });
    expect(input).toHaveProperty('value', '1.234,50');
    await user.clear(input);
    expect(await submitted()).toEqual({ preco: null });
  });

  it('reads a pasted amount as written, replacing what was there', async () => {
    const user = userEvent.setup();
    const { submitted } = renderForm(<CurrencyInput source="preco" label="Preço" />, { preco: 5 });
    const input = screen.getByRole('textbox', { name: 'Preço' });
    await user.click(input);
    await user.paste('R$ 1.234,5');
    expect(input).toHaveProperty('value', '1.234,50');
    expect(await submitted()).toEqual({ preco: 1234.5 });
  });

  it('keeps text that is no amount as typed, for the validator to refuse', async () => {
    const user = userEvent.setup();
    const { submitted } = renderForm(<CurrencyInput source="preco" label="Preço" />);
    const input = screen.getByRole('textbox', { name: 'Preço' });
    await user.type(input, '12,345');
    await user.tab();
    // not rounded to 12,35: that is not what the form holds
    expect(input).toHaveProperty('value', '12,345');
    expect(await submitted()).toEqual({ preco: 12.345 });
  });
});

describe('<CurrencyInput /> in English', () => {
  it('reads 1234.5 and 1,234.50 as 1234.5 and shows 1,234.50 on leaving', async () => {
    const user = userEvent.setup();
    for (const typed of ['1234.5', '1,234.50']) {
      const { submitted } = renderForm(<CurrencyInput source="preco" label="Price" />, undefined, 'en');
      const input = screen.getByRole('textbox', { name: 'Price' });
      await user.type(input, typed);
      expect(input).toHaveProperty('value', typed);
      await user.tab();
      expect(input, typed).toHaveProperty('value', '1,234.50');
      expect(await submitted(), typed).toEqual({ preco: 1234.5 });
      cleanup();
    }
  });

  it('shows a stored amount the English way and keeps it exact when edited', async () => {
    const user = userEvent.setup();
    const { submitted } = renderForm(
      <CurrencyInput source="preco" label="Price" />,
      { preco: 1000.25 },
      'en',
    );
    const input = screen.getByRole('textbox', { name: 'Price' });
    expect(input).toHaveProperty('value', '1,000.25');
    await user.clear(input);
    await user.type(input, '1,000');
    await user.tab();
    expect(input).toHaveProperty('value', '1,000.00');
    expect(await submitted()).toEqual({ preco: 1000 });
  });
});

describe('<DecimalInput /> in English', () => {
  it('takes 12.5 and 1,234.5 with a dot for decimals and writes them back so', async () => {
    const user = userEvent.setup();
    const { submitted } = renderForm(
      <DecimalInput source="comissao" label="Commission" unit="%" />,
      {
        comissao: 3.25,
      },
      'en',
    );
    const input = screen.getByRole('textbox', { name: 'Commission' });
    expect(input).toHaveProperty('value', '3.25');
    await user.clear(input);
    await user.type(input, '12.5');
    await user.tab();
    expect(input).toHaveProperty('value', '12.5');
    expect(await submitted()).toEqual({ comissao: 12.5 });
    await user.clear(input);
    await user.type(input, '1,234.5');
    await user.tab();
    expect(input).toHaveProperty('value', '1234.5');
    expect(await submitted()).toEqual({ comissao: 1234.5 });
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

describe('<DecimalInput /> paste', () => {
  it('takes a pasted percentage over the text, and digits pasted at the caret', async () => {
    const user = userEvent.setup();
    const { submitted } = renderForm(<DecimalInput source="comissao" label="Comissão" unit="%" />, {
      comissao: 3,
    });
    const input = screen.getByRole('textbox', { name: 'Comissão' }) as HTMLInputElement;
    await user.click(input);
    input.setSelectionRange(0, input.value.length);
    await user.paste('12,5%');
    expect(input.value).toBe('12,5');
    expect(await submitted()).toEqual({ comissao: 12.5 });
    await user.click(input);
    input.setSelectionRange(2, 2);
    await user.paste('0');
    expect(input.value).toBe('120,5');
    expect(await submitted()).toEqual({ comissao: 120.5 });
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

  it('inserts a digit in the middle with the caret after it, and Backspace skips separators', async () => {
    const user = userEvent.setup();
    const { submitted } = renderForm(<MaskedInput source="cep" label="CEP" mask="cep" />, { cep: '0100100' });
    const input = screen.getByRole('textbox', { name: 'CEP' }) as HTMLInputElement;
    expect(input.value).toBe('01001-00');
    await user.click(input);
    input.setSelectionRange(2, 2);
    await user.keyboard('9');
    expect(input.value).toBe('01900-100');
    expect(input.selectionStart).toBe(3);
    // the caret after the '-': Backspace removes the 0 before it
    input.setSelectionRange(6, 6);
    await user.keyboard('{Backspace}');
    expect(input.value).toBe('01901-00');
    expect(input.selectionStart).toBe(4);
    expect(await submitted()).toEqual({ cep: '0190100' });
  });

  it('takes a pasted phone whole, country code and punctuation dropped', async () => {
    const user = userEvent.setup();
    const { submitted } = renderForm(<MaskedInput source="tel" label="Telefone" mask="telefone" />);
    const input = screen.getByRole('textbox', { name: 'Telefone' });
    await user.click(input);
    await user.paste('+55 (11) 98765-4321');
    expect(input).toHaveProperty('value', '(11) 98765-4321');
    expect(await submitted()).toEqual({ tel: '11987654321' });
  });

  it('refuses a digit past a full CNPJ', async () => {
    const user = userEvent.setup();
    const { submitted } = renderForm(<MaskedInput source="cnpj" label="CNPJ" mask="cnpj" />);
    const input = screen.getByRole('textbox', { name: 'CNPJ' });
    await user.type(input, '112223330001819');
    expect(input).toHaveProperty('value', '11.222.333/0001-81');
    expect(await submitted()).toEqual({ cnpj: '11222333000181' });
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
