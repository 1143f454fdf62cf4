import type { ReactElement } from 'react';
import { registerTexts } from '../../core/schema/labels';
import type { RegisterModel } from '../../core/schema/model';
import { inlineFields } from './editable';
import { InlineDatagridBody } from './InlineDatagridBody';
import { INLINE_TEXTS } from './texts';

/**
 * The props that turn a register's Datagrid into an editable grid: its body (src/inline/InlineDatagridBody)
 * and the grid semantics (role, name, how to use it). Nothing when editing is off (a reader, a phone) or the
 * register has no column to edit, so the Datagrid stays react-admin's own.
 *
 * @example <DatagridConfigurable rowClick="edit" {...inlineEditingProps(model, canWrite && !isMobile)} />
 */
export function inlineEditingProps(
  model: RegisterModel,
  enabled: boolean,
): { body?: ReactElement; role?: 'grid'; 'aria-label'?: string; 'aria-description'?: string } {
  if (!enabled || inlineFields(model).size === 0) return {};
  return {
    body: <InlineDatagridBody model={model} />,
    role: 'grid',
    'aria-label': registerTexts(model).plural,
    // what a screen reader says of the grid, after its name: how to use it
    'aria-description': INLINE_TEXTS.hint,
  };
}
