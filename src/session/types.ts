// API shapes the shell reads (SPEC §3). The generated types of the schema-driven registers issue replace them.

export type Cor = string;

export interface Aparencia {
  cor: Cor | null;
  icone: string | null;
}

export interface Perfil {
  perfilId: number;
  usuarioId: number | null;
  empresaId: number;
  papelId: number;
  aceito: boolean;
  ativo: boolean;
  nome: string;
  foto: string | null;
  equipeId: number | null;
}

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

export interface Papel {
  papelId: number;
  nome: string;
  papeisAbaixo: number[];
  permissoes: string[];
}
