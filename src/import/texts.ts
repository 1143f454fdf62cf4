import { areaTexts } from '../i18n/texts';

/** A list's "Importar" and its CSV dialog (src/import). */
export const importTexts = areaTexts({
  pt: {
    button: 'Importar',
  },
  en: {
    button: 'Import',
  },
});
