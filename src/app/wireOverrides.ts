import * as empresas from '../empresas';
import * as equipes from '../equipes';
import * as negociacoes from '../negociacoes';
import * as perfis from '../perfis';
import * as relatorios from '../relatorios';
import { setRegisterOverrides } from '../schema/overrides';
import * as usuarios from '../usuarios';
import * as vendas from '../vendas';

/**
 * At app start, the generic register screens get the feature folders built on them (src/schema/overrides.ts):
 * the engine never imports a feature, the app root wires them in. Each folder's index.ts is light (lazy pages).
 */
export function wireOverrides(): void {
  setRegisterOverrides({ empresas, equipes, negociacoes, perfis, relatorios, usuarios, vendas });
}
