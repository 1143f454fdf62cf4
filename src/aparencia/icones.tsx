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
import { schemaLocale } from '../../core/schema/localize';

interface IconeInfo {
  /** Its name in the app's language, for the chooser's buttons and tooltips. */
  label: string;
  Icon: ComponentType<SvgIconProps>;
}

/** An icon and its name in the app's language (read when shown: schemaLocale follows the language). */
function icone(Icon: ComponentType<SvgIconProps>, pt: string, en: string): IconeInfo {
  return {
    Icon,
    get label() {
      return schemaLocale() === 'en' ? en : pt;
    },
  };
}

/**
 * The icons a company may choose (aparencia.icone holds the key). A short curated list rather than all of
 * MUI's: each one imported by name keeps the bundle to these few, and the names stay meaningful to people.
 */
export const ICONES = {
  Store: icone(StoreIcon, 'Loja', 'Shop'),
  Storefront: icone(StorefrontIcon, 'Fachada de loja', 'Shopfront'),
  Business: icone(BusinessIcon, 'Escritório', 'Office'),
  Apartment: icone(ApartmentIcon, 'Edifício', 'Building'),
  Factory: icone(FactoryIcon, 'Indústria', 'Industry'),
  Bolt: icone(BoltIcon, 'Energia', 'Energy'),
  SolarPower: icone(SolarPowerIcon, 'Energia solar', 'Solar power'),
  CellTower: icone(CellTowerIcon, 'Telecomunicações', 'Telecommunications'),
  LocalShipping: icone(LocalShippingIcon, 'Transporte', 'Transport'),
  Agriculture: icone(AgricultureIcon, 'Agronegócio', 'Agribusiness'),
  LocalHospital: icone(LocalHospitalIcon, 'Saúde', 'Health'),
  School: icone(SchoolIcon, 'Educação', 'Education'),
  Restaurant: icone(RestaurantIcon, 'Restaurante', 'Restaurant'),
  Build: icone(BuildIcon, 'Serviços', 'Services'),
  Spa: icone(SpaIcon, 'Bem-estar', 'Wellness'),
  Pets: icone(PetsIcon, 'Pet shop', 'Pet shop'),
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
