import { useEffect } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { useAcesso } from '../company/AcessoContext';

/**
 * The browser tab's title in the chosen language ("Sales – Alfa Telecom"), redone when the language changes.
 * Rendered inside react-admin (its i18n context); `place` is data (a company's name) or an app text already
 * translated (the administration's name).
 */
export function DocumentTitle({ place }: { place: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  useEffect(() => {
    // the locale is read so the title is redone when it changes (translate itself may keep its identity)
    void locale;
    document.title = `${translate('app.name')} – ${place}`;
  }, [translate, locale, place]);
  return null;
}

/** The company's tab title, "Sales – Alfa Telecom" (docs/produto.md §1), for the company layout. */
export function CompanyDocumentTitle() {
  const { empresa } = useAcesso();
  return <DocumentTitle place={empresa.nome} />;
}

/** The administration's tab title, "Sales – Administration". */
export function AdminDocumentTitle() {
  const translate = useTranslate();
  return <DocumentTitle place={translate('app.menu.administracao')} />;
}

/** The app's name in the chosen language, for react-admin's default title (its error and not-found pages). */
export function AppName() {
  const translate = useTranslate();
  return <>{translate('app.name')}</>;
}
