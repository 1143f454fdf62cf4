import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import { Box, Button, Chip, Typography } from '@mui/material';
import type { MouseEvent, ReactElement } from 'react';
import {
  ArrayInput,
  AutocompleteInput,
  BooleanField,
  BooleanInput,
  EmailField,
  FunctionField,
  Link,
  NullableBooleanInput,
  PasswordInput,
  type RaRecord,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectArrayInput,
  SelectField,
  SelectInput,
  SimpleFormIterator,
  TextField,
  TextInput,
  UrlField,
  useCreatePath,
  useRecordContext,
  useResourceContext,
} from 'react-admin';
import {
  formatBoolean,
  formatCurrency,
  formatDay,
  formatMoment,
  formatNumber,
  formatPercent,
  sharedKindText,
} from '../../core/schema/display';
import { UFS } from '../../core/schema/formats';
import { fieldLabel } from '../../core/schema/labels';
import { localized } from '../../core/schema/localize';
import type { FieldModel, RegisterModel } from '../../core/schema/model';
import { DateInput, DateTimeInput } from '../components/DateInputs';
import { ColorInput, CurrencyInput, DecimalInput, MaskedInput } from './inputs';
import { fieldValidators } from './validation';

// Words of the generic inputs and filters, read when an element is built (the models' language then).
const ELEMENT_TEXTS = localized(
  {
    keepPassword: 'Deixe em branco para manter a senha atual.',
    fixed: 'Não muda depois de criado.',
    search: 'Buscar',
    from: 'a partir de',
    to: 'até',
    restore: 'Restaurar',
  },
  {
    keepPassword: 'Leave blank to keep the current password.',
    fixed: 'Does not change once created.',
    search: 'Search',
    from: 'from',
    to: 'to',
    restore: 'Restore',
  },
);

/**
 * The react-admin elements of one field, by its kind: the cell of a list, the line of a show page, the input of a
 * form, the list filter. Everything a register's screens show comes from here, so a kind renders the same way
 * on every screen.
 */

const UF_CHOICES = UFS.map((uf) => ({ id: uf, name: uf }));

type Row = Record<string, unknown>;

/** A colour swatch and its code. */
function ColorCell({ value }: { value: unknown }) {
  if (typeof value !== 'string' || value === '') return null;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box
        component="span"
        aria-hidden
        sx={{ width: 16, height: 16, borderRadius: '4px', bgcolor: value, border: 1, borderColor: 'divider' }}
      />
      <span>{value}</span>
    </Box>
  );
}

/** Plain text for a value of a simple kind: what a mobile list line or a chip shows. */
export function valueText(field: FieldModel, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const shared = sharedKindText(field, value);
  if (shared !== undefined) return shared;
  switch (field.kind) {
    case 'currency':
      return formatCurrency(value);
    case 'percent':
      return formatPercent(value);
    case 'integer':
      return formatNumber(value, 0);
    case 'number':
      return formatNumber(value, 10);
    case 'boolean':
      return formatBoolean(value);
    case 'password':
    case 'array':
    case 'object':
    case 'reference':
      return '';
    default:
      return String(value);
  }
}

const itemsText = (field: FieldModel, value: unknown) => {
  if (!Array.isArray(value)) return '';
  if (!field.items) return value.map((v) => field.enumLabels?.[String(v)] ?? String(v)).join(', ');
  return value
    .map((item: Row) =>
      (field.items ?? [])
        .map((sub) => valueText(sub, item?.[sub.name]))
        .filter(Boolean)
        .join(' – '),
    )
    .join(', ');
};

/** An enum value of a field with x-enumColors: its label on a chip of its colour (plain when it has none). */
function EnumChip({ field, value }: { field: FieldModel; value: unknown }) {
  if (value === null || value === undefined || value === '') return null;
  const key = String(value);
  return (
    <Chip
      size="small"
      label={field.enumLabels?.[key] ?? key}
      color={field.enumColors?.[key] ?? 'default'}
      sx={{ fontWeight: 500 }}
    />
  );
}

