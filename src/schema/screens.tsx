import { Box, Typography } from '@mui/material';
import {
  cloneElement,
  type ReactElement,
  type ReactNode,
  Suspense,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  Create,
  CreateButton,
  DatagridConfigurable,
  Edit,
  EditButton,
  FilterButton,
  type RaRecord,
  SaveButton,
  SelectColumnsButton,
  Show,
  SimpleForm,
  SimpleList,
  SimpleShowLayout,
  Toolbar,
  TopToolbar,
  useNotify,
  useRecordContext,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { readableFields } from '../../core/schema/display';
import { fieldLabel, recordTitle, registerTexts } from '../../core/schema/labels';
import type { FieldModel, RegisterModel } from '../../core/schema/model';
import { useIsMobile } from '../app/appState';
import { BulkEditButton } from '../bulk/BulkEditButton';
import { AcessoContext } from '../company/AcessoContext';
import { useFiltrosMoveis } from '../components/FiltrosMoveis';
import { List } from '../components/List';
import { RegisterConflictMerge } from '../conflicts/RegisterConflictMerge';
import { RegisterFormDraft } from '../drafts/RegisterFormDraft';
import { CsvExportButton } from '../export/CsvExportButton';
import { RegisterHistory } from '../history/RegisterHistory';
import { useAreaTranslate } from '../i18n/useAreaTranslate';
import { CsvImportButton } from '../import/CsvImportButton';
import { inlineEditingProps } from '../inline/inlineEditingProps';
import { TrashBulkDeleteButton, TrashEditToolbar, TrashLinkButton } from '../trash/buttons';
import { dataField, fieldInput, filterInputs, RecordLinkField, valueText } from './elements';
import { createDefaults, formFields, writableValues } from './formValues';
import { registerIcon } from './icons';
import { type RegisterSectionProps, registerOverride } from './overrides';
import {
  REFETCH_INVALIDATED,
  RegisterBreadcrumbs,
  useRegisterListProps,
  useSaveFailure,
} from './screenParts';
import { schemaTexts } from './texts';

/**
 * The screens of a register, built from its model at run time: list, create, edit and show. What the role may
 * do arrives as `canWrite` (the menu and the routes already keep out those who may not read).
 */

export interface RegisterScreenProps {
  model: RegisterModel;
  /** May create, change and delete (x-permission; ADMIN always). */
  canWrite: boolean;
  /** Where the list keeps its sort, filters and page (one per company, so one company's filters stay there). */
  storeKey?: string;
}

/** The page's own heading: on a phone the app bar hides the title, so this is what says where you are. */
function PageHeading({ children }: { children: ReactNode }) {
  return (
    <Typography variant="h5" component="h1" sx={{ mt: { xs: 1, sm: 2 }, mb: 1, px: { xs: 1, sm: 0 } }}>
      {children}
    </Typography>
  );
}

// ── list ────────────────────────────────────────────────────────────────────────────────────────────────

function RegisterEmpty({ model, canWrite }: { model: RegisterModel; canWrite: boolean }) {
  const texts = registerTexts(model);
  const Icon = registerIcon(model.menu?.icon);
  const t = useAreaTranslate('schema', schemaTexts);
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2, width: '100%' }}>
      <Icon color="disabled" sx={{ fontSize: 64, mb: 1 }} aria-hidden />
      <Typography variant="h6" component="p" gutterBottom>
        {texts.empty}
      </Typography>
      {canWrite && registerOverride(model.resource).ownRoutes?.create !== false ? (
        <CreateButton variant="contained" label={texts.createAction} />
      ) : (
        <Typography color="text.secondary">{t('empty_reader')}</Typography>
      )}
    </Box>
  );
}

function ListActions({
  canWrite,
  hasFilters,
  model,
}: {
  canWrite: boolean;
  hasFilters: boolean;
  model: RegisterModel;
}) {
  const isMobile = useIsMobile();
  // a resource with routes of its own imports nothing and exports from its own path (overrides.ts, ownRoutes)
  const own = registerOverride(model.resource).ownRoutes;
  const empresa = String(useContext(AcessoContext)?.empresaId ?? '');
  return (
    <TopToolbar>
      {/* also where the current query is saved and saved ones are picked */}
      {hasFilters && <FilterButton />}
      {canWrite && own?.create !== false && (
        <CreateButton label={registerOverride(model.resource).createTexts?.title} />
      )}
      {canWrite && !own && <CsvImportButton model={model} />}
      {!isMobile && <SelectColumnsButton />}
      {(!own || own.exportPath) && (
        <CsvExportButton
          path={own?.exportPath?.replace('{empresaId}', empresa)}
          columns={own ? [] : undefined}
          fallbackName={model.resource}
        />
      )}
      <TrashLinkButton model={model} />
    </TopToolbar>
  );
}

