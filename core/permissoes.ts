// What a user reads for each permission (docs/produto.md §6): the codes (DEFINIR_VENDEDOR …) are machinery and never
// shown. The list and its labels are papel.schema.json's permissoes enum, generated into core/generated/ by
// `npm run gen`; shared by the client and the server's refusals (server/access.ts), which reach users as toasts.

import { PERMISSAO_LABEL, type Permissao } from './generated/permissoes.ts';

export { PERMISSAO_LABEL, PERMISSAO_LABEL_EN, PERMISSOES, type Permissao } from './generated/permissoes.ts';

/** The sentence a refusal shows: `Seu papel nesta empresa não tem a permissão “Configurar a empresa”.` */
export function semPermissao(permissao: Permissao): string {
  return `Seu papel nesta empresa não tem a permissão “${PERMISSAO_LABEL[permissao]}”.`;
}
