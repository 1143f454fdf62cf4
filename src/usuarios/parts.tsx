import { Alert, Box, Divider, Link, Stack, Typography } from '@mui/material';
import { type ReactNode, useMemo } from 'react';
import {
  type RaRecord,
  required,
  SaveButton,
  SelectInput,
  Toolbar,
  useCreatePath,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { Situacao } from '../../core/usuarios/records';
import { PessoaHistory } from '../history/PessoaHistory';
import type { RegisterFieldInputProps, RegisterSectionProps } from '../schema/overrides';
import type { PessoasResource } from './provider';
import { papelChoices, SituacaoChip, useManageablePapel, usePapeis } from './shared';

/**
 * The pieces of the people's override folders (src/usuarios/index.ts, src/perfis/index.ts) that docs/produto.md §7
 * shapes and no schema says: the role ladder, the notice on a record out of reach, the history from the people's
 * own paths, the profile's state section.
 */

/** What a user and a profile record both have: their role. */
interface PessoaRecord extends RaRecord {
  papelId: number | null;
  papelNome: string | null;
}

/**
 * The role select of the role ladder: only the roles below one's own are offered (the server checks the same); the
 * record's current one stays listed, disabled when out of reach, so the select still says what it is.
 */
export function PapelInput({ source, label, helperText, autoFocus }: RegisterFieldInputProps) {
  const record = useRecordContext<PessoaRecord>();
  const papeis = usePapeis();
  const manageable = useManageablePapel();
  const choices = useMemo(
    () => papelChoices(papeis.data, manageable, record?.papelId),
    [papeis.data, manageable, record?.papelId],
  );
  return (
    <SelectInput
      source={source}
      label={label}
      choices={choices}
      validate={required('app.usuarios.validacao.papel')}
      isPending={papeis.isPending}
      helperText={helperText ?? 'app.usuarios.ajuda.papel'}
      autoFocus={autoFocus}
      translateChoice={false}
      fullWidth
    />
  );
}

/** The role of the record being edited lies at or above the editor's own: the server refuses every change. */
export function OutOfReachNotice({ what }: { what: 'usuário' | 'perfil' }) {
  const record = useRecordContext<PessoaRecord>();
  const manageable = useManageablePapel();
  const t = useTranslate();
  if (!record || record.papelId === null || manageable(record.papelId)) return null;
  return (
    <Alert severity="info" sx={{ width: '100%', mb: 2 }}>
      {t(what === 'perfil' ? 'app.usuarios.fora_alcance_perfil' : 'app.usuarios.fora_alcance_usuario', {
        papel: record.papelNome ?? t('app.usuarios.sem_nome'),
      })}
    </Alert>
  );
}

/** The history of the user or profile on its edit page, from the people's own paths (src/history/PessoaHistory.tsx). */
function PessoaRecordHistory({ resource }: { resource: PessoasResource }) {
  const record = useRecordContext();
  if (!record) return null;
  return <PessoaHistory resource={resource} id={Number(record.id)} />;
}

/** A profile's history, from GET /perfis/empresas/{empresaId}/{perfilId}/historico. */
export function PerfilHistory(_props: RegisterSectionProps) {
  return <PessoaRecordHistory resource="perfis" />;
}

/** A user's history (their profile's here included), from GET /usuarios/empresas/{empresaId}/{usuarioId}/historico. */
export function UsuarioHistory(_props: RegisterSectionProps) {
  return <PessoaRecordHistory resource="usuarios" />;
}

/** The edit form's Save, refused up front when the record's role is out of the editor's reach. */
export function PessoaEditToolbar(_props: RegisterSectionProps) {
  const record = useRecordContext<PessoaRecord>();
  const manageable = useManageablePapel();
  return (
    <Toolbar>
      <SaveButton disabled={record?.papelId != null && !manageable(record.papelId) ? true : undefined} />
    </Toolbar>
  );
}

/** The section below the form on the profile's state: its chip and a summary, then `children`. */
export function SituacaoSection({
  id,
  title,
  situacao,
  summary,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  situacao: Situacao | null;
  summary: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ maxWidth: 720, px: 2, pb: 2 }}>
      <Divider sx={{ mb: 2 }} />
      <Typography id={id} variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <SituacaoChip situacao={situacao} />
        {summary}
      </Stack>
      {children}
    </Box>
  );
}

/** A link to a user's or a profile's page. */
export function EditLink({
  resource,
  id,
  children,
}: {
  resource: PessoasResource;
  id: number;
  children: ReactNode;
}) {
  const createPath = useCreatePath();
  return (
    <Link component={RouterLink} to={createPath({ resource, id, type: 'edit' })}>
      {children}
    </Link>
  );
}
