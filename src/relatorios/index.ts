import { lazyPage } from '../routing/lazyPage';

/**
 * The relatorios override (src/schema/overrides.ts): the generic list and forms of schemas/relatorio.schema.json
 * stay; the edit form adds a live preview of the report as it is being defined. Loaded with the page (and the
 * charts with it), not with the company's app.
 */
export const formSection = lazyPage(() => import('./RelatorioPreview'), 'RelatorioPreview');