/** A list column; sorted by the field the resource's own routes know it by (overrides.ts, ownRoutes.sortBy). */
function listColumn(model: RegisterModel, field: FieldModel): ReactElement {
  const column = dataField(model, field, { inList: true });
  const sortBy = registerOverride(model.resource).ownRoutes?.sortBy?.[field.name];
  return sortBy ? cloneElement(column as ReactElement<{ sortBy?: string }>, { sortBy }) : column;
}

// Kinds that say little as a line of text under a name (or need a fetch to say it).
const NOT_A_LINE: readonly FieldModel['kind'][] = [
  'boolean',
  'reference',
  'array',
  'object',
  'password',
  'cor',
];

/**
 * The list: typed columns (the schema's x-list, sortable where x-sortable), a column chooser with the other
 * fields, search and filters, saved queries, CSV export, bulk delete; a one-line-per-record list on a phone.
 */
export function RegisterList({ model, canWrite, storeKey }: RegisterScreenProps) {
  const isMobile = useIsMobile();
  const texts = registerTexts(model);
  const filters = useMemo(() => filterInputs(model), [model]);
  const listProps = useRegisterListProps(model, storeKey);
  const own = registerOverride(model.resource).ownRoutes;
  // in-place editing and bulk actions use the register routes: not for a resource with its own (overrides.ts)
  const writesHere = canWrite && !own;
  const listed = new Set(model.listColumns.map((f) => f.name));
  const extra = readableFields(model).filter((f) => !listed.has(f.name));
  const linkColumn = [...model.listColumns, ...extra].find((f) => f.kind !== 'reference');
  // on a phone, the record's name and the first column it does not already show
  const secondary = model.listColumns.find(
    (f) => !model.representationFields.includes(f.name) && !NOT_A_LINE.includes(f.kind),
  );

  return (
    <Box>
      <PageHeading>{texts.plural}</PageHeading>
      <List
        {...listProps}
        queryOptions={{ ...listProps.queryOptions, meta: own?.meta }}
        title={texts.plural}
        filters={useFiltrosMoveis(filters)}
        actions={<ListActions canWrite={canWrite} hasFilters={filters.length > 0} model={model} />}
        empty={<RegisterEmpty model={model} canWrite={canWrite} />}
      >
        {isMobile ? (
          <SimpleList
            primaryText={(record: RaRecord) => model.represent(record)}
            secondaryText={
              secondary ? (record: RaRecord) => valueText(secondary, record[secondary.name]) : undefined
            }
            rowClick={canWrite ? 'edit' : 'show'}
          />
        ) : (
          <DatagridConfigurable
            rowClick={canWrite ? 'edit' : 'show'}
            // writers edit the cells in place, like a spreadsheet (src/inline); a click elsewhere still opens
            {...inlineEditingProps(model, writesHere)}
            // pessimistic: asks first, and the rows go only once the server said yes; readers get no checkboxes
            bulkActionButtons={
              writesHere ? (
                <>
                  <BulkEditButton model={model} />
                  <TrashBulkDeleteButton model={model} />
                </>
              ) : (
                false
              )
            }
            omit={extra.map((f) => f.name)}
          >
            {[...model.listColumns, ...extra].map((f) =>
              // one column opens the record from the keyboard too (Tab to it, Enter): row clicks are mouse-only. Not
              // a reference column, which already links to the record it names.
              f === linkColumn ? (
                <RecordLinkField
                  key={f.name}
                  source={f.name}
                  label={fieldLabel(model, f)}
                  sortable={f.sortable}
                  type={canWrite ? 'edit' : 'show'}
                >
                  {dataField(model, f, { inList: true })}
                </RecordLinkField>
              ) : (
                listColumn(model, f)
              ),
            )}
          </DatagridConfigurable>
        )}
      </List>
    </Box>
  );
}

// ── forms ───────────────────────────────────────────────────────────────────────────────────────────────

