// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { componentsTexts } from '../components/texts';
import { createI18nProvider } from './i18nProvider';
import { areaTexts } from './texts';
import { useAreaTranslate } from './useAreaTranslate';

const texts = areaTexts({
  pt: { hello: 'Olá, %{nome}', rows: '%{smart_count} linha |||| %{smart_count} linhas' },
  en: { hello: 'Hello, %{nome}', rows: '%{smart_count} row |||| %{smart_count} rows' },
});

function Probe() {
  const t = useAreaTranslate('probe', texts);
  return (
    <p>
      {t('hello', { nome: 'Ana' })} · {t('rows', { smart_count: 3 })}
    </p>
  );
}

function Filters() {
  return <p>{useAreaTranslate('components', componentsTexts)('filters')}</p>;
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('useAreaTranslate', () => {
  it('outside react-admin: the remembered language, Portuguese when none', () => {
    render(<Probe />);
    expect(screen.getByText('Olá, Ana · 3 linhas')).toBeTruthy();
    cleanup();
    localStorage.setItem('locale', 'en');
    render(<Probe />);
    expect(screen.getByText('Hello, Ana · 3 rows')).toBeTruthy();
  });

  it('in a react-admin context without the app provider (it answers keys): the area text, not the key', () => {
    render(
      <AdminContext>
        <Probe />
      </AdminContext>,
    );
    expect(screen.getByText('Olá, Ana · 3 linhas')).toBeTruthy();
  });

  it("with the app's provider: the area's catalogue (areas.ts) in the provider's language", () => {
    render(
      <AdminContext i18nProvider={createI18nProvider('en')}>
        <Filters />
      </AdminContext>,
    );
    expect(screen.getByText('Filters')).toBeTruthy();
  });
});
