// What a user reads for each permission (SPEC §6): the codes (DEFINIR_VENDEDOR …) are machinery and never
// shown. Shared by the client and the server's refusals (server/access.ts), which reach users as toasts.

/** The company permissions a role may grant (SPEC §6). Other strings are accepted too, and simply unused. */
export const PERMISSOES = [
  'CONFIGURAR_EMPRESA',
  'CADASTRAR_USUARIOS',
  'CADASTRAR_EQUIPES',
  'CADASTRAR_AUXILIARES',
  'VER_TODAS_VENDAS',
  'VER_TODAS_EQUIPES',
  'AUDITAR_VENDA',
  'ALTERAR_VENDEDOR',
  'REALIZAR_AUTOMACOES',
  'VER_LIXEIRA',
  'DEFINIR_VENDEDOR',
] as const;
export type Permissao = (typeof PERMISSOES)[number];

export const PERMISSAO_LABEL = {
  CONFIGURAR_EMPRESA: 'Configurar a empresa',
  CADASTRAR_USUARIOS: 'Cadastrar usuários',
  CADASTRAR_EQUIPES: 'Cadastrar equipes',
  CADASTRAR_AUXILIARES: 'Cadastrar auxiliares',
  VER_TODAS_VENDAS: 'Ver todas as vendas',
  VER_TODAS_EQUIPES: 'Ver todas as equipes',
  AUDITAR_VENDA: 'Auditar vendas',
  ALTERAR_VENDEDOR: 'Alterar o vendedor',
  REALIZAR_AUTOMACOES: 'Realizar automações',
  VER_LIXEIRA: 'Ver a lixeira',
  DEFINIR_VENDEDOR: 'Definir o vendedor',
} as const satisfies Record<string, string>;

export type PermissaoCodigo = keyof typeof PERMISSAO_LABEL;

/** The sentence a refusal shows: `Seu papel nesta empresa não tem a permissão “Configurar a empresa”.` */
export function semPermissao(permissao: PermissaoCodigo): string {
  return `Seu papel nesta empresa não tem a permissão “${PERMISSAO_LABEL[permissao]}”.`;
}
