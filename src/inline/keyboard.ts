/**
 * The keyboard model of the editable list, as pure functions (the WAI-ARIA grid pattern): one Tab stop into
 * the grid, arrows move the focused cell while nothing is being edited, Tab walks the editable cells of the row
 * being edited.
 */

export interface CellPosition {
  row: number;
  col: number;
}

/**
 * Where an arrow (Home, End; with Ctrl the grid's corners) takes the focused cell in a grid of `rows` × `cols`,
 * or null when the key is not a move. It stops at the edges, as a spreadsheet does.
 *
 * @example moveCell({ row: 0, col: 0 }, 'ArrowDown', false, 25, 6) // { row: 1, col: 0 }
 */
export function moveCell(
  at: CellPosition,
  key: string,
  ctrl: boolean,
  rows: number,
  cols: number,
): CellPosition | null {
  const clamp = (value: number, size: number) => Math.max(0, Math.min(size - 1, value));
  switch (key) {
    case 'ArrowUp':
      return { row: clamp(at.row - 1, rows), col: at.col };
    case 'ArrowDown':
      return { row: clamp(at.row + 1, rows), col: at.col };
    case 'ArrowLeft':
      return { row: at.row, col: clamp(at.col - 1, cols) };
    case 'ArrowRight':
      return { row: at.row, col: clamp(at.col + 1, cols) };
    case 'Home':
      return ctrl ? { row: 0, col: 0 } : { row: at.row, col: 0 };
    case 'End':
      return ctrl ? { row: rows - 1, col: cols - 1 } : { row: at.row, col: cols - 1 };
    default:
      return null;
  }
}

/**
 * The editable column Tab (or Shift+Tab) goes to from `col` in the row being edited: the next one in `editable`
 * (column indexes, ascending), wrapping around, so the row's edits stay together until Enter saves or Esc
 * drops them.
 *
 * @example nextEditable([1, 3, 4], 1, false) // 3
 * @example nextEditable([1, 3, 4], 1, true) // 4
 */
export function nextEditable(editable: readonly number[], col: number, backwards: boolean): number | null {
  if (editable.length === 0) return null;
  if (backwards) {
    const before = editable.filter((c) => c < col);
    return before.length > 0 ? (before[before.length - 1] ?? null) : (editable[editable.length - 1] ?? null);
  }
  return editable.find((c) => c > col) ?? editable[0] ?? null;
}

/** What a key press on a cell asks for. */
export type CellCommand =
  | { type: 'move'; to: CellPosition }
  | { type: 'edit' }
  | { type: 'open' }
  | { type: 'follow' }
  | { type: 'toggle' }
  | { type: 'save' }
  | { type: 'cancel' }
  | { type: 'tab'; backwards: boolean }
  | null;

export interface KeyInput {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

export interface CellState {
  at: CellPosition;
  rows: number;
  cols: number;
  /** The row is being edited (its editable cells hold inputs). */
  editing: boolean;
  /** This cell's column is editable. */
  editable: boolean;
  /** The cell holds a link (the record's, a reference's): Enter follows it. */
  hasLink: boolean;
  /** The cell is the row's selection checkbox. */
  isCheckbox: boolean;
  /** An input's own list is open (a select's menu, an autocomplete's options): Enter and Esc are its own. */
  popupOpen: boolean;
}

/**
 * The command of a key pressed on a cell (or inside its input), spreadsheet-like:
 * - not editing: arrows, Home and End move; Enter or F2 on an editable cell edits the row there; Enter on a link
 *   follows it; Space on the checkbox selects the row; Ctrl+Enter (⌘+Enter) opens the record;
 * - editing: Tab and Shift+Tab go to the next or previous editable cell; Enter saves the row; Esc drops its edits.
 *
 * @example cellCommand({ key: 'Enter', … }, { editing: true, … }) // { type: 'save' }
 */
export function cellCommand(event: KeyInput, state: CellState): CellCommand {
  const { key } = event;
  const ctrl = event.ctrlKey || event.metaKey;
  if (state.editing) {
    if (state.popupOpen) return null;
    if (key === 'Tab' && !ctrl && !event.altKey) return { type: 'tab', backwards: event.shiftKey };
    if (key === 'Enter' && !event.shiftKey && !event.altKey && !ctrl) return { type: 'save' };
    if (key === 'Escape') return { type: 'cancel' };
    return null;
  }
  if (key === 'Enter' && ctrl) return { type: 'open' };
  if (event.altKey || event.shiftKey) return null;
  if ((key === 'Enter' || key === 'F2') && state.editable) return { type: 'edit' };
  if (key === 'Enter' && state.hasLink) return { type: 'follow' };
  if (key === ' ' && state.isCheckbox) return { type: 'toggle' };
  const to = moveCell(state.at, key, ctrl, state.rows, state.cols);
  return to ? { type: 'move', to } : null;
}
