import { describe, expect, it } from 'vitest';
import { type CellState, cellCommand, type KeyInput, moveCell, nextEditable } from './keyboard';

const key = (k: string, mods: Partial<KeyInput> = {}): KeyInput => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

const idle: CellState = {
  at: { row: 1, col: 1 },
  rows: 3,
  cols: 4,
  editing: false,
  editable: true,
  hasLink: false,
  isCheckbox: false,
  popupOpen: false,
};

describe('moveCell', () => {
  it('moves one cell with the arrows and stops at the edges', () => {
    expect(moveCell({ row: 1, col: 1 }, 'ArrowDown', false, 3, 4)).toEqual({ row: 2, col: 1 });
    expect(moveCell({ row: 2, col: 1 }, 'ArrowDown', false, 3, 4)).toEqual({ row: 2, col: 1 });
    expect(moveCell({ row: 0, col: 0 }, 'ArrowUp', false, 3, 4)).toEqual({ row: 0, col: 0 });
    expect(moveCell({ row: 0, col: 0 }, 'ArrowLeft', false, 3, 4)).toEqual({ row: 0, col: 0 });
    expect(moveCell({ row: 0, col: 3 }, 'ArrowRight', false, 3, 4)).toEqual({ row: 0, col: 3 });
  });

  it('Home and End go to the row ends, with Ctrl to the grid corners', () => {
    expect(moveCell({ row: 1, col: 2 }, 'Home', false, 3, 4)).toEqual({ row: 1, col: 0 });
    expect(moveCell({ row: 1, col: 2 }, 'End', false, 3, 4)).toEqual({ row: 1, col: 3 });
    expect(moveCell({ row: 1, col: 2 }, 'Home', true, 3, 4)).toEqual({ row: 0, col: 0 });
    expect(moveCell({ row: 1, col: 2 }, 'End', true, 3, 4)).toEqual({ row: 2, col: 3 });
    expect(moveCell({ row: 1, col: 2 }, 'a', false, 3, 4)).toBeNull();
  });
});

describe('nextEditable', () => {
  it('Tab goes to the next editable column and wraps; Shift+Tab goes back and wraps', () => {
    expect(nextEditable([1, 3, 4], 1, false)).toBe(3);
    expect(nextEditable([1, 3, 4], 4, false)).toBe(1);
    expect(nextEditable([1, 3, 4], 2, false)).toBe(3);
    expect(nextEditable([1, 3, 4], 3, true)).toBe(1);
    expect(nextEditable([1, 3, 4], 1, true)).toBe(4);
    expect(nextEditable([], 1, false)).toBeNull();
  });
});

describe('cellCommand', () => {
  it('idle: Enter or F2 edits an editable cell, follows a link elsewhere, Ctrl+Enter opens the record', () => {
    expect(cellCommand(key('Enter'), idle)).toEqual({ type: 'edit' });
    expect(cellCommand(key('F2'), idle)).toEqual({ type: 'edit' });
    expect(cellCommand(key('Enter'), { ...idle, editable: false, hasLink: true })).toEqual({
      type: 'follow',
    });
    expect(cellCommand(key('Enter'), { ...idle, editable: false })).toBeNull();
    expect(cellCommand(key('Enter', { ctrlKey: true }), idle)).toEqual({ type: 'open' });
    expect(cellCommand(key('Enter', { metaKey: true }), idle)).toEqual({ type: 'open' });
  });

  it('idle: arrows move, Space selects on the checkbox, Tab is left to the browser (one stop)', () => {
    expect(cellCommand(key('ArrowRight'), idle)).toEqual({ type: 'move', to: { row: 1, col: 2 } });
    expect(cellCommand(key(' '), { ...idle, isCheckbox: true })).toEqual({ type: 'toggle' });
    expect(cellCommand(key(' '), idle)).toBeNull();
    expect(cellCommand(key('Tab'), idle)).toBeNull();
    expect(cellCommand(key('Escape'), idle)).toBeNull();
  });

  it('editing: Tab and Shift+Tab walk the row, Enter saves, Esc cancels, arrows stay in the input', () => {
    const editing = { ...idle, editing: true };
    expect(cellCommand(key('Tab'), editing)).toEqual({ type: 'tab', backwards: false });
    expect(cellCommand(key('Tab', { shiftKey: true }), editing)).toEqual({ type: 'tab', backwards: true });
    expect(cellCommand(key('Enter'), editing)).toEqual({ type: 'save' });
    expect(cellCommand(key('Escape'), editing)).toEqual({ type: 'cancel' });
    expect(cellCommand(key('ArrowLeft'), editing)).toBeNull();
    expect(cellCommand(key('Home'), editing)).toBeNull();
  });

  it("editing: an open list (a select's menu, an autocomplete's options) keeps its own Enter and Esc", () => {
    const open = { ...idle, editing: true, popupOpen: true };
    expect(cellCommand(key('Enter'), open)).toBeNull();
    expect(cellCommand(key('Escape'), open)).toBeNull();
  });
});