/** An enum's value: its label, on a chip of its colour when the field has x-enumColors. */
function enumField(field: FieldModel, common: { source: string; label: string; sortable: boolean }) {
  return field.enumColors ? (
    <FunctionField
      key={field.name}
      {...common}
      render={(record: RaRecord) => <EnumChip field={field} value={record[field.name]} />}
    />
  ) : (
    <SelectField key={field.name} {...common} choices={field.choices ?? []} />
  );
}

/**
 * The field that shows a value (a list cell or a show-page line). `sortable` only matters in a list.
 *
 * @example dataField(model, model.fieldsByName.get('preco')!) // <FunctionField … render={R$ 1.234,50} />
 */
export function dataField(model: RegisterModel, field: FieldModel, { inList = false } = {}): ReactElement {
  const label = fieldLabel(model, field);
  const common = { source: field.name, label, sortable: inList && field.sortable };
  // Numbers lean right in a table, where their digits line up.
  const numeric = { ...common, textAlign: 'right' as const };
  const render = (format: (value: unknown) => string) => (record: RaRecord) => format(record[field.name]);
  switch (field.kind) {
    case 'currency':
      return <FunctionField key={field.name} {...numeric} render={render(formatCurrency)} />;
    case 'percent':
      return <FunctionField key={field.name} {...numeric} render={render(formatPercent)} />;
    case 'integer':
      return <FunctionField key={field.name} {...numeric} render={render((v) => formatNumber(v, 0))} />;
    case 'number':
      return <FunctionField key={field.name} {...numeric} render={render((v) => formatNumber(v, 10))} />;
    case 'boolean':
      return <BooleanField key={field.name} {...common} />;
    case 'date':
      return <FunctionField key={field.name} {...common} render={render(formatDay)} />;
    case 'datetime':
      return <FunctionField key={field.name} {...common} render={render(formatMoment)} />;
    case 'enum':
      return enumField(field, common);
    case 'email':
      return <EmailField key={field.name} {...common} />;
    case 'reference':
      return field.reference ? (
        <ReferenceField key={field.name} {...common} reference={field.reference.resource} />
      ) : (
        <TextField key={field.name} {...common} />
      );
    case 'cor':
      return (
        <FunctionField
          key={field.name}
          {...common}
          render={(record: RaRecord) => <ColorCell value={record[field.name]} />}
        />
      );
    case 'array':
      return (
        <FunctionField
          key={field.name}
          {...common}
          render={(record: RaRecord) => itemsText(field, record[field.name])}
        />
      );
    case 'object':
      return (
        <FunctionField
          key={field.name}
          {...common}
          render={(record: RaRecord) => {
            const value = (record[field.name] ?? {}) as Row;
            return (field.properties ?? [])
              .map((sub) => valueText(sub, value[sub.name]))
              .filter(Boolean)
              .join(' – ');
          }}
        />
      );
    case 'cpf':
    case 'cnpj':
    case 'cpfCnpj':
    case 'telefone':
    case 'cep':
      return (
        <FunctionField
          key={field.name}
          {...common}
          render={(record: RaRecord) => valueText(field, record[field.name])}
        />
      );
    case 'string':
      return field.format === 'uri' ? (
        <UrlField key={field.name} {...common} target="_blank" rel="noopener" />
      ) : (
        <TextField key={field.name} {...common} />
      );
    default:
      return <TextField key={field.name} {...common} />;
  }
}

export interface InputOptions {
  /** The first input of a form takes the focus. */
  autoFocus?: boolean;
  /** Editing an existing record (a password left empty then keeps the current one). */
  editing?: boolean;
  /** The source inside an ArrayInput item or an object. */
  source?: string;
}

/**
 * The input of one writable field, with its label (title), help (description) and validators (the schema's).
 * Read-only fields have none.
 */
export function fieldInput(
  model: RegisterModel,
  field: FieldModel,
  options: InputOptions = {},
): ReactElement | null {
  if (field.readOnly || field.standard) return null;
  const source = options.source ?? field.name;
  const common = inputProps(model, field, source, options);
  switch (field.kind) {
    case 'reference':
      if (!field.reference) return null;
      // ReferenceInput takes no validate: the rules go to the autocomplete it renders
      return (
        <ReferenceInput key={field.name} source={source} reference={field.reference.resource}>
          <AutocompleteInput {...common} />
        </ReferenceInput>
      );
    case 'array':
      return arrayInput(model, field, common);
    case 'object':
      return (
        <Box key={field.name} component="fieldset" sx={{ border: 0, p: 0, m: 0, width: '100%' }}>
          <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
            {common.label}
          </Typography>
          {(field.properties ?? []).map((sub) => fieldInput(model, sub, { source: `${source}.${sub.name}` }))}
        </Box>
      );
    default:
      return scalarInput(field, common);
  }
}

