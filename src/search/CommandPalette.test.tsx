// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CommandPalette, MARKS } from './CommandPalette';
import { matchingPages, type Option, type SearchGroup, type Section } from './palette';

// The palette's keyboard behaviour (ARIA combobox + listbox): focus on open, arrows, Home/End, Enter, Esc and
// the focus given back, local results at once, the server's after the debounce, stale answers dropped.

afterEach(cleanup);

const PAGINAS = [
  { label: 'Vendas', caminho: '/e/1/vendas', grupo: 'Vendas' },
  { label: 'Negociações', caminho: '/e/1/negociacoes', grupo: 'Vendas' },
  { label: 'Status de venda', caminho: '/e/1/venda-status', grupo: 'Configuração' },
];
const AJUDA: Option = {
  chave: 'ajuda:a',
  titulo: 'Análises',
  subtitulo: null,
  caminho: '/e/1/ajuda/a',
  tipo: 'ajuda',
};
const locais = (q: string): Section[] => [
  { chave: 'paginas', titulo: 'Páginas', opcoes: matchingPages(PAGINAS, q) },
  { chave: 'ajuda', titulo: 'Ajuda', opcoes: q.startsWith('an') ? [AJUDA] : [], depois: true },
];

const venda = (id: number, nome: string): SearchGroup => ({
  recurso: 'vendas',
  rotulo: 'Vendas',
  total: 1,
  mais: false,
  caminho: '/e/1/vendas?filter=x',
  itens: [{ id, titulo: `Nº ${id} – ${nome}`, subtitulo: null, caminho: `/e/1/vendas/${id}` }],
});

/** A request the test answers when it wants, remembering its text and signal. */
interface Pedido {
  q: string;
  signal: AbortSignal;
  answer(grupos: SearchGroup[]): void;
}

/** The palette behind a button, as the app bar has it: open, close, choose. */
function Harness(props: {
  buscar(q: string, signal: AbortSignal): Promise<SearchGroup[]>;
  onEscolher(o: Option): void;
  recentes: Option[];
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir busca
      </button>
      <CommandPalette
        open={open}
        onClose={() => setOpen(false)}
        locais={locais}
        buscar={props.buscar}
        recentes={props.recentes}
        onEscolher={(o) => {
          props.onEscolher(o);
          setOpen(false);
        }}
        debounceMs={0}
      />
    </>
  );
}

function setup(options: { recentes?: Option[] } = {}) {
  const pedidos: Pedido[] = [];
  const buscar = vi.fn(
    (q: string, signal: AbortSignal) =>
      new Promise<SearchGroup[]>((resolve) => {
        pedidos.push({ q, signal, answer: resolve });
      }),
  );
  const onEscolher = vi.fn();
  const user = userEvent.setup();
  render(<Harness buscar={buscar} onEscolher={onEscolher} recentes={options.recentes ?? []} />);
  return { user, buscar, pedidos, onEscolher };
}

async function abrir(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Abrir busca' }));
  const box = await screen.findByRole('combobox', { name: 'Buscar' });
  await waitFor(() => expect(document.activeElement).toBe(box));
  return box;
}

const selecionada = () =>
  screen
    .getAllByRole('option')
    .filter((o) => o.getAttribute('aria-selected') === 'true')
    .map((o) => o.textContent);

describe('CommandPalette', () => {
  it('focuses the box on open; pages show at once, the first active and named by aria-activedescendant', async () => {
    const { user } = setup();
    const box = await abrir(user);
    expect(box.getAttribute('aria-expanded')).toBe('false');
    await user.type(box, 'v');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'VendasVendas',
      'Status de vendaConfiguração',
      'NegociaçõesVendas',
    ]);
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    expect(screen.getByRole('group', { name: 'Páginas' })).toBeTruthy();
    expect(screen.getByRole('listbox').id).toBe(box.getAttribute('aria-controls'));
  });

  it('↓/↑ move and wrap, Home/End jump, Enter opens the active one', async () => {
    const { user, onEscolher } = setup();
    const box = await abrir(user);
    await user.type(box, 'v');
    await user.keyboard('{ArrowDown}');
    expect(selecionada()).toEqual(['Status de vendaConfiguração']);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(selecionada()).toEqual(['VendasVendas']);
    await user.keyboard('{ArrowUp}');
    expect(selecionada()).toEqual(['NegociaçõesVendas']);
    await user.keyboard('{Home}');
    expect(selecionada()).toEqual(['VendasVendas']);
    await user.keyboard('{End}');
    expect(selecionada()).toEqual(['NegociaçõesVendas']);
    expect(box.getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: /Negociações/ }).id,
    );
    await user.keyboard('{Enter}');
    expect(onEscolher).toHaveBeenCalledWith(expect.objectContaining({ caminho: '/e/1/negociacoes' }));
  });

  it('Esc closes and gives the focus back to what opened it', async () => {
    const { user } = setup();
    await abrir(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('combobox')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Abrir busca' }));
  });

  it("shows the server's hits after the local ones, drops an older text's answer, marks answer → drawn", async () => {
    const { user, pedidos } = setup();
    const box = await abrir(user);
    await user.type(box, 'an');
    await waitFor(() => expect(pedidos.map((p) => p.q)).toEqual(['an']));
    expect(screen.getByRole('status').textContent).toContain('Buscando…');
    await user.type(box, 'a');
    await waitFor(() => expect(pedidos.map((p) => p.q)).toEqual(['an', 'ana']));
    expect(pedidos[0]?.signal.aborted).toBe(true);
    expect(pedidos[1]?.signal.aborted).toBe(false);
    // the stale answer arrives late: nothing of it is drawn
    await act(async () => pedidos[0]?.answer([venda(1, 'Antiga')]));
    expect(screen.queryByText(/Antiga/)).toBeNull();
    performance.clearMeasures(MARKS.medida);
    await act(async () => pedidos[1]?.answer([venda(2, 'Ana Souza')]));
    // the server's groups before the help, the sale active
    expect(
      screen
        .getAllByRole('group')
        .map((g) => document.getElementById(g.getAttribute('aria-labelledby') ?? '')?.textContent),
    ).toEqual(['Vendas', 'Ajuda']);
    expect(screen.getByRole('option', { name: /Nº 2 – Ana Souza/ }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByRole('status').textContent).toContain('2 resultados');
    expect(performance.getEntriesByName(MARKS.medida)).toHaveLength(1);
  });

  it('says when nothing is found, and shows the recent choices while empty', async () => {
    const recente: Option = {
      chave: 'vendas:9',
      titulo: 'Nº 9 – Bia',
      subtitulo: null,
      caminho: '/e/1/vendas/9',
      tipo: 'vendas',
    };
    const { user, pedidos, onEscolher } = setup({ recentes: [recente] });
    const box = await abrir(user);
    expect(screen.getByRole('group', { name: 'Recentes' })).toBeTruthy();
    await user.type(box, 'zzz');
    await waitFor(() => expect(pedidos.at(-1)?.q).toBe('zzz'));
    await act(async () => pedidos.at(-1)?.answer([]));
    expect(screen.getByText('Nada encontrado para “zzz”.')).toBeTruthy();
    expect(box.getAttribute('aria-expanded')).toBe('false');
    await user.clear(box);
    await user.keyboard('{Enter}');
    expect(onEscolher).toHaveBeenCalledWith(recente);
  });
});
