import { describe, expect, it } from 'vitest';
import { ADMIN_PAGES } from '../admin/AdminArea';
import { PAGES } from '../company/pages';
import { ADMIN_REGISTERS, COMPANY_REGISTERS } from '../schema/registry';
import { helpHrefFor } from './AjudaButton';
import { helpPath, helpTopicFor } from './paths';
import { normalize, searchHelp, stem } from './search';
import { HELP_TOPICS, type HelpTopic, helpGroupsIn, helpTopic, helpTopicIn, localizedTopic } from './topics';
import { HELP_EN } from './topics.en';

/** Every route CompanyApp mounts under /e/{e}, as a concrete path (parameters filled in). */
const companyRoutes = [
  '',
  'usuarios/me',
  ...PAGES.flatMap((p) => [p.path, ...(p.detail ? [`${p.path}/7`] : [])]),
  ...COMPANY_REGISTERS.flatMap((m) => [
    `${m.resource}/create`,
    ...(m.trash ? [`${m.resource}/lixeira`] : []),
  ]),
];
/** Every route AdminArea mounts under /admin. */
const adminRoutes = [
  '/admin',
  ...ADMIN_PAGES.flatMap((p) => [`/admin/${p.path}`, ...(p.detail ? [`/admin/${p.path}/7`] : [])]),
  ...ADMIN_REGISTERS.map((m) => `/admin/${m.resource}`),
  // a company's people (src/admin/pessoas)
  '/admin/empresas/7/pessoas',
  '/admin/empresas/7/pessoas/convidar',
];

describe('the help topics', () => {
  it('document every company page of the menu, the home and the own profile', () => {
    for (const page of PAGES.filter((p) => p.path !== 'ajuda')) {
      const topic = helpTopicFor(`/e/3/${page.path}`);
      expect(topic?.rota, page.path).toBe(page.path);
      if (page.detail) expect(helpTopicFor(`/e/3/${page.path}/12`)?.slug, page.path).toBe(topic?.slug);
    }
    expect(helpTopicFor('/e/3')?.slug).toBe('painel');
    expect(helpTopicFor('/e/3/')?.slug).toBe('painel');
    expect(helpTopicFor('/e/3/usuarios/me')?.slug).toBe('meu-perfil');
    expect(helpTopicFor('/e/3/vendas/lixeira')?.slug).toBe('lixeira');
    expect(helpTopicFor('/e/3/produtos/create')?.slug).toBe('produtos');
  });

  it('document every admin page', () => {
    for (const route of adminRoutes) expect(helpTopicFor(route), route).toBeDefined();
    expect(helpTopicFor('/admin/empresas/4')?.slug).toBe('admin-empresas');
    expect(helpTopicFor('/admin/empresas/4/pessoas/12')?.slug).toBe('admin-empresa-pessoas');
    expect(helpTopicFor('/admin')?.slug).toBe('administracao');
  });

  it('each name a route the app has, reached by the "?" of that page', () => {
    for (const topic of HELP_TOPICS.filter((t) => t.rota !== null)) {
      const routes =
        topic.grupo === 'admin' ? adminRoutes : companyRoutes.map((r) => (r === '' ? '/e/3' : `/e/3/${r}`));
      const reached = routes.some((r) => helpTopicFor(r) === topic);
      expect(reached, `${topic.slug} (${topic.rota})`).toBe(true);
    }
  });

  it('have unique slugs, related topics that exist, and shortcuts and steps in every page topic', () => {
    const slugs = HELP_TOPICS.map((t) => t.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const topic of HELP_TOPICS) {
      for (const r of topic.relacionados ?? []) expect(helpTopic(r), `${topic.slug} → ${r}`).toBeDefined();
      expect(topic.secoes.length, topic.slug).toBeGreaterThan(0);
      for (const s of topic.secoes)
        expect(s.passos?.length || s.texto, `${topic.slug}: ${s.titulo}`).toBeTruthy();
    }
    // F1 is promised on every company page
    for (const topic of HELP_TOPICS.filter((t) => t.grupo !== 'admin'))
      expect(
        topic.atalhos.some((a) => a.teclas === 'F1') ||
          topic.slug === 'exportar-importar' ||
          topic.slug === 'rascunhos-e-conflitos',
        topic.slug,
      ).toBe(true);
  });

  it('leave the help pages themselves and other paths without a topic', () => {
    expect(helpTopicFor('/e/3/ajuda')).toBeUndefined();
    expect(helpTopicFor('/e/3/ajuda/vendas')).toBeUndefined();
    expect(helpTopicFor('/admin/ajuda')).toBeUndefined();
    expect(helpTopicFor('/login')).toBeUndefined();
  });

  it('live at /e/{e}/ajuda/{slug} and /admin/ajuda/{slug}', () => {
    expect(helpPath(3)).toBe('/e/3/ajuda');
    expect(helpPath(3, 'vendas')).toBe('/e/3/ajuda/vendas');
    expect(helpPath(null, 'admin-bancos')).toBe('/admin/ajuda/admin-bancos');
  });

  it('are what the "?" opens: the topic of the page, else the index of its area', () => {
    expect(helpHrefFor('/e/3/vendas/5')).toBe('/e/3/ajuda/vendas');
    expect(helpHrefFor('/e/12/negociacoes')).toBe('/e/12/ajuda/negociacoes');
    expect(helpHrefFor('/e/3/ajuda/vendas')).toBe('/e/3/ajuda');
    expect(helpHrefFor('/e/3/pagina-que-nao-existe')).toBe('/e/3/ajuda');
    expect(helpHrefFor('/admin/bancos/2')).toBe('/admin/ajuda/admin-bancos');
    expect(helpHrefFor('/admin/ajuda')).toBe('/admin/ajuda');
  });
});

