import { componentsTexts } from '../components/texts';
import { dashboardTexts } from '../dashboard/texts';
import { exportTexts } from '../export/texts';
import { historyTexts } from '../history/texts';
import { importTexts } from '../import/texts';
import { schemaTexts } from '../schema/texts';

// Every screen area's texts (see texts.ts), each under `app.<area>.`. Add one line per area.
export const AREAS: Record<string, { pt: object; en: object }> = {
  components: componentsTexts,
  dashboard: dashboardTexts,
  export: exportTexts,
  history: historyTexts,
  import: importTexts,
  schema: schemaTexts,
};

type Tree = { [key: string]: unknown };

export const areasPtBr: Tree = {
  app: Object.fromEntries(Object.entries(AREAS).map(([area, texts]) => [area, texts.pt])),
};

export const areasEn: Tree = {
  app: Object.fromEntries(Object.entries(AREAS).map(([area, texts]) => [area, texts.en])),
};