/** What every input of a field gets: source, label, help, validators, focus, and read-only once fixed. */
type InputProps = {
  source: string;
  label: string;
  helperText: string | undefined;
  validate: ReturnType<typeof fieldValidators>;
  autoFocus: boolean | undefined;
  readOnly?: boolean;
};

function inputProps(
  model: RegisterModel,
  field: FieldModel,
  source: string,
  options: InputOptions,
): InputProps {
  let validate = fieldValidators(field);
  let helperText: string | undefined = field.description ?? undefined;
  if (field.kind === 'password' && options.editing) {
    // never sent to the screen, so an empty one on edit means "keep it", not "missing"
    validate = validate.filter((v) => !(v as { isRequired?: boolean }).isRequired);
    helperText = ELEMENT_TEXTS.keepPassword;
  }
  // a natural key (a campo extra's slot) names the record: shown on edit, no longer changed
  const fixed = field.createOnly && options.editing === true;
  if (fixed) {
    validate = [];
    helperText = [field.description, ELEMENT_TEXTS.fixed].filter(Boolean).join(' ');
  }
  return {
    source,
    label: fieldLabel(model, field),
    helperText,
    validate,
    autoFocus: options.autoFocus && !fixed,
    ...(fixed ? { readOnly: true } : {}),
  };
}

/** The input of a field holding one value, by its kind. */
function scalarInput(field: FieldModel, common: InputProps): ReactElement {
  switch (field.kind) {
    case 'text':
      return <TextInput key={field.name} {...common} multiline minRows={3} />;
    case 'email':
      return <TextInput key={field.name} {...common} type="email" autoComplete="off" />;
    case 'password':
      return <PasswordInput key={field.name} {...common} autoComplete="new-password" />;
    case 'integer':
      return <DecimalInput key={field.name} {...common} integer />;
    case 'number':
      return <DecimalInput key={field.name} {...common} />;
    case 'percent':
      return <DecimalInput key={field.name} {...common} unit="%" integer={field.type === 'integer'} />;
    case 'currency':
      return <CurrencyInput key={field.name} {...common} />;
    case 'boolean':
      return field.nullable ? (
        <NullableBooleanInput key={field.name} {...common} />
      ) : (
        <BooleanInput key={field.name} {...common} />
      );
    case 'date':
      return <DateInput key={field.name} {...common} />;
    case 'datetime':
      return <DateTimeInput key={field.name} {...common} />;
    case 'enum':
      return <SelectInput key={field.name} {...common} choices={field.choices ?? []} emptyText="—" />;
    case 'uf':
      return <SelectInput key={field.name} {...common} choices={UF_CHOICES} emptyText="—" />;
    case 'cor':
      return <ColorInput key={field.name} {...common} />;
    case 'cpf':
    case 'cnpj':
    case 'cpfCnpj':
    case 'telefone':
    case 'cep':
      return <MaskedInput key={field.name} {...common} mask={field.kind} />;
    default:
      return (
        <TextInput
          key={field.name}
          {...common}
          type={field.format === 'uri' ? 'url' : 'text'}
          slotProps={{ htmlInput: { maxLength: field.maxLength ?? undefined } }}
        />
      );
  }
}

