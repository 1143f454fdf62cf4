import { createOnlyStep } from './createOnly';
import { defaultStep } from './default';
import { defaultSortStep } from './defaultSort';
import type { FieldStep, RegisterStep } from './drafts';
import { enumStep } from './enum';
import { formatStep } from './format';
import { propertyI18nStep, registerI18nStep } from './i18n';
import { identityStep, rootShapeStep } from './identity';
import { indexesStep } from './indexes';
import { labelStep } from './label';
import { limitsStep } from './limits';
import { listColumnsStep, listStep } from './list';
import { menuStep } from './menu';
import { nestedStep } from './nested';
import { permissionStep } from './permission';
import { primaryKeyStep } from './primaryKey';
import { declaredFieldsStep, propertiesShapeStep } from './properties';
import { recordRepresentationStep } from './recordRepresentation';
import { referenceStep } from './reference';
import { requiredWhenNamesStep, requiredWhenStep } from './requiredWhen';
import { scopeStep } from './scope';
import { searchStep } from './search';
import { checkpointStep, standardFieldsStep } from './standard';
import { tableStep } from './table';
import { trashStep } from './trash';
import { uniqueStep } from './unique';
import { widgetStep } from './widget';

/**
 * Every keyword a register schema may use and the module that reads it: one table for a property's keywords, one
 * for the root's, each in the order the handlers run (a handler reads what the ones before it set, and the
 * problems are reported in that order). The words themselves (lists, types, docs) are in ../vocabulary.ts.
 */

/**
 * A property's keywords, after `type`, `readOnly`, `writeOnly` and the unsupported `$ref` family (keywords/type.ts,
 * which every other keyword depends on).
 */
export const PROPERTY_STEPS: readonly FieldStep[] = [
  formatStep, //              format: a string format, most with a kind of their own
  widgetStep, //              x-widget: the input beyond the type
  enumStep, //                enum, x-enumLabels: values and their labels
  nestedStep, //              items, properties, required: the fields inside a jsonb value
  propertyI18nStep, //        x-i18n: title, description and enum labels in other languages
  referenceStep, //           x-reference: a foreign key, or a followed reference inside jsonb
  listStep, //                x-list, x-sortable, x-filter: list column, sort, filter
  createOnlyStep, //          x-createOnly: given on create, fixed afterwards
  uniqueStep, //              x-unique: unique in the company
  requiredWhenStep, //        x-requiredWhen: required when another property holds some values
  defaultStep, //             x-default (and default, refused): the create and column default
  limitsStep, //              minimum … maxItems, pattern, title, description
];

/** A register's root keywords; the checkpoints stop at the problems found so far. */
export const REGISTER_STEPS: readonly RegisterStep[] = [
  identityStep, //            $id, x-resource, title
  rootShapeStep, //           type, additionalProperties, unknown x-… keywords
  scopeStep, //               x-scope: company rows or platform registers
  tableStep, //               x-table: the SQL table
  primaryKeyStep, //          x-primaryKey: the key property
  propertiesShapeStep, //     properties, required
  trashStep, //               x-trash: deletes go to a trash
  declaredFieldsStep, //      properties: each declared property, through PROPERTY_STEPS
  requiredWhenNamesStep, //   x-requiredWhen: names other writable properties
  checkpointStep,
  standardFieldsStep, //      the engine's fields: id, the key, empresaId, createdAt, updatedAt, deletedAt
  searchStep, //              x-search: what `q` searches
  listColumnsStep, //         x-list: the list columns and their order
  indexesStep, //             x-indexes: list indexes
  defaultSortStep, //         x-defaultSort: the first sort
  recordRepresentationStep, // x-recordRepresentation: how a record is named
  labelStep, //               x-label: singular, plural, gender
  registerI18nStep, //        x-i18n: title, singular, plural in other languages
  permissionStep, //          x-permission, x-readPermission
  menuStep, //                x-menu: the menu entry
  checkpointStep,
];
