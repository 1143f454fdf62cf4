import type { Color } from '@mui/material';
import {
  amber,
  blue,
  cyan,
  deepOrange,
  deepPurple,
  green,
  indigo,
  lightBlue,
  lightGreen,
  lime,
  orange,
  pink,
  purple,
  red,
  teal,
  yellow,
} from '@mui/material/colors';
import { localized } from '../../core/schema/localize';
import type { Cor } from '../../core/session/types';

/** The 16 company colours of docs/produto.md §3, in the order the appearance page shows them (MUI's palette order). */
export const CORES = [
  'red',
  'pink',
  'purple',
  'deepPurple',
  'indigo',
  'blue',
  'lightBlue',
  'cyan',
  'teal',
  'green',
  'lightGreen',
  'lime',
  'yellow',
  'amber',
  'orange',
  'deepOrange',
] as const satisfies readonly Cor[];

/** A company colour: the type generated from the Empresa schema's aparencia.cor enum (core/session/types.ts). */
export type { Cor };

/** A company without a chosen colour is red (docs/produto.md §9). */
export const COR_PADRAO: Cor = 'red';

/** The shade of a company colour used as the theme's primary (docs/produto.md §1, §9). */
export const TOM_PRIMARIO = 800;

export const COR_LABELS: Record<Cor, string> = localized<Record<Cor, string>>(
  {
    red: 'Vermelho',
    pink: 'Rosa',
    purple: 'Roxo',
    deepPurple: 'Roxo profundo',
    indigo: 'Índigo',
    blue: 'Azul',
    lightBlue: 'Azul-claro',
    cyan: 'Ciano',
    teal: 'Verde-azulado',
    green: 'Verde',
    lightGreen: 'Verde-claro',
    lime: 'Lima',
    yellow: 'Amarelo',
    amber: 'Âmbar',
    orange: 'Laranja',
    deepOrange: 'Laranja profundo',
  },
  {
    red: 'Red',
    pink: 'Pink',
    purple: 'Purple',
    deepPurple: 'Deep purple',
    indigo: 'Indigo',
    blue: 'Blue',
    lightBlue: 'Light blue',
    cyan: 'Cyan',
    teal: 'Teal',
    green: 'Green',
    lightGreen: 'Light green',
    lime: 'Lime',
    yellow: 'Yellow',
    amber: 'Amber',
    orange: 'Orange',
    deepOrange: 'Deep orange',
  },
);

/** Every shade of each company colour, straight from MUI's palette. */
export const COR_PALETAS: Record<Cor, Color> = {
  red,
  pink,
  purple,
  deepPurple,
  indigo,
  blue,
  lightBlue,
  cyan,
  teal,
  green,
  lightGreen,
  lime,
  yellow,
  amber,
  orange,
  deepOrange,
};

const CORES_SET: ReadonlySet<string> = new Set(CORES);

export function isCor(value: unknown): value is Cor {
  return typeof value === 'string' && CORES_SET.has(value);
}

/**
 * The colour to paint with: the stored one when it is one of the 16, otherwise the default. Stored data is
 * read loosely (`string | null`) because it comes from the server and from older sessions in the browser.
 */
export function corOuPadrao(cor: string | null | undefined): Cor {
  return isCor(cor) ? cor : COR_PADRAO;
}

/**
 * The primary colour of a company (docs/produto.md's "corPrimaria"): shade 800 of its colour, red when unset.
 *
 * @example corPrimaria('blue') // '#1565c0'
 */
export function corPrimaria(cor: string | null | undefined): string {
  return COR_PALETAS[corOuPadrao(cor)][TOM_PRIMARIO];
}
