import { AxiosError, AxiosHeaders } from 'axios';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { companyDataProvider, toHttpError } from '../company/dataProvider';
import { ADMIN_META, perfilPatchBody, usuarioCreateBody, usuarioPatchBody } from './provider';
import { fakePessoasApi } from './testUtils';

afterEach(() => vi.restoreAllMocks());

const list = {
  pagination: { page: 1, perPage: 25 },
  sort: { field: 'id', order: 'DESC' as const },
  filter: {},
};

describe('usuarios for references (a team’s supervisor)', () => {
  it('getMany names users from the member-level list of profiles, never the admin call', async () => {
    const fake = fakePessoasApi();
    const provider = companyDataProvider(1, fake.api);
    const { data } = await provider.getMany('usuarios', { ids: [3, '2'] });
    expect(data).toEqual([
      expect.objectContaining({ id: 2, usuarioId: 2, nomeCompleto: 'João Araújo', name: 'João Araújo' }),
      expect.objectContaining({ id: 3, usuarioId: 3, nomeCompleto: 'Ana Lima' }),
    ]);
    expect(fake.requests.map((r) => r.url)).toEqual(['/perfis/empresas/1']);
  });

  it('works for a member without CADASTRAR_USUARIOS, and getList searches by name in name order', async () => {
    const fake = fakePessoasApi();
    fake.semPermissao = true;
    const provider = companyDataProvider(1, fake.api);
    const all = await provider.getList('usuarios', list);
    expect(all.data.map((u) => u.nomeCompleto)).toEqual([
      'Ana Lima',
      'Bruno Souza',
      'Carla Dias',
      'Gestor Alfa',
      'João Araújo',
      'Multi Empresa',
    ]);
    const found = await provider.getList('usuarios', { ...list, filter: { q: 'joao' } });
    expect(found).toEqual({ data: [expect.objectContaining({ id: 2 })], total: 1 });
    const active = await provider.getList('usuarios', { ...list, filter: { ativo: true, papelId: 3 } });
    expect(active.data.map((u) => u.id)).toEqual([3]);
    expect(fake.requests.every((r) => !r.url.endsWith('/admin'))).toBe(true);
  });

  it('getOne falls back to the member-level record when the admin call is refused', async () => {
    const fake = fakePessoasApi();
    fake.semPermissao = true;
    const provider = companyDataProvider(1, fake.api);
    const { data } = await provider.getOne('usuarios', { id: 3 });
    expect(data).toMatchObject({ id: 3, nomeCompleto: 'Ana Lima' });
    await expect(provider.getOne('usuarios', { id: 99 })).rejects.toMatchObject({ status: 404 });
  });
});

describe('usuarios for the admin screens', () => {
  it('asks the server for each page (filter, range, sort), reads the total, names role and team', async () => {
    const fake = fakePessoasApi();
    const provider = companyDataProvider(1, fake.api);
    const meta = { admin: true };
    const page = await provider.getList('usuarios', {
      meta,
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'matricula', order: 'DESC' },
      filter: { situacao: '', papelId: undefined },
    });
    expect(page.total).toBe(6);
    expect(page.data.map((u) => u.matricula)).toEqual([5004, 5002]);
    expect(page.data[0]).toMatchObject({
      id: 5,
      email: 'carla.dias@alfa.com.br',
      papelNome: 'Vendedor',
      equipeNome: 'Equipe Sul',
      situacao: 'desativado',
      perfilId: 5,
    });
    // empty filter values are no filter; the page is a range
    expect(fake.requests.find((r) => r.url === '/usuarios/empresas/1/admin')?.params).toEqual({
      includePerfis: true,
      filter: '{}',
      range: '[0,1]',
      sort: '["matricula","DESC"]',
    });
    const second = await provider.getList('usuarios', {
      meta,
      pagination: { page: 2, perPage: 2 },
      sort: { field: 'perfil', order: 'ASC' },
      filter: { situacao: 'ativo' },
    });
    // a sort the list does not offer asks for the name order instead
    expect(fake.requests.at(-1)?.params).toMatchObject({
      filter: '{"situacao":"ativo"}',
      range: '[2,3]',
      sort: '["nomeCompleto","ASC"]',
    });
    expect(second.total).toBe(4);
    const pendentes = await provider.getList('usuarios', { ...list, meta, filter: { situacao: 'pendente' } });
    expect(pendentes.data.map((u) => u.nomeCompleto)).toEqual(['Bruno Souza']);
    expect(pendentes.total).toBe(1);
    const porEquipe = await provider.getList('usuarios', { ...list, meta, filter: { q: 'NORTE' } });
    expect(porEquipe.data.map((u) => u.id).sort()).toEqual([2, 3]);
    // the roles and the teams are read once for all of them
    expect(fake.requests.filter((r) => r.url === '/papeis')).toHaveLength(1);
    expect(fake.requests.filter((r) => r.url === '/empresas/1/equipes')).toHaveLength(1);
  });

  it('reads every page from the server: a write shows at once', async () => {
    const fake = fakePessoasApi();
    const provider = companyDataProvider(1, fake.api);
    const reads = () => fake.requests.filter((r) => r.url === '/usuarios/empresas/1/admin').length;
    await provider.getList('usuarios', { ...list, meta: { admin: true } });
    await provider.desativarPerfil(2);
    const after = await provider.getList('usuarios', { ...list, meta: { admin: true }, filter: { id: 2 } });
    expect(reads()).toBe(2);
    expect(after.data[0]).toMatchObject({ ativo: false, situacao: 'desativado' });
  });

  it('update sends only the changed fields; nothing changed, nothing sent', async () => {
    const fake = fakePessoasApi();
    const provider = companyDataProvider(1, fake.api);
    const { data: previousData } = await provider.getOne('usuarios', { id: 2 });
    await provider.update('usuarios', { id: 2, data: { ...previousData }, previousData });
    expect(fake.requests.some((r) => r.method === 'PATCH')).toBe(false);
    const { data } = await provider.update('usuarios', {
      id: 2,
      data: { ...previousData, papelId: 3, matricula: '5001', equipeId: '' },
      previousData,
    });
    expect(fake.requests.find((r) => r.method === 'PATCH')).toMatchObject({
      url: '/usuarios/empresas/1/2',
      body: { papelId: 3, equipeId: null },
    });
    expect(data).toMatchObject({ id: 2, papelNome: 'Supervisor', equipeId: null, equipeNome: null });
  });

  it('a refusal keeps the server’s words, and errors[] keyed by field', async () => {
    const fake = fakePessoasApi();
    const provider = companyDataProvider(1, fake.api);
    const error = await provider
      .create('usuarios', { data: { nomeCompleto: 'Ana', email: 'ana.lima@alfa.com.br', papelId: 5 } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      status: 409,
      body: { errors: { email: 'Este usuário já tem um perfil nesta empresa.' } },
    });
  });
});

