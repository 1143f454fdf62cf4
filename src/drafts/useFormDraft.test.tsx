// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DraftOffer } from './DraftOffer';
import { type DraftOwner, draftKey, readDraft, removeDraftsOf, writeDraft } from './draftStore';
import { DRAFT_WRITE_DELAY_MS, type FormDraft, useFormDraft } from './useFormDraft';

interface ProdutoValues {
  nome: string;
  preco: number | string;
  senha?: string;
  itens: Array<{ codigo: string }>;
  updatedAt?: string;
}

const GESTOR: DraftOwner = { usuarioId: 7, empresaId: 1 };
const OUTRO: DraftOwner = { usuarioId: 8, empresaId: 1 };
const KEY = draftKey({ ...GESTOR, resource: 'produtos', recordId: 5 });
const STORED: ProdutoValues = {
  nome: 'Roteador',
  preco: 100,
  itens: [{ codigo: 'R1' }],
  updatedAt: '2026-01-01T10:00:00.000Z',
};

let latest: FormDraft | null = null;
let formOf: ReturnType<typeof useForm<ProdutoValues>> | null = null;

/** A produto's edit form: the record's values, its updatedAt, and the draft offer at the top. */
function ProdutoForm({
  record = STORED,
  owner = GESTOR,
  recordId = 5,
  enabled = true,
}: {
  record?: ProdutoValues;
  owner?: DraftOwner;
  recordId?: number | null;
  enabled?: boolean;
}) {
  const form = useForm<ProdutoValues>({ defaultValues: record });
  formOf = form;
  const draft = useFormDraft({
    resource: 'produtos',
    recordId,
    form,
    baseUpdatedAt: record.updatedAt ?? null,
    owner,
    enabled,
    now: () => new Date(),
  });
  latest = draft;
  return (
    <form>
      <DraftOffer draft={draft} />
      <label>
        Nome
        <input {...form.register('nome')} />
      </label>
      <label>
        Preço
        <input {...form.register('preco')} />
      </label>
      <label>
        Senha
        <input type="password" {...form.register('senha')} />
      </label>
      <label>
        Código
        <input {...form.register('itens.0.codigo')} />
      </label>
    </form>
  );
}

// no pause between keystrokes: the fake clock moves only when a test says so
const setup = () => userEvent.setup({ delay: null });

// Testing Library waits for a timer of 0 after each event and advances it only when it sees Jest's fake timers;
// this tells it about Vitest's.
vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(new Date(2026, 10, 24, 12, 27, 0));
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  latest = null;
  formOf = null;
});