/** An array: a row of inputs per item (objects), a multiple select (enum values) or one value per line. */
function arrayInput(model: RegisterModel, field: FieldModel, common: InputProps): ReactElement {
  if (field.items) {
    const inputs = field.items.map((sub) => fieldInput(model, sub, { source: sub.name }));
    return (
      <ArrayInput key={field.name} {...common}>
        <SimpleFormIterator inline>
          {/* one input alone, not in an array: react-admin reads a lone child as a scalar item */}
          {inputs.length === 1 ? inputs[0] : inputs}
        </SimpleFormIterator>
      </ArrayInput>
    );
  }
  if (field.choices) return <SelectArrayInput key={field.name} {...common} choices={field.choices} />;
  // a list of plain values, typed one per line
  return (
    <TextInput
      key={field.name}
      {...common}
      multiline
      minRows={2}
      format={(value: unknown) => (Array.isArray(value) ? value.join('\n') : '')}
      parse={(text: string) =>
        text
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean)
          .map((line) => (field.itemKind === 'integer' || field.itemKind === 'number' ? Number(line) : line))
      }
    />
  );
}

/**
 * The free-text search (`q`) of a list, always shown: on the register screens, the user and profile lists and the
 * sales list, which says what its search reads (`placeholder`) and names it in full for screen readers (`label`).
 */
export function searchFilterInput(placeholder = ELEMENT_TEXTS.search, label = placeholder): ReactElement {
  return (
    // a placeholder is no label: screen readers get the name too
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      placeholder={placeholder}
      slotProps={{ htmlInput: { 'aria-label': label } }}
    />
  );
}

/**
 * The list filters: the free-text search (`q`) always shown when the schema has x-search, the others offered by
 * the filter button. A range gives two inputs, `field_gte` and `field_lte`.
 */
export function filterInputs(model: RegisterModel): ReactElement[] {
  const filters: ReactElement[] = [];
  if (model.search.length > 0) filters.push(searchFilterInput());
  for (const field of model.filters) {
    const label = fieldLabel(model, field);
    const common = { source: field.name, label };
    switch (field.filter) {
      case 'select':
        filters.push(<SelectInput key={field.name} {...common} choices={field.choices ?? []} />);
        break;
      case 'boolean':
        filters.push(<NullableBooleanInput key={field.name} {...common} />);
        break;
      case 'reference':
        if (field.reference)
          filters.push(
            <ReferenceInput key={field.name} source={field.name} reference={field.reference.resource}>
              <AutocompleteInput label={label} />
            </ReferenceInput>,
          );
        break;
      case 'range':
        for (const [suffix, words] of [
          ['gte', ELEMENT_TEXTS.from],
          ['lte', ELEMENT_TEXTS.to],
        ] as const) {
          const key = `${field.name}_${suffix}`;
          const range = { source: key, label: `${label} ${words}` };
          if (field.kind === 'date') filters.push(<DateInput key={key} {...range} />);
          else if (field.kind === 'datetime') filters.push(<DateTimeInput key={key} {...range} />);
          else if (field.kind === 'currency') filters.push(<CurrencyInput key={key} {...range} />);
          else
            filters.push(
              <DecimalInput key={key} {...range} unit={field.kind === 'percent' ? '%' : undefined} />,
            );
        }
        break;
      default:
        if (field.kind === 'uf')
          filters.push(<SelectInput key={field.name} {...common} choices={UF_CHOICES} />);
        else filters.push(<TextInput key={field.name} {...common} />);
    }
  }
  return filters;
}

/**
 * A list cell that is also a link to the record (edit or show): Tab reaches it and Enter opens it, where the
 * datagrid's row click serves only the mouse. The click stops there so the row does not open it twice.
 */
export function RecordLinkField({
  children,
  type,
}: {
  children: ReactElement;
  type: 'edit' | 'show';
  // read by the datagrid for the column header
  source: string;
  label: string;
  sortable: boolean;
}) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  if (!record || !resource) return children;
  return (
    <Link
      to={createPath({ resource, id: record.id, type })}
      onClick={(e: MouseEvent) => e.stopPropagation()}
      underline="hover"
      color="inherit"
      sx={{ '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 } }}
    >
      {children}
    </Link>
  );
}

/**
 * Restaurar, on a row of a register's trash (the deleted sales, the deleted negotiations). The visible word is the
 * same on every row, so `label` names the record for screen readers ("Restaurar a venda nº 12").
 */
export function RestoreButton({
  label,
  disabled,
  onClick,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      size="small"
      startIcon={<RestoreFromTrashIcon />}
      disabled={disabled}
      onClick={onClick}
      aria-label={label}
    >
      {ELEMENT_TEXTS.restore}
    </Button>
  );
}
