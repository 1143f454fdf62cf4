// API shapes the shell reads (docs/produto.md §3): the generated entity types where one exists, and the composite answers
// (session user, profile with its company) that only the server's route schemas describe.

import type { Empresa } from '../generated/Empresa';
import type { Perfil } from '../generated/Perfil';

/** A company's appearance: the `aparencia` of schemas/empresa.schema.json (a colour and an icon, each may be null). */
export type Aparencia = NonNullable<Empresa['aparencia']>;

/** One of the company colours: the enum of the Empresa schema's aparencia.cor. */
export type Cor = NonNullable<Aparencia['cor']>;

/** A profile as the API answers it: the type generated from schemas/perfil.schema.json. */
export type { Perfil } from '../generated/Perfil';

export interface PerfilComEmpresa extends Perfil {
  papelNome: string;
  empresa: { empresaId: number; nome: string; aparencia: Aparencia | null };
}

export interface SessionUser {
  usuarioId: number;
  nomeCompleto: string;
  email: string;
  matricula: number | null;
  papelSistema: 'ADMIN' | 'USUARIO';
  isAdmin: boolean;
  aceiteTermos: { data: string | null; versao: number | null } | null;
  empresaPrincipal: { empresaId: number; nome: string; aparencia: Aparencia | null };
  perfilPrincipal: Perfil | null;
  perfis: PerfilComEmpresa[];
  versaoTermos: number;
  createdAt: string;
  updatedAt: string;
}

/** A role as the API answers it: the type generated from schemas/papel.schema.json. */
export type { Papel } from '../generated/Papel';
