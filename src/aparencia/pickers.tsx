import CheckIcon from '@mui/icons-material/Check';
import DoNotDisturbAltIcon from '@mui/icons-material/DoNotDisturbAlt';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { schemaLocale } from '../../core/schema/localize';
import { COR_LABELS, COR_PALETAS, CORES, type Cor, TOM_PRIMARIO } from '../theme/cores';
import { EmpresaIcone, ICONE_NOMES, ICONES, isIcone } from './icones';

// The colour and icon choosers of a company's appearance: the Aparência page (/e/{id}/aparencia) and the company
// form of the admin area (src/empresas/) draw the same ones.

/** Keyboard focus ring for the round and square choice buttons (ButtonBase draws none of its own). */
const focusRing = {
  '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'text.primary', outlineOffset: 3 },
} as const;

export function Cores({ value, onChange }: { value: Cor; onChange: (cor: Cor) => void }) {
  return (
    <Box
      role="group"
      aria-label={schemaLocale() === 'en' ? 'Colours' : 'Cores'}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}
    >
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

export function Icones({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (icone: string | null) => void;
}) {
  // A stored name outside the list (set through the API) counts as none here.
  const atual = isIcone(value) ? value : null;
  return (
    <Box
      role="group"
      aria-label={schemaLocale() === 'en' ? 'Icons' : 'Ícones'}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
    >
      <Opcao
        label={schemaLocale() === 'en' ? 'No icon' : 'Sem ícone'}
        selected={atual === null}
        onClick={() => onChange(null)}
      >
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
