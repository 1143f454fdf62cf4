// @vitest-environment jsdom

import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { DatesProvider } from './DatesProvider';

afterEach(() => cleanup());

describe('<DatesProvider />', () => {
  it('gives the pickers the Brazilian format and Portuguese texts', async () => {
    render(
      <DatesProvider>
        <DatePicker label="Data" />
      </DatesProvider>,
    );
    const group = screen.getByRole('group', { name: 'Data' });
    const sections = within(group).getAllByRole('spinbutton');
    expect(sections.map((section) => section.textContent)).toEqual(['DD', 'MM', 'AAAA']);
    expect(sections.map((section) => section.getAttribute('aria-label'))).toEqual(['Dia', 'Mês', 'Ano']);
    expect(screen.getByRole('button', { name: 'Escolha uma data' })).toBeTruthy();
  });

  it('names months in Portuguese and starts the week on Sunday', async () => {
    const user = userEvent.setup();
    render(
      <DatesProvider>
        <DatePicker label="Data" defaultValue={dayjs(new Date(2026, 2, 1))} />
      </DatesProvider>,
    );
    await user.click(screen.getByRole('button', { name: /Escolha uma data/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/março 2026/i)).toBeTruthy();
    const weekDays = within(dialog)
      .getAllByRole('columnheader')
      .map((header) => header.getAttribute('aria-label'));
    expect(weekDays[0]).toMatch(/^domingo$/i);
  });
});
