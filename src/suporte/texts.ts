import { areaTexts } from '../i18n/texts';

/** Support (an admin inside a company): the way in and the banner, under `app.suporte.`. */
export const suporteTexts = areaTexts({
  pt: {
    entrar: 'Entrar na empresa',
    nenhuma: 'Nenhuma empresa encontrada',
    carregando: 'Carregando…',
    empresa: 'Empresa',
    busca: 'Nome ou CNPJ',
    suporte: 'Suporte',
    suporte_de: 'Suporte — %{empresa}',
    voltar_admin: 'Voltar à administração',
    voltar: 'Voltar',
    administracao: 'Administração',
    empresa_n: 'Empresa %{id}',
  },
  en: {
    entrar: 'Enter a company',
    nenhuma: 'No company found',
    carregando: 'Loading…',
    empresa: 'Company',
    busca: 'Name or CNPJ',
    suporte: 'Support',
    suporte_de: 'Support — %{empresa}',
    voltar_admin: 'Back to administration',
    voltar: 'Back',
    administracao: 'Administration',
    empresa_n: 'Company %{id}',
  },
});