describe('perfis', () => {
  it('uses the admin view for its screens, and the member-level list for references, never meeting a 403', async () => {
    const fake = fakePessoasApi();
    const provider = companyDataProvider(1, fake.api);
    const admin = await provider.getList('perfis', { ...list, filter: { q: 'sul' }, meta: ADMIN_META });
    expect(admin.data).toEqual([
      expect.objectContaining({
        id: 5,
        nome: 'Carla Dias',
        email: 'carla.dias@alfa.com.br',
        papelNome: 'Vendedor',
      }),
    ]);

    const member = fakePessoasApi();
    member.semPermissao = true;
    const limited = companyDataProvider(1, member.api);
    const byTeam = await limited.getManyReference('perfis', { ...list, target: 'equipeId', id: 1 });
    expect(byTeam.data.map((p) => p.id).sort()).toEqual([2, 3]);
    expect((await limited.getMany('perfis', { ids: [2] })).data.map((p) => p.id)).toEqual([2]);
    // a sale's seller column, for a member without CADASTRAR_USUARIOS: no admin call at all
    expect(member.requests.filter((r) => r.url.endsWith('/admin'))).toHaveLength(0);
  });

  it('PATCHes …/admin with the changed nome, papel and equipe', async () => {
    const fake = fakePessoasApi();
    const provider = companyDataProvider(1, fake.api);
    const { data: previousData } = await provider.getOne('perfis', { id: 2 });
    const { data } = await provider.update('perfis', {
      id: 2,
      data: { ...previousData, nome: ' João A. ', equipeId: 2 },
      previousData,
    });
    expect(fake.requests.find((r) => r.method === 'PATCH')).toMatchObject({
      url: '/perfis/empresas/1/2/admin',
      body: { nome: 'João A.', equipeId: 2 },
    });
    expect(data).toMatchObject({ id: 2, nome: 'João A.', equipeNome: 'Equipe Sul' });
  });

  it('nothing is deleted: a profile is deactivated', async () => {
    const provider = companyDataProvider(1, fakePessoasApi().api);
    await expect(provider.delete('perfis', { id: 2 })).rejects.toMatchObject({ status: 405 });
  });
});

describe('bodies', () => {
  it('create leaves out the empty optional fields', () => {
    expect(
      usuarioCreateBody({
        nomeCompleto: ' Zé ',
        email: 'ze@x.com',
        papelId: '5',
        matricula: '',
        equipeId: '',
        senha: '',
      }),
    ).toEqual({ nomeCompleto: 'Zé', email: 'ze@x.com', papelId: 5 });
    expect(
      usuarioCreateBody({ nomeCompleto: 'Zé', email: 'ze@x.com', papelId: 5, matricula: '12', senha: 'x' }),
    ).toEqual({
      nomeCompleto: 'Zé',
      email: 'ze@x.com',
      papelId: 5,
      matricula: 12,
      senha: 'x',
    });
  });

  it('patches compare with what was read', () => {
    expect(
      usuarioPatchBody({ nomeCompleto: 'A', matricula: '' }, { nomeCompleto: 'A', matricula: 7 }),
    ).toEqual({
      matricula: null,
    });
    expect(
      perfilPatchBody({ nome: 'A', papelId: 5, equipeId: null }, { nome: 'A', papelId: 5, equipeId: null }),
    ).toEqual({});
  });
});

describe('toHttpError', () => {
  it('turns an axios refusal into react-admin’s HttpError with errors by field', () => {
    const response = {
      status: 400,
      statusText: 'Bad Request',
      headers: {},
      config: { headers: new AxiosHeaders() },
      data: {
        message: 'Os dados enviados são inválidos.',
        errors: [{ field: '/email', message: 'Inválido.' }],
      },
    };
    const error = toHttpError(
      new AxiosError('Request failed', 'ERR_BAD_REQUEST', undefined, undefined, response),
    );
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Os dados enviados são inválidos.',
      body: { errors: { email: 'Inválido.' } },
    });
    const network = new Error('Network Error');
    expect(toHttpError(network)).toBe(network);
  });
});
