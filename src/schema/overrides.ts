import type { ComponentType } from 'react';
import type { FieldModel, RegisterModel } from '../../core/schema/model';
import type { RegisterScreenProps } from './screens';

/**
 * Where a register needs more than its schema can say. The rule: the generic screens (screens.tsx) serve every
 * register, and a resource gets an override folder (src/{resource}/, its pieces exported from its index.ts) only
 * where they cannot serve, with no more in it than the generic screens lack. The engine imports none of them: the
 * app root hands them in (src/app/wireOverrides.ts), as the server's routes.ts injects hooks and details.
 */

/** What an extra section gets: it sits inside the page's record context (useRecordContext gives the record). */
export interface RegisterSectionProps {
  model: RegisterModel;
  /** May create, change and delete (x-permission; ADMIN always). */
  canWrite: boolean;
}

/** What an override's own input of one field gets (fieldInputs): what the generic input would have had. */
export interface RegisterFieldInputProps {
  model: RegisterModel;
  field: FieldModel;
  source: string;
  label: string;
  helperText?: string;
  autoFocus?: boolean;
}

/**
 * A resource served by routes of its own (the people of docs/produto.md §7), not by the register routes
 * (server/registers), through the app's data provider: the generic screens then leave out what only the register
 * routes serve (CSV import, bulk edit, editing in the list, delete and the trash, the register history) and take
 * from here what differs.
 */
export interface OwnRoutes {
  /** The properties the forms offer, in this order: the calls' bodies take fewer than the schema's writable ones. */
  formFields: readonly string[];
  /** `false`: no create form (profiles are born from an invitation, on the users' page). */
  create?: false;
  /** Of formFields, those offered on the create form only (a first password). */
  createOnly?: readonly string[];
  /** The data provider's meta on the list's and the record's reads and on the saves (which view of the records). */
  meta?: Readonly<Record<string, unknown>>;
  /**
   * The list's CSV export under /api, `{empresaId}` filled in (`/api/perfis/empresas/{empresaId}/admin/export`);
   * the file has the routes' own columns (no column choice is sent).
   */
  exportPath?: string;
  /** The sort field the routes know a column by, where it is not the property: `{ papelId: 'papelNome' }`. */
  sortBy?: Readonly<Record<string, string>>;
  /** The record's history, at the top of the edit form, in place of the register history. */
  history?: ComponentType<RegisterSectionProps>;
  /** The edit form's toolbar (default: Save alone, as such a record is never deleted from its form). */
  editToolbar?: ComponentType<RegisterSectionProps>;
}

/**
 * The create form's words where they are not "Novo produto" and Salvar: an invitation rather than a new record.
 * Message keys (or texts), translated by react-admin.
 */
export interface CreateTexts {
  /** The page's title and heading, and the list's button to it ("Convidar usuário"). */
  title: string;
  /** Under the heading: what saving does. */
  intro?: string;
  /** The save button ("Convidar") and the one that saves and empties the form for the next ("Convidar e continuar"). */
  save: string;
  saveAndAdd: string;
  /** The notification after a save; the saved record's fields are its %{…} arguments ("Convite enviado para %{email}."). */
  created: string;
}

/**
 * The pieces an override folder's index.ts may export; all optional. Heavy pieces should be lazy
 * (`lazyPage(() => import('./Piece'), 'Piece')`): this map is read when the company's app starts, and a piece
 * should load with its page, not before. Screens are wrapped in a Suspense by resources.tsx, sections by screens.tsx.
 *
 * @example
 * // src/equipes/index.ts
 * export const editSection = lazyPage(() => import('./EquipeMembros'), 'EquipeMembros');
 * export const showSection = editSection;
 */
export interface RegisterOverride {
  /** Replaces the generic list. */
  list?: ComponentType<RegisterScreenProps>;
  /** Replaces the generic create form. */
  create?: ComponentType<RegisterScreenProps>;
  /** Replaces the generic edit form (editSection is then not shown). */
  edit?: ComponentType<RegisterScreenProps>;
  /** Replaces the generic show page (showSection is then not shown). */
  show?: ComponentType<RegisterScreenProps>;
  /** Where the generic create form goes once saved (default: the list); 'edit' for a record with more to fill in on its page. */
  createRedirect?: 'list' | 'edit';
  /** Shown under the generic edit form, in the same page. */
  editSection?: ComponentType<RegisterSectionProps>;
  /** Shown inside the generic edit form, after its inputs: it may read the values being edited (useWatch). */
  formSection?: ComponentType<RegisterSectionProps>;
  /** The inputs of some fields, by property name, in place of the generic ones (a company's colour and icon choosers). */
  fieldInputs?: Readonly<Record<string, ComponentType<RegisterFieldInputProps>>>;
  /** Shown under the fields of the generic show page. */
  showSection?: ComponentType<RegisterSectionProps>;
  /** Served by routes of its own, not the register routes (see OwnRoutes). */
  ownRoutes?: OwnRoutes;
  /** The create form's own words (see CreateTexts). */
  createTexts?: CreateTexts;
}

export type RegisterOverrides = Readonly<Partial<Record<string, RegisterOverride>>>;

/** The override folders, by resource name: none until the app root registers them. */
let OVERRIDES: RegisterOverrides = {};

/** Called once at app start (src/app/wireOverrides.ts) with every override folder, by resource name. */
export function setRegisterOverrides(overrides: RegisterOverrides): void {
  OVERRIDES = overrides;
}

const NONE: RegisterOverride = {};

/**
 * The override of a resource; an empty one when the generic screens serve it alone.
 *
 * @example const { editSection: Section } = registerOverride(model.resource);
 */
export function registerOverride(resource: string): RegisterOverride {
  return OVERRIDES[resource] ?? NONE;
}
