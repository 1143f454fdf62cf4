import AgricultureIcon from '@mui/icons-material/Agriculture';
import ApartmentIcon from '@mui/icons-material/Apartment';
import BoltIcon from '@mui/icons-material/Bolt';
import BuildIcon from '@mui/icons-material/Build';
import BusinessIcon from '@mui/icons-material/Business';
import CellTowerIcon from '@mui/icons-material/CellTower';
import FactoryIcon from '@mui/icons-material/Factory';
import LocalHospitalIcon from '@mui/icons-material/LocalHospital';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import PetsIcon from '@mui/icons-material/Pets';
import RestaurantIcon from '@mui/icons-material/Restaurant';
import SchoolIcon from '@mui/icons-material/School';
import SolarPowerIcon from '@mui/icons-material/SolarPower';
import SpaIcon from '@mui/icons-material/Spa';
import StoreIcon from '@mui/icons-material/Store';
import StorefrontIcon from '@mui/icons-material/Storefront';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType, ReactNode } from 'react';

interface IconeInfo {
  /** Portuguese name, for the chooser's buttons and tooltips. */
  label: string;
  Icon: ComponentType<SvgIconProps>;
}

/**
 * The icons a company may choose (aparencia.icone holds the key). A short curated list rather than all of
 * MUI's: each one imported by name keeps the bundle to these few, and the names stay meaningful to people.
 */
export const ICONES = {
  Store: { label: 'Loja', Icon: StoreIcon },
  Storefront: { label: 'Fachada de loja', Icon: StorefrontIcon },
  Business: { label: 'Escritório', Icon: BusinessIcon },
  Apartment: { label: 'Edifício', Icon: ApartmentIcon },
  Factory: { label: 'Indústria', Icon: FactoryIcon },
  Bolt: { label: 'Energia', Icon: BoltIcon },
  SolarPower: { label: 'Energia solar', Icon: SolarPowerIcon },
  CellTower: { label: 'Telecomunicações', Icon: CellTowerIcon },
  LocalShipping: { label: 'Transporte', Icon: LocalShippingIcon },
  Agriculture: { label: 'Agronegócio', Icon: AgricultureIcon },
  LocalHospital: { label: 'Saúde', Icon: LocalHospitalIcon },
  School: { label: 'Educação', Icon: SchoolIcon },
  Restaurant: { label: 'Restaurante', Icon: RestaurantIcon },
  Build: { label: 'Serviços', Icon: BuildIcon },
  Spa: { label: 'Bem-estar', Icon: SpaIcon },
  Pets: { label: 'Pet shop', Icon: PetsIcon },
} as const satisfies Record<string, IconeInfo>;

export type IconeNome = keyof typeof ICONES;

export const ICONE_NOMES = Object.keys(ICONES) as IconeNome[];

export function isIcone(value: unknown): value is IconeNome {
  return typeof value === 'string' && Object.hasOwn(ICONES, value);
}

export interface EmpresaIconeProps extends SvgIconProps {
  /** aparencia.icone: one of the ICONES keys; null or an unknown name shows the fallback. */
  nome: string | null | undefined;
  /** Shown for a company without a (known) icon; a plain building unless told otherwise (null: nothing). */
  fallback?: ReactNode;
}

/**
 * A company's icon, for the shell and the company switcher.
 *
 * @example <EmpresaIcone nome={empresa.aparencia?.icone} fontSize="small" />
 */
export function EmpresaIcone({ nome, fallback, ...props }: EmpresaIconeProps) {
  if (isIcone(nome)) {
    const { Icon } = ICONES[nome];
    return <Icon {...props} />;
  }
  if (fallback !== undefined) return <>{fallback}</>;
  return <BusinessIcon {...props} />;
}
