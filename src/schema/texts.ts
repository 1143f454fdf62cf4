import { areaTexts } from '../i18n/texts';

/** The generic register screens' own words (src/schema): toolbars, empty lists, breadcrumbs, notifications. */
export const schemaTexts = areaTexts({
  pt: {
    empty_reader: 'Quando houver cadastros, eles aparecerão aqui.',
    save_and_add: 'Salvar e criar outro',
    created: 'Registro criado',
    conflict: 'Outra pessoa alterou este registro enquanto você editava.',
    breadcrumb: 'Trilha de navegação',
    home: 'Painel',
  },
  en: {
    empty_reader: 'Records will show here once there are any.',
    save_and_add: 'Save and create another',
    created: 'Record created',
    conflict: 'Someone else changed this record while you were editing it.',
    breadcrumb: 'Breadcrumb',
    home: 'Dashboard',
  },
});