describe('useFormDraft', () => {
  it('writes every change within 300 ms: the values, the base updatedAt and the time, never a password', async () => {
    const user = setup();
    render(<ProdutoForm />);
    await user.type(screen.getByLabelText('Nome'), ' Wi-Fi');
    await user.type(screen.getByLabelText('Senha'), 'segredo');
    await user.clear(screen.getByLabelText('Código'));
    await user.type(screen.getByLabelText('Código'), 'R2');
    act(() => vi.advanceTimersByTime(DRAFT_WRITE_DELAY_MS));

    const draft = readDraft(KEY);
    expect(draft?.values).toEqual({
      nome: 'Roteador Wi-Fi',
      preco: 100,
      itens: [{ codigo: 'R2' }],
      updatedAt: '2026-01-01T10:00:00.000Z',
    });
    expect(draft?.baseUpdatedAt).toBe('2026-01-01T10:00:00.000Z');
    expect(new Date(draft?.savedAt ?? '').getMinutes()).toBe(27);
    expect(localStorage.getItem(KEY)).not.toContain('segredo');
  });

  it('writes at once when the page is hidden or left, before the delay runs out', async () => {
    const user = setup();
    render(<ProdutoForm />);
    await user.type(screen.getByLabelText('Nome'), 'X', { skipAutoClose: true });
    // a keystroke just now: nothing written yet…
    expect(readDraft(KEY)).toBeNull();
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(readDraft(KEY)?.values.nome).toBe('RoteadorX');

    await user.type(screen.getByLabelText('Nome'), 'Y');
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    expect(readDraft(KEY)?.values.nome).toBe('RoteadorXY');
  });

  it("writes the draft back when another tab's logout removed it while this form is still open", async () => {
    const user = setup();
    render(<ProdutoForm />);
    await user.type(screen.getByLabelText('Nome'), ' Pro');
    act(() => vi.advanceTimersByTime(DRAFT_WRITE_DELAY_MS));
    expect(readDraft(KEY)?.values.nome).toBe('Roteador Pro');
    // the other tab's "Sair": the key goes, and this tab hears of it through a storage event
    removeDraftsOf(GESTOR.usuarioId);
    expect(readDraft(KEY)).toBeNull();
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: null }));
    });
    expect(readDraft(KEY)?.values.nome).toBe('Roteador Pro');
  });

  it('removes the draft when the form is back to the stored record', async () => {
    const user = setup();
    render(<ProdutoForm />);
    await user.type(screen.getByLabelText('Nome'), 'X');
    act(() => vi.advanceTimersByTime(DRAFT_WRITE_DELAY_MS));
    expect(readDraft(KEY)).not.toBeNull();
    await user.type(screen.getByLabelText('Nome'), '{Backspace}');
    act(() => vi.advanceTimersByTime(DRAFT_WRITE_DELAY_MS));
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('offers a kept draft with its time; restoring fills the form, dirty, with the draft base kept for the save', async () => {
    writeDraft(KEY, {
      values: { ...STORED, nome: 'Roteador rascunho', itens: [{ codigo: 'R9' }] },
      baseUpdatedAt: '2026-01-01T10:00:00.000Z',
      savedAt: new Date(2026, 10, 23, 9, 5).toISOString(),
    });
    // someone else changed the record meanwhile
    const changed = { ...STORED, preco: 120, updatedAt: '2026-02-02T10:00:00.000Z' };
    const user = setup();
    render(<ProdutoForm record={changed} />);

    const offer = screen.getByRole('status');
    expect(offer.textContent).toContain('23/11/2026 09:05');
    expect(screen.getByLabelText<HTMLInputElement>('Nome').value).toBe('Roteador');
    // nothing the form does meanwhile writes over the offered draft
    act(() => vi.advanceTimersByTime(DRAFT_WRITE_DELAY_MS * 3));
    expect(readDraft(KEY)?.values.nome).toBe('Roteador rascunho');

    // reached with the keyboard
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Restaurar rascunho de 23/11/2026 09:05');
    await user.keyboard('{Enter}');

    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Nome').value).toBe('Roteador rascunho');
    expect(screen.getByLabelText<HTMLInputElement>('Código').value).toBe('R9');
    expect(formOf?.getValues('updatedAt')).toBe('2026-01-01T10:00:00.000Z');
    expect(formOf?.formState.isDirty).toBe(true);
    expect(latest?.baseUpdatedAt).toBe('2026-01-01T10:00:00.000Z');
    // the draft is still kept (and keeps its base) as editing goes on
    await user.type(screen.getByLabelText('Nome'), '!');
    act(() => vi.advanceTimersByTime(DRAFT_WRITE_DELAY_MS));
    expect(readDraft(KEY)?.values.nome).toBe('Roteador rascunho!');
    expect(readDraft(KEY)?.baseUpdatedAt).toBe('2026-01-01T10:00:00.000Z');
  });

  it('"Descartar" removes the draft and keeps the stored record', async () => {
    writeDraft(KEY, {
      values: { ...STORED, nome: 'Outro' },
      baseUpdatedAt: null,
      savedAt: new Date().toISOString(),
    });
    const user = setup();
    render(<ProdutoForm />);
    await user.click(screen.getByRole('button', { name: 'Descartar' }));
    expect(screen.queryByRole('status')).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Nome').value).toBe('Roteador');
  });

  it('does not offer (and drops) a draft identical to the stored record', () => {
    writeDraft(KEY, {
      values: { ...STORED, updatedAt: '2025-12-31T00:00:00.000Z' },
      baseUpdatedAt: '2025-12-31T00:00:00.000Z',
      savedAt: new Date().toISOString(),
    });
    render(<ProdutoForm />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('clear() after a save removes the draft and the write still waiting; leaving the form writes nothing', async () => {
    const user = setup();
    const view = render(<ProdutoForm />);
    await user.type(screen.getByLabelText('Nome'), 'X');
    act(() => vi.advanceTimersByTime(DRAFT_WRITE_DELAY_MS));
    await user.type(screen.getByLabelText('Nome'), 'Y');
    act(() => latest?.clear());
    expect(localStorage.getItem(KEY)).toBeNull();
    // what the form does on its own after a save (react-admin re-reading the record) starts no draft…
    act(() => formOf?.setValue('nome', 'Relido do servidor'));
    act(() => vi.advanceTimersByTime(DRAFT_WRITE_DELAY_MS));
    expect(localStorage.getItem(KEY)).toBeNull();
    view.unmount();
    act(() => vi.advanceTimersByTime(DRAFT_WRITE_DELAY_MS));
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('after a save, the next keystroke starts a new draft', async () => {
    const user = setup();
    render(<ProdutoForm />);
    await user.type(screen.getByLabelText('Nome'), 'X');
    act(() => latest?.clear());
    await user.type(screen.getByLabelText('Nome'), 'Y');
    act(() => vi.advanceTimersByTime(DRAFT_WRITE_DELAY_MS));
    expect(readDraft(KEY)?.values.nome).toBe('RoteadorXY');
  });

  it('leaving the form with a change not yet written writes it', async () => {
    const user = setup();
    const view = render(<ProdutoForm />);
    await user.type(screen.getByLabelText('Nome'), 'Z');
    view.unmount();
    expect(readDraft(KEY)?.values.nome).toBe('RoteadorZ');
  });

  it("keeps one user's drafts from another user and another record; a logout removes only that user's", async () => {
    writeDraft(KEY, {
      values: { ...STORED, nome: 'Do gestor' },
      baseUpdatedAt: null,
      savedAt: new Date().toISOString(),
    });
    const novo = draftKey({ ...GESTOR, resource: 'produtos', recordId: null });
    expect(novo).toBe('rascunho:7:1:produtos:novo');
    const other = render(<ProdutoForm owner={OUTRO} />);
    expect(screen.queryByRole('status')).toBeNull();
    other.unmount();
    render(<ProdutoForm recordId={6} />);
    expect(screen.queryByRole('status')).toBeNull();

    writeDraft(draftKey({ ...OUTRO, resource: 'produtos', recordId: 5 }), {
      values: { nome: 'Do outro' },
      baseUpdatedAt: null,
      savedAt: new Date().toISOString(),
    });
    writeDraft(draftKey({ usuarioId: 7, empresaId: 2, resource: 'vendas' }), {
      values: { nome: 'Na Beta' },
      baseUpdatedAt: null,
      savedAt: new Date().toISOString(),
    });
    localStorage.setItem('colorMode', 'dark');
    removeDraftsOf(7);
    expect(Object.keys(localStorage).sort()).toEqual(['colorMode', 'rascunho:8:1:produtos:5']);
  });

  it('keeps no draft on a read-only page', async () => {
    const user = setup();
    render(<ProdutoForm enabled={false} />);
    await user.type(screen.getByLabelText('Nome'), 'X');
    act(() => vi.advanceTimersByTime(DRAFT_WRITE_DELAY_MS));
    expect(localStorage.length).toBe(0);
  });
});
