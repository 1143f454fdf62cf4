import SaveIcon from '@mui/icons-material/Save';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { Title } from 'react-admin';
import type { Aparencia } from '../../core/session/types';
import { DraftOffer } from '../drafts/DraftOffer';
import { useAreaTranslate } from '../i18n/useAreaTranslate';
import { COR_LABELS, corOuPadrao } from '../theme/cores';
import { EmpresaIcone } from './icones';
import { Cores, Icones } from './pickers';
import { aparenciaTexts } from './texts';
import { useAparenciaEditor } from './useAparenciaEditor';

// The shell's <EmpresaIcone> and ICONES live in './icones', not here: importing them from this module would pull
// the whole page into the shell's chunk (and this module exports one component, as lazyPage expects).
export type { Aparencia } from '../../core/session/types';

export interface AparenciaPageProps {
  empresaId: number;
  /**
   * Called with the saved appearance: whoever holds the session's company updates it, so the shell keeps the
   * new colour and icon after the page is left.
   */
  onSaved?: (aparencia: Aparencia) => void;
}

function Secao({ titulo, descricao, children }: { titulo: string; descricao?: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {titulo}
      </Typography>
      {descricao && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {descricao}
        </Typography>
      )}
      {children}
    </Box>
  );
}

/** A miniature of the shell in the theme as it now stands (the previewed colour, the current mode). */
function Previa({ nome, icone }: { nome: string; icone: string | null }) {
  const t = useAreaTranslate('aparencia', aparenciaTexts);
  return (
    <Box
      aria-hidden
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden', maxWidth: 480 }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 2,
          py: 1.25,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        <EmpresaIcone nome={icone} fontSize="small" fallback={null} />
        <Typography component="span" sx={{ fontWeight: 500 }}>
          {nome}
        </Typography>
      </Box>
      <Stack direction="row" spacing={1} sx={{ p: 2, bgcolor: 'background.default', alignItems: 'center' }}>
        <Button component="span" tabIndex={-1} variant="contained">
          {t('new_sale')}
        </Button>
        <Button component="span" tabIndex={-1} variant="outlined">
          {t('filter')}
        </Button>
        <Chip color="primary" label={t('negotiating')} size="small" />
      </Stack>
    </Box>
  );
}

/**
 * /e/{empresaId}/aparencia (CONFIGURAR_EMPRESA): the company colour and icon. A colour picked here paints the
 * app at once; "Salvar" keeps it for every user of the company, "Descartar" or leaving the page restores it.
 */
export function AparenciaPage({ empresaId, onSaved }: AparenciaPageProps) {
  const editor = useAparenciaEditor(empresaId, onSaved);
  const { atual, dirty, saving } = editor;
  const t = useAreaTranslate('aparencia', aparenciaTexts);

  if (editor.status === 'pending')
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 6 }}>
        <CircularProgress aria-label={t('loading')} />
      </Box>
    );
  if (editor.status === 'error' || !editor.empresa)
    return (
      <Alert severity="error" sx={{ mt: 2 }}>
        {editor.loadError}
      </Alert>
    );

  const cor = corOuPadrao(atual.cor);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={t('title')} />
      <CardHeader
        title={t('title')}
        slotProps={{ title: { component: 'h1', variant: 'h5' } }}
        subheader={t('subheader')}
      />
      <CardContent>
        <DraftOffer draft={editor.rascunho} />
        <Stack spacing={4}>
          <Secao
            titulo={t('color')}
            descricao={`${t('selected', { cor: COR_LABELS[cor] })}${atual.cor ? '' : t('default')}`}
          >
            <Cores value={cor} onChange={editor.setCor} />
          </Secao>
          <Secao titulo={t('icon')}>
            <Icones value={atual.icone} onChange={editor.setIcone} />
          </Secao>
          <Secao titulo={t('preview')} descricao={t('preview_help')}>
            <Previa nome={editor.empresa.nome} icone={atual.icone} />
          </Secao>
        </Stack>
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
        <Button onClick={editor.descartar} disabled={!dirty || saving}>
          {t('discard')}
        </Button>
        <Button
          variant="contained"
          onClick={editor.salvar}
          disabled={!dirty || saving}
          startIcon={saving ? <CircularProgress size={18} color="inherit" /> : <SaveIcon />}
        >
          {t('save')}
        </Button>
      </CardActions>
    </Card>
  );
}
