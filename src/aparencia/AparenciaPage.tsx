import CheckIcon from '@mui/icons-material/Check';
import DoNotDisturbAltIcon from '@mui/icons-material/DoNotDisturbAlt';
import SaveIcon from '@mui/icons-material/Save';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { Title } from 'react-admin';
import { DraftOffer } from '../drafts/DraftOffer';
import { COR_LABELS, COR_PALETAS, CORES, type Cor, corOuPadrao, TOM_PRIMARIO } from '../theme/cores';
import type { Aparencia } from './api';
import { EmpresaIcone, ICONE_NOMES, ICONES, isIcone } from './icones';
import { useAparenciaEditor } from './useAparenciaEditor';

// The shell's <EmpresaIcone> and ICONES live in './icones', not here: importing them from this module would pull
// the whole page into the shell's chunk (and this module exports one component, as lazyPage expects).
export type { Aparencia } from './api';

export interface AparenciaPageProps {
  empresaId: number;
  /**
   * Called with the saved appearance: whoever holds the session's company updates it, so the shell keeps the
   * new colour and icon after the page is left.
   */
  onSaved?: (aparencia: Aparencia) => void;
}

/** Keyboard focus ring for the round and square choice buttons (ButtonBase draws none of its own). */
const focusRing = {
  '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'text.primary', outlineOffset: 3 },
} as const;

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

function Cores({ value, onChange }: { value: Cor; onChange: (cor: Cor) => void }) {
  return (
    <Box role="group" aria-label="Cores" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
      {CORES.map((cor) => {
        const selected = cor === value;
        const fundo = COR_PALETAS[cor][TOM_PRIMARIO];
        return (
          <Tooltip key={cor} title={COR_LABELS[cor]}>
            <ButtonBase
              aria-label={COR_LABELS[cor]}
              aria-pressed={selected}
              onClick={() => onChange(cor)}
              focusRipple
              sx={(theme) => ({
                width: 44,
                height: 44,
                borderRadius: '50%',
                bgcolor: fundo,
                color: theme.palette.getContrastText(fundo),
                // a ring in the page colour, then one in the text colour: visible on any swatch, either mode
                boxShadow: selected
                  ? `0 0 0 3px ${theme.palette.background.default}, 0 0 0 5px ${theme.palette.text.primary}`
                  : 'none',
                ...focusRing,
              })}
            >
              {selected && <CheckIcon />}
            </ButtonBase>
          </Tooltip>
        );
      })}
    </Box>
  );
}

function Opcao({
  label,
  selected,
  onClick,
  children,
}: {
  label: string;
  selected: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip title={label}>
      <ButtonBase
        aria-label={label}
        aria-pressed={selected}
        onClick={onClick}
        focusRipple
        sx={{
          width: 48,
          height: 48,
          borderRadius: 2,
          border: 2,
          borderColor: selected ? 'primary.main' : 'divider',
          bgcolor: selected ? 'primary.main' : 'transparent',
          color: selected ? 'primary.contrastText' : 'text.primary',
          ...focusRing,
        }}
      >
        {children}
      </ButtonBase>
    </Tooltip>
  );
}

function Icones({ value, onChange }: { value: string | null; onChange: (icone: string | null) => void }) {
  // A stored name outside the list (set through the API) counts as none here.
  const atual = isIcone(value) ? value : null;
  return (
    <Box role="group" aria-label="Ícones" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <Opcao label="Sem ícone" selected={atual === null} onClick={() => onChange(null)}>
        <DoNotDisturbAltIcon />
      </Opcao>
      {ICONE_NOMES.map((nome) => (
        <Opcao key={nome} label={ICONES[nome].label} selected={nome === atual} onClick={() => onChange(nome)}>
          <EmpresaIcone nome={nome} />
        </Opcao>
      ))}
    </Box>
  );
}

/** A miniature of the shell in the theme as it now stands (the previewed colour, the current mode). */
function Previa({ nome, icone }: { nome: string; icone: string | null }) {
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
          Nova venda
        </Button>
        <Button component="span" tabIndex={-1} variant="outlined">
          Filtrar
        </Button>
        <Chip color="primary" label="Em negociação" size="small" />
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

  if (editor.status === 'pending')
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 6 }}>
        <CircularProgress aria-label="Carregando" />
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
      <Title title="Aparência" />
      <CardHeader
        title="Aparência"
        slotProps={{ title: { component: 'h1', variant: 'h5' } }}
        subheader="A cor e o ícone da empresa, vistos por todos os seus usuários."
      />
      <CardContent>
        <DraftOffer draft={editor.rascunho} />
        <Stack spacing={4}>
          <Secao titulo="Cor" descricao={`Selecionada: ${COR_LABELS[cor]}${atual.cor ? '' : ' (padrão)'}`}>
            <Cores value={cor} onChange={editor.setCor} />
          </Secao>
          <Secao titulo="Ícone">
            <Icones value={atual.icone} onChange={editor.setIcone} />
          </Secao>
          <Secao titulo="Prévia" descricao="O aplicativo já mostra a cor escolhida; salve para mantê-la.">
            <Previa nome={editor.empresa.nome} icone={atual.icone} />
          </Secao>
        </Stack>
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
        <Button onClick={editor.descartar} disabled={!dirty || saving}>
          Descartar
        </Button>
        <Button
          variant="contained"
          onClick={editor.salvar}
          disabled={!dirty || saving}
          startIcon={saving ? <CircularProgress size={18} color="inherit" /> : <SaveIcon />}
        >
          Salvar
        </Button>
      </CardActions>
    </Card>
  );
}