/** The create form's title: "Novo produto", or the override's own words (overrides.ts, createTexts). */
function useCreateTitle(model: RegisterModel): string {
  const translate = useTranslate();
  const own = registerOverride(model.resource).createTexts?.title;
  return own ? translate(own, { _: own }) : registerTexts(model).create;
}

function FormHeading({ model, creating }: { model: RegisterModel; creating?: boolean }) {
  const record = useRecordContext();
  const create = useCreateTitle(model);
  const translate = useTranslate();
  const intro = creating ? registerOverride(model.resource).createTexts?.intro : undefined;
  return (
    <>
      <RegisterBreadcrumbs model={model} current={creating || !record ? create : model.represent(record)} />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {creating || !record ? create : recordTitle(model, record)}
      </Typography>
      {intro && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate(intro, { _: intro })}
        </Typography>
      )}
    </>
  );
}

/** The app bar's title of a record's page (react-admin's default would say "Equipe Equipe Norte"). */
function RecordTitle({ model }: { model: RegisterModel }) {
  const record = useRecordContext();
  return <>{record ? recordTitle(model, record) : registerTexts(model).singular}</>;
}

/** The inputs in schema order; the first one takes the focus. */
function inputsOf(model: RegisterModel, editing: boolean) {
  // an override folder may draw some fields itself (src/schema/overrides.ts, fieldInputs)
  const own = registerOverride(model.resource).fieldInputs ?? {};
  return formFields(model, { editing }).map((field, index) => {
    const Own = own[field.name];
    return Own ? (
      <Suspense key={field.name} fallback={null}>
        <Own
          model={model}
          field={field}
          source={field.name}
          label={fieldLabel(model, field)}
          helperText={field.description ?? undefined}
          autoFocus={index === 0}
        />
      </Suspense>
    ) : (
      fieldInput(model, field, { autoFocus: index === 0, editing })
    );
  });
}

/**
 * Puts the cursor in a form's field `name` (else its first input), once the form has rendered again after a
 * reset. Through the DOM rather than react-hook-form's setFocus, whose stored ref a reset can leave pointing at an
 * input that is no longer on screen: the focus then stayed on the button, and the next keystrokes went nowhere.
 */
function focusField(form: HTMLFormElement | null, name: string | undefined) {
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      if (!form?.isConnected) return;
      const found = name ? form.elements.namedItem(name) : null;
      const named = found instanceof HTMLElement ? found : null;
      const target =
        named ??
        form.querySelector<HTMLElement>('input:not([type="hidden"]):not([disabled]), textarea, select');
      target?.focus();
    }),
  );
}

/**
 * 'Salvar e criar outro': saves, then empties the form for the next record and puts the cursor back in the first
 * input, for fast entry.
 */
function SaveAndAddButton({ model }: { model: RegisterModel }) {
  const { reset } = useFormContext();
  const notify = useNotify();
  const { onError } = useSaveFailure();
  const first = formFields(model)[0]?.name;
  const form = useRef<HTMLFormElement | null>(null);
  const t = useAreaTranslate('schema', schemaTexts);
  const own = registerOverride(model.resource).createTexts;
  return (
    <SaveButton
      type="button"
      variant="outlined"
      label={own?.saveAndAdd ?? t('save_and_add')}
      alwaysEnable
      onClick={(event) => {
        form.current = event.currentTarget.form;
      }}
      mutationOptions={{
        onSuccess: (data: RaRecord) => {
          reset();
          if (own) notify(own.created, { type: 'info', messageArgs: { ...data, _: own.created } });
          else
            notify(`resources.${model.resource}.notifications.created`, {
              type: 'info',
              messageArgs: { smart_count: 1, _: t('created') },
            });
          focusField(form.current, first);
        },
        onError,
      }}
    />
  );
}

function CreateToolbar({ model }: { model: RegisterModel }) {
  // Enabled on an untouched form too: Enter (or a click) on an empty form then says what is missing, at the fields.
  return (
    <Toolbar sx={{ gap: 1 }}>
      <SaveButton alwaysEnable label={registerOverride(model.resource).createTexts?.save} />
      <SaveAndAddButton model={model} />
    </Toolbar>
  );
}

