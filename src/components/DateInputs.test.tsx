// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { AdminContext, Form, memoryStore, required } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AppLocale, createI18nProvider } from '../i18n/i18nProvider';
import { DateInput, DateTimeInput, validateDate } from './DateInputs';

type Values = Record<string, unknown>;

function renderForm(
  input: ReactNode,
  { record, locale = 'pt-br' }: { record?: Values; locale?: AppLocale } = {},
) {
  const onSubmit = vi.fn<(values: Values) => void>();
  const view = render(
    <AdminContext i18nProvider={createI18nProvider(locale)} store={memoryStore()}>
      <Form onSubmit={onSubmit} record={record}>
        {input}
        <button type="submit">Enviar</button>
      </Form>
    </AdminContext>,
  );
  return { ...view, onSubmit };
}

/** The field of the input labelled `label`: a group of spinbuttons, one per section (day, month, year …). */
async function field(label: string) {
  return screen.findByRole('group', { name: label });
}

const sectionTexts = (group: HTMLElement) =>
  within(group)
    .getAllByRole('spinbutton')
    .map((section) => section.textContent)
    .join('|');

/** Types the digits into the field from its first section on, as a user does with the keyboard. */
async function typeInto(user: ReturnType<typeof userEvent.setup>, label: string, digits: string) {
  const [first] = within(await field(label)).getAllByRole('spinbutton');
  await user.click(first!);
  await user.keyboard(digits);
}

afterEach(() => cleanup());

describe('<DateInput />', () => {
  it('shows DD/MM/AAAA and the translated label', async () => {
    renderForm(<DateInput source="createdAt" label="app.fields.createdAt" />);
    expect(sectionTexts(await field('Criado em'))).toBe('DD|MM|AAAA');
  });

  it('translates the label in English too', async () => {
    renderForm(<DateInput source="createdAt" label="app.fields.createdAt" />, { locale: 'en' });
    expect(await field('Created on')).toBeTruthy();
  });

  it('stores a typed 31/12/2099 as 2099-12-31', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm(<DateInput source="inicio" label="Início" />);
    await typeInto(user, 'Início', '31122099');
    expect(sectionTexts(await field('Início'))).toBe('31|12|2099');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ inicio: '2099-12-31' });
  });

  it("says 'Data inválida' for 01/01/2100 and does not submit", async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm(<DateInput source="inicio" label="Início" />);
    await typeInto(user, 'Início', '01012100');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Data inválida')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    expect((await field('Início')).getAttribute('aria-invalid')).toBe('true');
  });

  it("says 'Data inválida' for 31/12/1899", async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm(<DateInput source="inicio" label="Início" />);
    await typeInto(user, 'Início', '31121899');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Data inválida')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("says 'Data inválida' for an unfinished date, focuses it, and clears the error once it is whole", async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm(<DateInput source="inicio" label="Início" />);
    await typeInto(user, 'Início', '3112');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Data inválida')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    // react-hook-form sends the focus to the first invalid input.
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Dia');

    const year = within(await field('Início')).getByRole('spinbutton', { name: 'Ano' });
    await user.click(year);
    await user.keyboard('2026');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(screen.queryByText('Data inválida')).toBeNull();
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ inicio: '2026-12-31' });
  });

  it('shows the record value, and submits it unchanged', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm(<DateInput source="inicio" label="Início" />, {
      record: { id: 1, inicio: '2026-03-01' },
    });
    expect(sectionTexts(await field('Início'))).toBe('01|03|2026');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ id: 1, inicio: '2026-03-01' });
  });

  it('accepts an empty value unless required', async () => {
    const user = userEvent.setup();
    const optional = renderForm(<DateInput source="fim" label="Fim" />, { record: { id: 1, fim: null } });
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(optional.onSubmit.mock.calls[0]?.[0]).toEqual({ id: 1, fim: null });
    optional.unmount();

    const mandatory = renderForm(<DateInput source="fim" label="Fim" validate={required()} />);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Obrigatório')).toBeTruthy();
    expect(mandatory.onSubmit).not.toHaveBeenCalled();
  });

  it("says 'Data inválida', not 'Obrigatório', for a required date typed in part", async () => {
    const user = userEvent.setup();
    renderForm(<DateInput source="fim" label="Fim" validate={required()} />);
    await typeInto(user, 'Fim', '01');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Data inválida')).toBeTruthy();
    expect(screen.queryByText('Obrigatório')).toBeNull();
  });

  it('honours a narrower range', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm(
      <DateInput source="inicio" label="Início" minDate="2026-01-01" maxDate="2026-12-31" />,
    );
    await typeInto(user, 'Início', '01012027');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Data inválida')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('<DateTimeInput />', () => {
  it('shows DD/MM/AAAA hh:mm on a 24-hour clock', async () => {
    renderForm(<DateTimeInput source="agenda" label="Agenda" />);
    expect(sectionTexts(await field('Agenda'))).toBe('DD|MM|AAAA|hh|mm');
  });

  it('stores a typed 01/03/2026 14:30 as 2026-03-01T14:30:00', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm(<DateTimeInput source="agenda" label="Agenda" />);
    await typeInto(user, 'Agenda', '010320261430');
    expect(sectionTexts(await field('Agenda'))).toBe('01|03|2026|14|30');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ agenda: '2026-03-01T14:30:00' });
  });

  it('accepts 31/12/2099 23:59 and refuses 01/01/2100 00:00', async () => {
    const user = userEvent.setup();
    const last = renderForm(<DateTimeInput source="agenda" label="Agenda" />);
    await typeInto(user, 'Agenda', '311220992359');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(last.onSubmit.mock.calls[0]?.[0]).toEqual({ agenda: '2099-12-31T23:59:00' });
    last.unmount();

    const after = renderForm(<DateTimeInput source="agenda" label="Agenda" />);
    await typeInto(user, 'Agenda', '010121000000');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Data inválida')).toBeTruthy();
    expect(after.onSubmit).not.toHaveBeenCalled();
  });

  it('shows a record datetime in local time', async () => {
    renderForm(<DateTimeInput source="agenda" label="Agenda" />, {
      record: { id: 1, agenda: '2026-03-01T08:05:00' },
    });
    expect(sectionTexts(await field('Agenda'))).toBe('01|03|2026|08|05');
  });
});

describe('validateDate', () => {
  const validate = validateDate();
  const check = (value: unknown) => validate(value, {}, {});

  it('passes no value and dates in range, Date values included', () => {
    expect(check(null)).toBeUndefined();
    expect(check('')).toBeUndefined();
    expect(check('1900-01-01')).toBeUndefined();
    expect(check('2099-12-31T23:59:59')).toBeUndefined();
    expect(check(new Date(2026, 2, 1))).toBeUndefined();
  });

  it('refuses anything else', () => {
    for (const value of ['2100-01-01', '1899-12-31', 'Invalid Date', '2026-02-30', 42, {}]) {
      expect(check(value)).toBe('app.validation.invalid_date');
    }
  });
});
