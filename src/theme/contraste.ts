import type { Color } from '@mui/material';
import { darken, getContrastRatio, lighten } from '@mui/material/styles';

/** WCAG 2.2 AA: normal text needs 4.5:1 against what is behind it (large text and UI parts 3:1). */
export const CONTRASTE_TEXTO = 4.5;

type Tom = 50 | 100 | 200 | 300 | 400 | 500 | 600 | 700 | 800 | 900;

/** From shade 800 towards the light end, then the darker 900: the order tried on a dark background. */
const PARA_O_CLARO: Tom[] = [800, 700, 600, 500, 400, 300, 200, 100, 50];
/** From `desde` towards 900: the order tried for the light mode's text and the app bar under white text. */
const PARA_O_ESCURO: Tom[] = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900];

function contrasteMinimo(cor: string, fundos: string[]): number {
  return Math.min(...fundos.map((fundo) => getContrastRatio(cor, fundo)));
}

/**
 * The first shade of `paleta` (in the order `sentido` gives) that reads at 4.5:1 on every one of `fundos`; when
 * none does (yellow, lime, amber on light), its best shade darkened or lightened step by step until it does. Keeps
 * the company's hue and moves only its lightness.
 *
 * @example tomLegivel(blue, ['#0D0F12', '#13181b'], 'claro') // '#42a5f5' (blue 400), for text on dark
 */
export function tomLegivel(
  paleta: Color,
  fundos: string[],
  sentido: 'claro' | 'escuro',
  desde: Tom = 800,
): string {
  const ordem = sentido === 'claro' ? PARA_O_CLARO : PARA_O_ESCURO.filter((t) => t >= desde);
  let melhor = paleta[ordem[0] ?? 800];
  for (const tom of ordem) {
    const cor = paleta[tom];
    if (contrasteMinimo(cor, fundos) >= CONTRASTE_TEXTO) return cor;
    if (contrasteMinimo(cor, fundos) > contrasteMinimo(melhor, fundos)) melhor = cor;
  }
  for (let passo = 0.05; passo < 1; passo += 0.05) {
    const cor = sentido === 'claro' ? lighten(melhor, passo) : darken(melhor, passo);
    if (contrasteMinimo(cor, fundos) >= CONTRASTE_TEXTO) return cor;
  }
  return melhor;
}
