import { cloneElement, isValidElement, type ReactElement } from 'react';
import type { FieldModel, RegisterModel } from '../../core/schema/model';
import { fieldInput } from '../schema/elements';

/**
 * The form's own input of a field (src/schema/elements.tsx fieldInput: the masked and money inputs that keep
 * every keystroke, the schema's validators), told to keep no description line: inside a cell only an error is
 * said, under the cell (see the cell's styles). The label stays in the page, hidden, so the input is named by its
 * column for screen readers.
 */
export function inlineInput(model: RegisterModel, field: FieldModel): ReactElement | null {
  const input = fieldInput(model, field, { editing: true });
  if (!input) return null;
  const compact = {
    helperText: false,
    // a switch of a form is taller than a table row
    ...(field.kind === 'boolean' ? { options: { size: 'small' } } : {}),
  };
  // ReferenceInput takes its input as a child: the autocomplete carries the label and the rules
  if (field.kind === 'reference') {
    const child = (input.props as { children?: unknown }).children;
    return isValidElement(child) ? cloneElement(input, {}, cloneElement(child, compact)) : input;
  }
  return cloneElement(input, compact);
}
