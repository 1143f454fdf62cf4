import type { ReactElement } from 'react';
import { type RaRecord, Resource } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { registerTexts } from '../../core/schema/labels';
import type { RegisterModel } from '../../core/schema/model';
import { lazyPage, PageSuspense } from '../routing/lazyPage';
import { trashedName } from '../trash/texts';
import { registerIcon } from './icons';
import { registerOverride } from './overrides';
import type { RegisterScreenProps } from './screens';

// The screens load with the first register opened, not with the company's home page.
const RegisterList = lazyPage(() => import('./screens'), 'RegisterList');
const RegisterCreate = lazyPage(() => import('./screens'), 'RegisterCreate');
const RegisterEdit = lazyPage(() => import('./screens'), 'RegisterEdit');
const RegisterShow = lazyPage(() => import('./screens'), 'RegisterShow');
const TrashList = lazyPage(() => import('../trash/TrashList'), 'TrashList');

/**
 * Loads the generic screens ahead (issue 17: the home prefetches them, and a reload of a register's page asks
 * for them with the app), so that a list's first render paints at once instead of suspending.
 */
export function preloadRegisterScreens(): Promise<unknown> {
  return Promise.all(
    [RegisterList, RegisterCreate, RegisterEdit, RegisterShow].map((page) => page.preload()),
  );
}

/** What the user may do with a register's screens. */
export interface RegisterAccess {
  /** Open the list and the records (the route's permission and x-readPermission). */
  canRead: boolean;
  /** Create, change and delete (x-permission as well). */
  canWrite: boolean;
}

export interface RegisterResourceOptions {
  /** Shown on a route the role does not allow (a notice, then the home page). */
  forbidden: ReactElement;
  /** The list's store key (sort, filters, page). */
  storeKey?: string;
}

/**
 * One register as a react-admin `<Resource>`: list, show, create and edit routes as far as `access` allows,
 * its recordRepresentation (breadcrumbs, titles, references), icon and name. Called as a function, not
 * rendered as a component: `<Admin>` only recognises `<Resource>` elements among its children.
 *
 * - Without read access the resource still exists (other screens' references name its records), but all its
 *   routes answer `forbidden`.
 * - A reader gets list and show; /{resource}/create answers `forbidden` and /{resource}/{id} (the edit route of
 *   docs/produto.md §2) opens the record read-only.
 *
 * @example <Admin>{COMPANY_REGISTERS.map((m) => registerResource(m, access(m), { forbidden }))}</Admin>
 */
export function registerResource(
  model: RegisterModel,
  access: RegisterAccess,
  { forbidden, storeKey }: RegisterResourceOptions,
): ReactElement {
  const props: RegisterScreenProps = { model, canWrite: access.canRead && access.canWrite, storeKey };
  const canWrite = props.canWrite;
  // a resource with routes of its own may have no create form (overrides.ts, ownRoutes.create)
  const canCreate = canWrite && registerOverride(model.resource).ownRoutes?.create !== false;
  // The resource's override folder may replace a generic screen (src/schema/overrides.ts); most have none.
  const {
    list: ListScreen = RegisterList,
    show: ShowScreen = RegisterShow,
    create: CreateScreen = RegisterCreate,
    edit: EditScreen = RegisterEdit,
  } = registerOverride(model.resource);
  return (
    <Resource
      key={model.resource}
      name={model.resource}
      options={{ label: registerTexts(model).plural }}
      icon={registerIcon(model.menu?.icon)}
      // a record in the trash still names itself where it is used: "Capa (na lixeira)"
      recordRepresentation={(record: RaRecord) => trashedName(model.represent(record), record)}
      list={
        access.canRead ? (
          <PageSuspense>
            <ListScreen {...props} />
          </PageSuspense>
        ) : undefined
      }
      show={
        access.canRead ? (
          <PageSuspense>
            <ShowScreen {...props} />
          </PageSuspense>
        ) : undefined
      }
      create={
        canCreate ? (
          <PageSuspense>
            <CreateScreen {...props} />
          </PageSuspense>
        ) : undefined
      }
      edit={
        canWrite ? (
          <PageSuspense>
            <EditScreen {...props} />
          </PageSuspense>
        ) : undefined
      }
    >
      {!access.canRead && <Route path="*" element={forbidden} />}
      {access.canRead && model.trash && (
        <Route
          path="lixeira"
          element={
            <PageSuspense>
              <TrashList model={model} canWrite={canWrite} />
            </PageSuspense>
          }
        />
      )}
      {access.canRead && !canCreate && <Route path="create/*" element={forbidden} />}
      {access.canRead && !canWrite && <Route path=":id" element={<Navigate to="show" replace />} />}
    </Resource>
  );
}
