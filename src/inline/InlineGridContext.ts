import { createContext, useContext } from 'react';
import type { FieldModel, RegisterModel } from '../../core/schema/model';
import type { CellPosition } from './keyboard';

/** What the rows of an editable list share: the model, the roving focus and the grid's size. */
export interface InlineGridValue {
  model: RegisterModel;
  /** The editable fields by name (src/inline/editable.ts). */
  fields: ReadonlyMap<string, FieldModel>;
  /** The one cell in the Tab order (roving tabindex). */
  active: CellPosition;
  setActive: (at: CellPosition) => void;
  /** Puts the keyboard focus on a cell (and makes it the active one). */
  focusCell: (at: CellPosition) => void;
  rows: number;
  cols: number;
}

export const InlineGridContext = createContext<InlineGridValue | null>(null);

/** The editable list around a row; throws outside one, where a row would not know its grid. */
export function useInlineGrid(): InlineGridValue {
  const value = useContext(InlineGridContext);
  if (!value) throw new Error('useInlineGrid must be used inside <InlineDatagridBody>');
  return value;
}
