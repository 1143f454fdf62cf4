import { vendasTexts } from '../vendas/texts';

// Every screen area's texts (see texts.ts), each under `app.<area>.`. Add one line per area.
export const AREAS: Record<string, { pt: object; en: object }> = {
  vendas: vendasTexts,
};

type Tree = { [key: string]: unknown };

export const areasPtBr: Tree = {
  app: Object.fromEntries(Object.entries(AREAS).map(([area, texts]) => [area, texts.pt])),
};

export const areasEn: Tree = {
  app: Object.fromEntries(Object.entries(AREAS).map(([area, texts]) => [area, texts.en])),
};
