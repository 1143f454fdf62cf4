// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCurrency } from '../../core/schema/display';
import { ConflictMerge } from './ConflictMerge';
import type { HistoryEntry } from './merge';
import { type TheirVersion, useConflictMerge } from './useConflictMerge';

afterEach(cleanup);
// time limits for a busy machine (2 shared cores): waits end as soon as the condition holds

interface Produto {
  nome: string;
  preco: number | null;
  descricao: string | null;
  updatedAt?: string;
}

const FIELDS = [
  { path: 'nome', label: 'Nome' },
  { path: 'preco', label: 'Preço' },
  { path: 'descricao', label: 'Descrição' },
];
const OPENED = '2026-03-01T12:00:00.000Z';
const SAVED = '2026-03-09T10:00:00.000Z';
const BASE: Produto = { nome: 'Plano', preco: 10, descricao: null };

const theirVersion = (values: Partial<Produto>): TheirVersion => ({
  values: { ...BASE, ...values },
  updatedAt: SAVED,
});

const HISTORY: HistoryEntry[] = [
  {
    em: SAVED,
    usuario: { usuarioId: 2, nomeCompleto: 'Bia Souza' },
    acao: 'ALTERACAO',
    campos: { nome: ['Plano', 'Plano C'], preco: [10, 12] },
  },
];

