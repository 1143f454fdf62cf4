import { areaTexts } from '../i18n/texts';

/** The shared components' words (src/components): the phone's filter sheet. */
export const componentsTexts = areaTexts({
  pt: {
    filters: 'Filtros',
    clear: 'Limpar',
    show_results: 'Ver resultados',
  },
  en: {
    filters: 'Filters',
    clear: 'Clear',
    show_results: 'Show results',
  },
});
