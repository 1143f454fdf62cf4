import { useCallback, useMemo } from 'react';
import { useRecordContext } from 'react-admin';
import { useAcesso } from '../company/AcessoContext';
import { http } from '../data/http';
import { RecordHistory, useFormRestore } from './RecordHistory';
import { PERFIL_SUBJECT, PESSOA_SUBJECT } from './subjects';

/** What each edit page's form changes (the ownRoutes.formFields of src/usuarios/index.ts, src/perfis/index.ts). */
const WRITABLE = {
  // the user's page edits their profile here too (role, team)
  usuarios: ['nomeCompleto', 'email', 'matricula', 'papelId', 'equipeId'],
  perfis: ['nome', 'papelId', 'equipeId'],
} as const;

/**
 * The history of a user or a profile on its edit page: read from the paths beside their own (docs/produto.md §7:
 * /usuarios/empresas/{empresaId}/{usuarioId}/historico, /perfis/empresas/{empresaId}/{perfilId}/historico). A
 * user's holds their profile's entries in this company too, so it reads both kinds of field.
 */
export function PessoaHistory({ resource, id }: { resource: 'usuarios' | 'perfis'; id: number }) {
  const record = useRecordContext();
  const { empresaId } = useAcesso();
  const writable = useMemo(() => [...WRITABLE[resource]], [resource]);
  const restore = useFormRestore(writable);
  const load = useCallback(
    async () => (await http.get(`/${resource}/empresas/${empresaId}/${id}/historico`)).data as unknown,
    [resource, empresaId, id],
  );
  if (!record) return null;
  return (
    <RecordHistory
      resource={resource}
      id={id}
      subject={resource === 'usuarios' ? PESSOA_SUBJECT : PERFIL_SUBJECT}
      current={record}
      restore={restore}
      load={load}
      name={String(resource === 'usuarios' ? record.nomeCompleto : record.nome)}
    />
  );
}
