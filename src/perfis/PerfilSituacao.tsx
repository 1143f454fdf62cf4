import { Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { PerfilRecord } from '../../core/usuarios/records';
import type { RegisterSectionProps } from '../schema/overrides';
import { EditLink, OutOfReachNotice, SituacaoSection } from '../usuarios/parts';
import { PerfilAcoes } from '../usuarios/shared';

/**
 * Under a profile's generic edit form (docs/produto.md §2 /perfis/{perfilId}): whether the invitation was accepted
 * (the user's own answer, so shown, not edited), its user, and Ativar / Desativar after a confirmation.
 */
export function PerfilSituacao(_props: RegisterSectionProps) {
  const record = useRecordContext<PerfilRecord>();
  const t = useTranslate();
  if (!record) return null;
  return (
    <SituacaoSection
      id="perfil-situacao"
      title={t('app.usuarios.campos.situacao')}
      situacao={record.situacao}
      summary={
        <Typography>
          {record.aceito ? t('app.usuarios.convite_aceito') : t('app.usuarios.convite_nao_aceito')}
        </Typography>
      }
    >
      <Typography sx={{ mb: 2 }}>
        {record.usuario ? (
          <>
            {t('app.usuarios.usuario_rotulo')}{' '}
            <EditLink resource="usuarios" id={record.usuario.usuarioId}>
              {record.usuario.nomeCompleto}
            </EditLink>{' '}
            ({record.usuario.email})
          </>
        ) : (
          t('app.usuarios.perfil_sem_usuario')
        )}
      </Typography>
      <PerfilAcoes
        perfilId={record.perfilId}
        papelId={record.papelId}
        ativo={record.ativo}
        nome={record.nome}
      />
    </SituacaoSection>
  );
}

/** Inside the form, after its inputs: a profile whose role is out of the editor's reach cannot be changed. */
export function PerfilForaDeAlcance(_props: RegisterSectionProps) {
  return <OutOfReachNotice what="perfil" />;
}
