import { adminTexts } from '../admin/texts';
import { aparenciaTexts } from '../aparencia/texts';
import { componentsTexts } from '../components/texts';
import { dashboardTexts } from '../dashboard/texts';
import { empresasTexts } from '../empresas/texts';
import { equipesTexts, minhaEquipeTexts } from '../equipes/texts';
import { exportTexts } from '../export/texts';
import { helpTexts } from '../help/texts';
import { historyTexts } from '../history/texts';
import { importTexts } from '../import/texts';
import { meTexts } from '../me/texts';
import { negociacoesTexts } from '../negociacoes/texts';
import { relatoriosTexts } from '../relatorios/texts';
import { schemaTexts } from '../schema/texts';
import { searchTexts } from '../search/texts';
import { shellTexts } from '../shell/texts';
import { suporteTexts } from '../suporte/texts';
import { usuariosTexts } from '../usuarios/texts';
import { vendasTexts } from '../vendas/texts';

// Every screen area's texts (see texts.ts), each under `app.<area>.`. Add one line per area.
export const AREAS: Record<string, { pt: object; en: object }> = {
  admin: adminTexts,
  aparencia: aparenciaTexts,
  components: componentsTexts,
  dashboard: dashboardTexts,
  empresas: empresasTexts,
  equipes: equipesTexts,
  export: exportTexts,
  help: helpTexts,
  history: historyTexts,
  import: importTexts,
  me: meTexts,
  minhaEquipe: minhaEquipeTexts,
  negociacoes: negociacoesTexts,
  relatorios: relatoriosTexts,
  schema: schemaTexts,
  search: searchTexts,
  shell: shellTexts,
  suporte: suporteTexts,
  usuarios: usuariosTexts,
  vendas: vendasTexts,
};

type Tree = { [key: string]: unknown };

export const areasPtBr: Tree = {
  app: Object.fromEntries(Object.entries(AREAS).map(([area, texts]) => [area, texts.pt])),
};

export const areasEn: Tree = {
  app: Object.fromEntries(Object.entries(AREAS).map(([area, texts]) => [area, texts.en])),
};