function Harness({
  load,
  history,
  onSave,
}: {
  load: () => Promise<TheirVersion>;
  history?: () => Promise<HistoryEntry[]>;
  onSave: (values: Produto, updatedAt: string | null) => void;
}) {
  const form = useForm<Produto>({ defaultValues: BASE });
  const merge = useConflictMerge({ form, fields: FIELDS });
  return (
    <form onSubmit={form.handleSubmit((values) => onSave(values, merge.updatedAt))}>
      <ConflictMerge
        merge={merge}
        title="Outra pessoa alterou este produto enquanto você editava."
        format={(row, value) =>
          row.path === 'preco' ? formatCurrency(value) : value == null ? null : String(value)
        }
        onRetry={() => void merge.open({ base: BASE, since: OPENED, load, history })}
      />
      <label>
        Nome
        <input {...form.register('nome')} />
      </label>
      <label>
        Preço
        <input {...form.register('preco', { setValueAs: (v) => (v === '' ? null : Number(v)) })} />
      </label>
      <label>
        Descrição
        <input {...form.register('descricao')} />
      </label>
      <button type="button" onClick={() => void merge.open({ base: BASE, since: OPENED, load, history })}>
        Simular conflito
      </button>
    </form>
  );
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

async function conflictWith(
  theirs: Partial<Produto>,
  typed: (user: ReturnType<typeof userEvent.setup>) => Promise<void>,
  history: (() => Promise<HistoryEntry[]>) | undefined = async () => HISTORY,
) {
  const user = userEvent.setup();
  const onSave = vi.fn();
  const load = vi.fn(async () => theirVersion(theirs));
  render(<Harness load={load} history={history} onSave={onSave} />);
  await typed(user);
  await user.click(screen.getByRole('button', { name: 'Simular conflito' }));
  const region = await screen.findByRole('region', {
    name: 'Outra pessoa alterou este produto enquanto você editava.',
  });
  await within(region).findByRole('list', { name: 'Campos que diferem' });
  return { user, onSave, load, region };
}

const pressed = (group: HTMLElement, name: RegExp) =>
  within(group).getByRole('button', { name }).getAttribute('aria-pressed');

describe('ConflictMerge', () => {
  it('shows each differing field with both versions, who and when; takes theirs where only they changed', async () => {
    const { region } = await conflictWith({ nome: 'Plano C', preco: 12 }, async (user) => {
      await user.clear(field('Nome'));
      await user.type(field('Nome'), 'Plano B');
      await user.type(field('Descrição'), 'minha nota');
    });
    expect(within(region).getByRole('alert').textContent).toContain('continuam no formulário');
    const groups = within(region).getAllByRole('group');
    // the choice first, then what came from them, then what stays mine
    expect(groups.map((g) => g.getAttribute('data-conflict-field'))).toEqual(['nome', 'preco', 'descricao']);

    const nome = within(region).getByRole('group', { name: /Nome/ });
    expect(nome.textContent).toContain('Vocês dois alteraram');
    expect(pressed(nome, /^Minha versão\s*Plano B/)).toBe('true');
    expect(pressed(nome, /^Versão atual\s*Plano C/)).toBe('false');
    expect(nome.textContent).toMatch(/Alterado por Bia Souza em \d\d\/03\/2026 \d\d:\d\d/);
    expect(field('Nome').value).toBe('Plano B');

    const preco = within(region).getByRole('group', { name: /Preço/ });
    expect(preco.textContent).toContain('Só a outra pessoa alterou');
    expect(preco.textContent).toContain('R$\u00a012,00');
    expect(pressed(preco, /^Versão atual/)).toBe('true');
    expect(field('Preço').value).toBe('12');

    const descricao = within(region).getByRole('group', { name: /Descrição/ });
    expect(pressed(descricao, /^Minha versão\s*minha nota/)).toBe('true');
    expect(descricao.textContent).toContain('(vazio)');
    expect(descricao.textContent).not.toContain('Alterado');
  });

  it('per field: theirs, mine again, or an edit in the input; saves the mix against the new updatedAt', async () => {
    const { user, onSave, region } = await conflictWith({ nome: 'Plano C', preco: 12 }, async (u) => {
      await u.clear(field('Nome'));
      await u.type(field('Nome'), 'Plano B');
      await u.clear(field('Preço'));
      await u.type(field('Preço'), '15');
    });
    const nome = within(region).getByRole('group', { name: /Nome/ });
    const preco = within(region).getByRole('group', { name: /Preço/ });
    await user.click(within(nome).getByRole('button', { name: /^Versão atual/ }));
    expect(field('Nome').value).toBe('Plano C');
    expect(pressed(nome, /^Versão atual/)).toBe('true');
    await user.click(within(nome).getByRole('button', { name: /^Minha versão/ }));
    expect(field('Nome').value).toBe('Plano B');

    // "Editar no formulário" puts the cursor in the field's own input; what is typed there is an edit
    await user.click(within(preco).getByRole('button', { name: 'Editar Preço no formulário' }));
    expect(document.activeElement).toBe(field('Preço'));
    await user.clear(field('Preço'));
    await user.type(field('Preço'), '13');
    await waitFor(() => expect(preco.textContent).toContain('Você editou o valor no formulário'));
    expect(pressed(preco, /^Minha versão/)).toBe('false');
    expect(pressed(preco, /^Versão atual/)).toBe('false');

    await user.click(within(region).getByRole('button', { name: 'Salvar com estas escolhas' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ nome: 'Plano B', preco: 13, descricao: null });
    expect(onSave.mock.calls[0]?.[1]).toBe(SAVED);
  });

  it('"Manter todas as minhas" puts back every field I changed; "Usar todas as atuais" drops mine by choice', async () => {
    const { user, region } = await conflictWith({ nome: 'Plano C', preco: 12 }, async (u) => {
      await u.clear(field('Nome'));
      await u.type(field('Nome'), 'Plano B');
      await u.type(field('Descrição'), 'minha');
    });
    await user.click(within(region).getByRole('button', { name: 'Usar todas as atuais' }));
    expect([field('Nome').value, field('Preço').value, field('Descrição').value]).toEqual([
      'Plano C',
      '12',
      '',
    ]);
    await user.click(within(region).getByRole('button', { name: 'Manter todas as minhas' }));
    // their price stays: I never touched it
    expect([field('Nome').value, field('Preço').value, field('Descrição').value]).toEqual([
      'Plano B',
      '12',
      'minha',
    ]);
  });

  it('every choice is reached by Tab and picked with the keyboard', async () => {
    const { user, region } = await conflictWith({ nome: 'Plano C' }, async (u) => {
      await u.clear(field('Nome'));
      await u.type(field('Nome'), 'Plano B');
    });
    const nome = within(region).getByRole('group', { name: /Nome/ });
    // the cursor is in the view once it opens: the next Tab is its first action
    await waitFor(() => expect(document.activeElement).toBe(region));
    await user.tab();
    expect(document.activeElement).toBe(
      within(region).getByRole('button', { name: 'Manter todas as minhas' }),
    );
    await user.tab(); // Usar todas as atuais
    await user.tab(); // Minha versão
    expect(document.activeElement).toBe(within(nome).getByRole('button', { name: /^Minha versão/ }));
    await user.tab();
    expect(document.activeElement).toBe(within(nome).getByRole('button', { name: /^Versão atual/ }));
    await user.keyboard('{Enter}');
    expect(field('Nome').value).toBe('Plano C');
    await user.keyboard('{Shift>}{Tab}{/Shift}{ }');
    expect(field('Nome').value).toBe('Plano B');
  });

  it('without a history (404 or failure), says only when', async () => {
    const { region } = await conflictWith(
      { nome: 'Plano C' },
      async (u) => {
        await u.clear(field('Nome'));
        await u.type(field('Nome'), 'Plano B');
      },
      async () => {
        throw new Error('404');
      },
    );
    const nome = within(region).getByRole('group', { name: /Nome/ });
    expect(nome.textContent).toMatch(/Alterado em \d\d\/03\/2026 \d\d:\d\d/);
    expect(nome.textContent).not.toContain('Alterado por');
    expect(region.textContent).toContain('Quem alterou não pôde ser consultado');
  });

  it('a failed read of the current version keeps everything typed and offers to try again', async () => {
    const user = userEvent.setup();
    let fail = true;
    const load = vi.fn(async () => {
      if (fail) throw new Error('rede');
      return theirVersion({ nome: 'Plano C' });
    });
    render(<Harness load={load} onSave={vi.fn()} />);
    await user.clear(field('Nome'));
    await user.type(field('Nome'), 'Plano B');
    await user.click(screen.getByRole('button', { name: 'Simular conflito' }));
    expect(await screen.findByText(/Não foi possível ler a versão atual/)).toBeTruthy();
    expect(field('Nome').value).toBe('Plano B');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByRole('group', { name: /Nome/ })).toBeTruthy();
    expect(field('Nome').value).toBe('Plano B');
  });
});
