import { aparenciaTexts } from '../aparencia/texts';
import { componentsTexts } from '../components/texts';
import { dashboardTexts } from '../dashboard/texts';
import { exportTexts } from '../export/texts';
import { historyTexts } from '../history/texts';
import { importTexts } from '../import/texts';
import { meTexts } from '../me/texts';
import { schemaTexts } from '../schema/texts';
import { searchTexts } from '../search/texts';
import { shellTexts } from '../shell/texts';

// Every screen area's texts (see texts.ts), each under `app.<area>.`. Add one line per area.
export const AREAS: Record<string, { pt: object; en: object }> = {
  aparencia: aparenciaTexts,
  components: componentsTexts,
  dashboard: dashboardTexts,
  export: exportTexts,
  history: historyTexts,
  import: importTexts,
  me: meTexts,
  schema: schemaTexts,
  search: searchTexts,
  shell: shellTexts,
};

type Tree = { [key: string]: unknown };

export const areasPtBr: Tree = {
  app: Object.fromEntries(Object.entries(AREAS).map(([area, texts]) => [area, texts.pt])),
};

export const areasEn: Tree = {
  app: Object.fromEntries(Object.entries(AREAS).map(([area, texts]) => [area, texts.en])),
};
