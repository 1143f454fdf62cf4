// @vitest-environment jsdom

import { getContrastRatio } from '@mui/material/styles';
import { cleanup, render, screen } from '@testing-library/react';
import { CoreAdminContext, type DataProvider, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StatusChip, textColorOn } from './StatusChip';

afterEach(() => cleanup());

const digitada = { id: 1, vendaStatusId: 1, nome: 'Digitada', cor: '#9e9e9e', ordem: 1, ativo: true };

describe('StatusChip', () => {
  it('shows a listed status as is, without a call', () => {
    const getMany = vi.fn();
    render(
      <CoreAdminContext dataProvider={testDataProvider({ getMany } as Partial<DataProvider>)}>
        <StatusChip status={digitada as never} id={1} />
      </CoreAdminContext>,
    );
    expect(screen.getByText('Digitada')).toBeTruthy();
    expect(getMany).not.toHaveBeenCalled();
  });

  it('fetches a status the list lacks by id and names it "(na lixeira)"', async () => {
    const getMany = vi.fn().mockResolvedValue({
      data: [{ ...digitada, id: 7, vendaStatusId: 7, deletedAt: '2026-03-05T10:00:00.000Z' }],
    });
    render(
      <CoreAdminContext dataProvider={testDataProvider({ getMany } as Partial<DataProvider>)}>
        <StatusChip status={undefined} id={7} />
      </CoreAdminContext>,
    );
    expect(await screen.findByText('Digitada (na lixeira)')).toBeTruthy();
    expect(getMany).toHaveBeenCalledWith('venda-status', expect.objectContaining({ ids: [7] }));
  });
});

describe('textColorOn', () => {
  it('picks pure black or white text at 4.5:1 on the demo status colours (WCAG 1.4.3)', () => {
    for (const cor of ['#607d8b', '#1976d2', '#388e3c', '#d32f2f', '#ffa000', '#795548']) {
      expect(getContrastRatio(cor, textColorOn(cor))).toBeGreaterThanOrEqual(4.5);
    }
    expect(textColorOn('#607d8b')).toBe('#000');
    expect(textColorOn('#1565c0')).toBe('#fff');
  });
});
