import { describe, expect, it } from 'vitest';
import { collectPageErrors } from './harness';
import { signInByKeyboard, startedForThisFile, tabTo, typeSlowly } from './keyboard';

// "Exportar" on a filtered list: the file the browser saves is the server's stream of that filter, in the
// format Excel reads in Brazil.

const e2e = startedForThisFile();

describe('Exportar', () => {
  it('downloads the filtered produtos as CSV, from the keyboard', async () => {
    const page = await e2e.browser.newPage();
    const errors = collectPageErrors(page);
    await signInByKeyboard(page, e2e.server.url, 'gestor@alfa.com.br', { to: '/e/1/produtos' });
    await page.getByRole('link', { name: 'CTRL-15' }).waitFor();

    await tabTo(page, (el) => el.tag === 'INPUT' && /Buscar/i.test(el.label));
    await typeSlowly(page, 'controle');
    await page.getByRole('link', { name: 'CTRL-15' }).waitFor();
    await expect.poll(() => page.locator('tbody tr').count()).toBeLessThan(25);
    const shown = await page.locator('tbody tr').count();
    expect(shown).toBeGreaterThan(1);

    await tabTo(page, (el) => el.text === 'Exportar');
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(download.suggestedFilename()).toMatch(/^produtos-\d{4}-\d{2}-\d{2}\.csv$/);
    // a stream, not download.path(): the suite's browser is a shared one reached remotely (harness.ts launchBrowser)
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    // the columns on screen, with their titles
    expect(lines[0]).toBe('Código;Nome;Categoria;Preço;Ativo');
    expect(lines).toHaveLength(shown + 1);
    const ctrl15 = lines.find((l) => l.startsWith('CTRL-15;'))?.split(';') ?? [];
    expect(ctrl15[3]).toMatch(/^\d{1,3}(\.\d{3})*,\d{2}$/);
    await page.getByText(/Exportação concluída/).waitFor();
    expect(errors()).toEqual([]);
  });
});
