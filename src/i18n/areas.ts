import { adminTexts } from '../admin/texts';
import { empresasTexts } from '../empresas/texts';
import { equipesTexts, minhaEquipeTexts } from '../equipes/texts';
import { helpTexts } from '../help/texts';
import { negociacoesTexts } from '../negociacoes/texts';
import { relatoriosTexts } from '../relatorios/texts';
import { suporteTexts } from '../suporte/texts';
import { usuariosTexts } from '../usuarios/texts';
import { vendasTexts } from '../vendas/texts';

// Every screen area's texts (see texts.ts), each under `app.<area>.`. Add one line per area.
export const AREAS: Record<string, { pt: object; en: object }> = {
  vendas: vendasTexts,
  negociacoes: negociacoesTexts,
  relatorios: relatoriosTexts,
  equipes: equipesTexts,
  minhaEquipe: minhaEquipeTexts,
  usuarios: usuariosTexts,
  admin: adminTexts,
  suporte: suporteTexts,
  empresas: empresasTexts,
  help: helpTexts,
};

type Tree = { [key: string]: unknown };

export const areasPtBr: Tree = {
  app: Object.fromEntries(Object.entries(AREAS).map(([area, texts]) => [area, texts.pt])),
};

export const areasEn: Tree = {
  app: Object.fromEntries(Object.entries(AREAS).map(([area, texts]) => [area, texts.en])),
};
