import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import {
  Autocomplete,
  Avatar,
  Box,
  Chip,
  Divider,
  IconButton,
  LinearProgress,
  List,
  ListItem,
  ListItemAvatar,
  ListItemText,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { type TranslateFunction, useTranslate } from 'react-admin';
import type { RegisterSectionProps } from '../schema/overrides';
import { type Candidato, type MembroEquipe, situacaoDoMembro } from './api';
import { useMembrosEquipe } from './useMembrosEquipe';

/** Two initials for an avatar: the photo is a profile file behind authentication, not an image address. */
function iniciais(nome: string): string {
  const partes = nome.trim().split(/\s+/);
  return `${partes[0]?.[0] ?? ''}${partes.length > 1 ? (partes.at(-1)?.[0] ?? '') : ''}`.toUpperCase();
}

/** Where a candidate is now: adding them moves them out of that team. */
function ondeEsta(
  c: Candidato,
  nomeDaEquipe: (equipeId: number) => string | undefined,
  t: TranslateFunction,
): string {
  if (c.equipeId === null) return t('app.equipes.sem_equipe');
  const nome = nomeDaEquipe(c.equipeId);
  return nome ? t('app.equipes.hoje_em', { equipe: nome }) : t('app.equipes.em_outra');
}

function Membro({
  membro,
  supervisor,
  onRemover,
}: {
  membro: MembroEquipe;
  supervisor: boolean;
  onRemover?: () => void;
}) {
  const situacao = situacaoDoMembro(membro);
  const t = useTranslate();
  const rotulo = t('app.equipes.remover_da_equipe', { nome: membro.nomeCompleto });
  return (
    <ListItem
      divider
      secondaryAction={
        onRemover && (
          <Tooltip title={rotulo}>
            <IconButton edge="end" aria-label={rotulo} onClick={onRemover}>
              <PersonRemoveIcon />
            </IconButton>
          </Tooltip>
        )
      }
    >
      <ListItemAvatar>
        <Avatar aria-hidden>{iniciais(membro.nomeCompleto)}</Avatar>
      </ListItemAvatar>
      <ListItemText
        primary={membro.nomeCompleto}
        secondary={
          <Box
            component="span"
            sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
          >
            <span>{membro.papelNome}</span>
            <Chip
              size="small"
              variant="outlined"
              color={situacao.cor}
              label={t(`app.equipes.situacao.${situacao.chave}`)}
            />
            {supervisor && (
              <Chip size="small" variant="outlined" color="primary" label={t('app.equipes.supervisor')} />
            )}
          </Box>
        }
        // a <p> cannot hold the chips' <div>s
        slotProps={{ secondary: { component: 'span', sx: { display: 'block', mt: 0.5 } } }}
      />
    </ListItem>
  );
}

/**
 * The team's people, under its edit form and on its show page (docs/produto.md §3: the detail adds `supervisor` and
 * `membros`): the supervisor by name, the members with role and state, and, for who may change the team, a
 * search to add someone (type, arrows, Enter) and a remove button per member.
 */
export function EquipeMembros({ model, canWrite }: RegisterSectionProps) {
  const {
    equipe,
    membros,
    erro,
    candidatos,
    carregandoCandidatos,
    nomeDaEquipe,
    ocupado,
    adicionar,
    remover,
  } = useMembrosEquipe(model.resource);
  const [busca, setBusca] = useState('');
  const titulo = useId();
  const t = useTranslate();
  if (!equipe) return null;
  const supervisor = equipe.supervisor;

  return (
    <Box
      component="section"
      aria-labelledby={titulo}
      // on a phone the form's save bar is fixed at the bottom: room to scroll the last member above it
      sx={{ px: 2, pt: 1, pb: { xs: 12, sm: 2 }, maxWidth: 720 }}
    >
      <Divider sx={{ mb: 2 }} />
      <Typography id={titulo} variant="h6" component="h2">
        {t('app.equipes.membros')}
      </Typography>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', my: 1.5 }}>
        <Avatar aria-hidden sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
          {supervisor ? iniciais(supervisor.nomeCompleto) : '?'}
        </Avatar>
        <Box>
          <Typography variant="caption" color="text.secondary" component="p">
            {t('app.equipes.supervisor')}
          </Typography>
          <Typography aria-label={t('app.equipes.supervisor_aria')}>
            {supervisor === undefined
              ? '…'
              : supervisor
                ? supervisor.nomeCompleto
                : t('app.equipes.sem_supervisor')}
          </Typography>
        </Box>
      </Stack>

      {canWrite && (
        <Autocomplete<Candidato, false, false, false>
          options={candidatos}
          // a search that adds, not a field that keeps a value: it empties after each pick
          value={null}
          inputValue={busca}
          onInputChange={(_, texto, reason) => setBusca(reason === 'reset' ? '' : texto)}
          onChange={(_, candidato) => {
            if (!candidato) return;
            setBusca('');
            void adicionar(candidato);
          }}
          getOptionLabel={(c) => c.nome}
          getOptionKey={(c) => c.perfilId}
          isOptionEqualToValue={(a, b) => a.perfilId === b.perfilId}
          // Enter takes the first match at once
          autoHighlight
          loading={carregandoCandidatos}
          loadingText={t('app.equipes.carregando')}
          noOptionsText={t('app.equipes.ninguem')}
          renderOption={({ key, ...props }, c) => (
            <li key={key} {...props}>
              <ListItemText primary={c.nome} secondary={ondeEsta(c, nomeDaEquipe, t)} />
            </li>
          )}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('app.equipes.adicionar')}
              helperText={t('app.equipes.adicionar_dica')}
            />
          )}
          sx={{ mb: 1 }}
        />
      )}

      {/* the list stays while a change is saved and read again: only this line says so (its room kept, and no
          hidden bar announcing "loading" to assistive technology or animating while idle) */}
      <Box sx={{ height: 4 }}>{ocupado && <LinearProgress aria-label={t('app.equipes.atualizando')} />}</Box>
      {erro ? (
        <Typography color="error" role="alert" sx={{ py: 1 }}>
          {t('app.equipes.erro')}
        </Typography>
      ) : membros === undefined ? (
        <Typography color="text.secondary" sx={{ py: 1 }}>
          {t('app.equipes.carregando_membros')}
        </Typography>
      ) : membros.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 1 }}>
          {t('app.equipes.nenhum')}
        </Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            {t('app.equipes.pessoas', { smart_count: membros.length === 1 ? 1 : 2, n: membros.length })}
          </Typography>
          <List aria-labelledby={titulo} dense>
            {membros.map((m) => (
              <Membro
                key={m.perfilId}
                membro={m}
                supervisor={m.usuarioId !== null && m.usuarioId === equipe.supervisorId}
                {...(canWrite ? { onRemover: () => void remover(m) } : {})}
              />
            ))}
          </List>
        </>
      )}
    </Box>
  );
}