/** A new record: the schema's inputs and validation, its defaults filled in. */
export function RegisterCreate({ model }: RegisterScreenProps) {
  const defaults = useMemo(() => createDefaults(model), [model]);
  const { onError } = useSaveFailure();
  const { createRedirect = 'list', createTexts, ownRoutes } = registerOverride(model.resource);
  const notify = useNotify();
  const redirect = useRedirect();
  // the override's own words after a save (an invitation sent) replace react-admin's, redirect included
  const onSuccess = createTexts
    ? (data: RaRecord) => {
        notify(createTexts.created, { type: 'info', messageArgs: { ...data, _: createTexts.created } });
        redirect(createRedirect, model.resource, data.id, data);
      }
    : undefined;
  return (
    <Create
      resource={model.resource}
      title={useCreateTitle(model)}
      redirect={createRedirect}
      transform={(data: Record<string, unknown>) => writableValues(model, data)}
      mutationOptions={{ onError, onSuccess, meta: ownRoutes?.meta }}
    >
      <SimpleForm
        defaultValues={defaults}
        warnWhenUnsavedChanges
        // the schema's validators say it at the fields: no browser bubble (type="email") stopping the submit first
        noValidate
        toolbar={<CreateToolbar model={model} />}
        sx={{ maxWidth: 720 }}
      >
        <FormHeading model={model} creating />
        <RegisterFormDraft resource={model.resource} />
        {inputsOf(model, false)}
      </SimpleForm>
    </Create>
  );
}

/** Save alone: a record with routes of its own is never deleted from its form. */
function SaveOnlyToolbar(_props: RegisterSectionProps) {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
}

/**
 * An existing record. Saved pessimistically: a refusal (400 at the fields, 409 when someone else changed it first)
 * leaves the user on the form with everything they typed.
 */
export function RegisterEdit({ model, canWrite }: RegisterScreenProps) {
  // what the resource's override folder adds under the form (src/schema/overrides.ts)
  const { editSection: Section, formSection: FormSection, ownRoutes: own } = registerOverride(model.resource);
  // a resource with routes of its own: its own history, no delete (overrides.ts, ownRoutes)
  const History = own?.history;
  const OwnToolbar = own?.editToolbar ?? SaveOnlyToolbar;
  const [conflict, setConflict] = useState(false);
  const { onError } = useSaveFailure({ onConflict: () => setConflict(true) });
  return (
    <Edit
      resource={model.resource}
      title={<RecordTitle model={model} />}
      mutationMode="pessimistic"
      redirect="list"
      queryOptions={{ ...REFETCH_INVALIDATED, meta: own?.meta }}
      transform={(data: Record<string, unknown>, options?: { previousData?: Record<string, unknown> }) =>
        writableValues(model, data, { editing: true, previousData: options?.previousData })
      }
      mutationOptions={{ onError, onMutate: () => setConflict(false), meta: own?.meta }}
    >
      <SimpleForm
        warnWhenUnsavedChanges
        noValidate
        sx={{ maxWidth: 720 }}
        toolbar={own ? <OwnToolbar model={model} canWrite={canWrite} /> : <TrashEditToolbar model={model} />}
      >
        <FormHeading model={model} />
        {History ? (
          <Suspense fallback={null}>
            <History model={model} canWrite={canWrite} />
          </Suspense>
        ) : (
          <RegisterHistory model={model} editing />
        )}
        <RegisterFormDraft resource={model.resource} />
        <RegisterConflictMerge model={model} conflict={conflict} />
        {inputsOf(model, true)}
        {FormSection && (
          <Suspense fallback={null}>
            <FormSection model={model} canWrite={canWrite} />
          </Suspense>
        )}
      </SimpleForm>
      {Section && (
        <Suspense fallback={null}>
          <Section model={model} canWrite={canWrite} />
        </Suspense>
      )}
    </Edit>
  );
}

/** One record, read only: every field a reader may see, and Edit for those who may write. */
export function RegisterShow({ model, canWrite }: RegisterScreenProps) {
  // what the resource's override folder adds under the fields (src/schema/overrides.ts)
  const { showSection: Section } = registerOverride(model.resource);
  return (
    <Show
      resource={model.resource}
      title={<RecordTitle model={model} />}
      queryOptions={REFETCH_INVALIDATED}
      actions={<TopToolbar>{canWrite && <EditButton />}</TopToolbar>}
    >
      <Box sx={{ px: 2, pt: 2 }}>
        <FormHeading model={model} />
        <RegisterHistory model={model} />
      </Box>
      <SimpleShowLayout>{readableFields(model).map((f) => dataField(model, f))}</SimpleShowLayout>
      {Section && (
        <Suspense fallback={null}>
          <Section model={model} canWrite={canWrite} />
        </Suspense>
      )}
    </Show>
  );
}