describe('searchHelp', () => {
  const slugs = (q: string, area?: 'empresa' | 'admin') => searchHelp(q, { area }).map((r) => r.topic.slug);

  it('ignores accents and case', () => {
    expect(normalize('Negociações')).toBe('negociacoes');
    expect(slugs('negociacao')[0]).toBe('negociacoes');
    expect(slugs('NEGOCIAÇÕES')[0]).toBe('negociacoes');
    expect(slugs('aparencia')[0]).toBe('aparencia');
  });

  it('puts the topic whose title holds the words first', () => {
    expect(slugs('atalho')[0]).toBe('atalhos');
    expect(slugs('atalhos de teclado')[0]).toBe('atalhos');
    expect(slugs('vendas')[0]).toBe('vendas');
    // "status" is the title of one topic and a word of several
    const status = slugs('status');
    expect(status[0]).toBe('venda-status');
    expect(status.length).toBeGreaterThan(1);
  });

  it('finds by keyword and by the body, with the sentence that matched', () => {
    expect(slugs('kanban')).toEqual(['negociacoes']);
    const [senha] = searchHelp('trocar senha');
    expect(senha?.topic.slug).toBe('meu-perfil');
    expect(senha?.snippet).toMatch(/senha/i);
    expect(slugs('ctrl+delete')).toContain('vendas');
  });

  it('matches as you type, singular and plural alike', () => {
    expect(slugs('prod')[0]).toBe('produtos');
    expect(stem('adicionais')).toBe(stem('adicional'));
    expect(slugs('adicional')[0]).toBe('adicionais');
    expect(slugs('equipe')).toEqual(expect.arrayContaining(['equipes', 'minha-equipe']));
  });

  it('needs every word, and finds nothing for a blank or unknown query', () => {
    expect(slugs('')).toEqual([]);
    expect(slugs('   ')).toEqual([]);
    expect(slugs('xyzzy')).toEqual([]);
    expect(slugs('lixeira kanban')).toEqual([]);
    expect(slugs('\u0000'.repeat(10_000))).toEqual([]);
  });

  it('keeps the admin topics to the admin area', () => {
    expect(slugs('bancos')).not.toContain('admin-bancos');
    expect(slugs('bancos', 'admin')[0]).toBe('admin-bancos');
    expect(slugs('vendas', 'admin')).not.toContain('vendas');
    expect(slugs('csv', 'admin')).toContain('exportar-importar');
    expect(slugs('primeiros passos', 'admin')).toEqual([]);
  });
});

describe('the help in English (issue 15)', () => {
  const shape = (topic: HelpTopic) => ({
    secoes: topic.secoes.map((s) => ({ texto: s.texto !== undefined, passos: s.passos?.length ?? 0 })),
    atalhos: topic.atalhos.map(
      (a) => a.teclas.replace(/\(.*\)/, '').split(/,|\/| e | ou | and | or /).length,
    ),
  });

  it('has every topic, with the same sections, steps and shortcuts as in Portuguese', () => {
    for (const topic of HELP_TOPICS) {
      const en = localizedTopic(topic, 'en');
      expect(HELP_EN[topic.slug], topic.slug).toBeDefined();
      expect(shape(en), topic.slug).toEqual(shape(topic));

      // the structure is the Portuguese topic's
      expect([en.slug, en.rota, en.grupo, en.relacionados]).toEqual([
        topic.slug,
        topic.rota,
        topic.grupo,
        topic.relacionados,
      ]);
    }
    expect(helpTopicIn('vendas', 'en')?.titulo).toBe('Sales');
    expect(helpTopicIn('vendas', 'pt-br')?.titulo).toBe('Vendas');
    expect(helpGroupsIn('en').geral).toBe('Getting started');
  });

  it('searches the English texts in English and the Portuguese ones otherwise', () => {
    const en = (q: string) => searchHelp(q, { locale: 'en' }).map((r) => r.topic.slug);
    expect(en('shortcuts')[0]).toBe('atalhos');
    expect(searchHelp('shortcuts', { locale: 'en' })[0]?.topic.titulo).toBe('Keyboard shortcuts');
    expect(en('convert negotiation')[0]).toBe('negociacoes');
    expect(en('trash')).toContain('lixeira');
    expect(en('lixeira')).toEqual([]);
    expect(searchHelp('lixeira').map((r) => r.topic.slug)).toContain('lixeira');
    expect(en('banks')).not.toContain('admin-bancos');
    expect(searchHelp('banks', { area: 'admin', locale: 'en' })[0]?.topic.slug).toBe('admin-bancos');
  });
});
