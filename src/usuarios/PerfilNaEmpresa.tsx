import { Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { formatDate } from '../../core/lib/dates';
import type { UsuarioRecord } from '../../core/usuarios/records';
import type { RegisterSectionProps } from '../schema/overrides';
import { EditLink, OutOfReachNotice, SituacaoSection } from './parts';
import { PerfilAcoes } from './shared';

/**
 * Under a user's generic edit form (docs/produto.md §2 /usuarios/{usuarioId}): their profile in this company, its
 * state, Ativar / Desativar after a confirmation, and a link to the profile's page.
 */
export function PerfilNaEmpresa(_props: RegisterSectionProps) {
  const record = useRecordContext<UsuarioRecord>();
  const t = useTranslate();
  if (!record?.perfil) return null;
  const { perfil } = record;
  return (
    <SituacaoSection
      id="perfil-empresa"
      title={t('app.usuarios.perfil_empresa')}
      situacao={record.situacao}
      summary={
        <>
          <Typography>
            {[record.papelNome, record.equipeNome].filter(Boolean).join(' · ') || t('app.usuarios.sem_papel')}
          </Typography>
          {perfil.createdAt && (
            <Typography color="text.secondary">
              {t('app.usuarios.convidado_em', { data: formatDate(perfil.createdAt) })}
            </Typography>
          )}
        </>
      }
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <PerfilAcoes
          perfilId={perfil.perfilId}
          papelId={perfil.papelId}
          ativo={perfil.ativo}
          nome={record.nomeCompleto}
        />
        <EditLink resource="perfis" id={perfil.perfilId}>
          {t('app.usuarios.abrir_perfil')}
        </EditLink>
      </Stack>
    </SituacaoSection>
  );
}

/** Inside the form, after its inputs: a user whose role is out of the editor's reach cannot be changed. */
export function UsuarioForaDeAlcance(_props: RegisterSectionProps) {
  return <OutOfReachNotice what="usuário" />;
}
