import { TableBody } from '@mui/material';
import clsx from 'clsx';
import {
  Children,
  isValidElement,
  type ReactNode,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { DatagridClasses, type Identifier, type RaRecord, RecordContextProvider } from 'react-admin';
import type { RegisterModel } from '../../core/schema/model';
import { RecordLinkField } from '../schema/elements';
import { inlineFields } from './editable';
import { InlineGridContext, type InlineGridValue } from './InlineGridContext';
import { InlineRow, type InlineRowProps } from './InlineRow';
import type { CellPosition } from './keyboard';

/** What react-admin's Datagrid hands its body (ra-ui-materialui DatagridBody), the parts this body uses. */
export interface InlineDatagridBodyProps {
  model: RegisterModel;
  children?: ReactNode;
  data?: RaRecord[];
  hasBulkActions?: boolean;
  hover?: boolean;
  onToggleItem?: (id: Identifier, event: React.MouseEvent | React.TouchEvent) => void;
  resource?: string;
  rowClick?: unknown;
  selectedIds?: Identifier[];
  isRowSelectable?: (record: RaRecord) => boolean;
  className?: string;
}

/**
 * The body of a register's Datagrid (its `body` prop) whose cells are edited in place, like a spreadsheet:
 * react-admin's Datagrid keeps its header, sorting, selection and column chooser; only the rows are ours
 * (react-admin's EditableDatagrid is Enterprise-only). One cell is in the Tab order (roving tabindex);
 * the rows keep their record in a RecordContext as react-admin's do.
 */
export function InlineDatagridBody({
  model,
  children,
  data = [],
  hasBulkActions = false,
  hover,
  onToggleItem,
  resource,
  rowClick,
  selectedIds,
  isRowSelectable,
  className,
}: InlineDatagridBodyProps) {
  const body = useRef<HTMLTableSectionElement>(null);
  const fields = useMemo(() => inlineFields(model), [model]);
  const columns = Children.toArray(children).filter(isValidElement) as InlineRowProps['children'];
  const checkbox = hasBulkActions && !!selectedIds;
  // Tab enters the grid on the first record's name (its link column), the cell a reader of the row starts with
  const [active, setActiveState] = useState<CellPosition>(() => ({
    row: 0,
    col:
      Math.max(
        0,
        columns.findIndex((c) => c.type === RecordLinkField),
      ) + (checkbox ? 1 : 0),
  }));
  const cols = columns.length + (checkbox ? 1 : 0);
  const rows = data.length;
  // a page that shrank (a filter, a delete) leaves the stop on a cell that still exists
  const stopRow = Math.min(active.row, Math.max(0, rows - 1));
  const stopCol = Math.min(active.col, cols - 1);

  const setActive = useCallback(
    (at: CellPosition) =>
      setActiveState((current) => (current.row === at.row && current.col === at.col ? current : at)),
    [],
  );
  const focusCell = useCallback(
    (at: CellPosition) => {
      setActive(at);
      body.current?.querySelector<HTMLElement>(`tr[data-row="${at.row}"] > [data-col="${at.col}"]`)?.focus();
    },
    [setActive],
  );
  const value = useMemo<InlineGridValue>(
    () => ({ model, fields, active: { row: stopRow, col: stopCol }, setActive, focusCell, rows, cols }),
    [model, fields, stopRow, stopCol, setActive, focusCell, rows, cols],
  );

  useOneTabStop(body);

  return (
    <InlineGridContext.Provider value={value}>
      <TableBody ref={body} className={clsx('datagrid-body', className, DatagridClasses.tbody)}>
        {data.map((record, index) => (
          <RecordContextProvider value={record} key={record.id ?? `row${index}`}>
            <InlineRow
              index={index}
              record={record}
              resource={resource ?? model.resource}
              className={clsx(
                DatagridClasses.row,
                index % 2 === 0 ? DatagridClasses.rowEven : DatagridClasses.rowOdd,
              )}
              hover={hover}
              checkbox={checkbox}
              selected={selectedIds?.includes(record.id) ?? false}
              selectable={!isRowSelectable || isRowSelectable(record)}
              onToggleItem={onToggleItem}
              rowClick={typeof rowClick === 'string' ? rowClick : false}
            >
              {columns}
            </InlineRow>
          </RecordContextProvider>
        ))}
      </TableBody>
    </InlineGridContext.Provider>
  );
}

// the controls inside the rows' cells (a record's link, a reference's, the selection checkbox, the inputs of a row
// being edited): out of the Tab order, so that Tab enters the grid once and leaves it with the next press
const CONTROLS =
  'tr[data-row] a[href], tr[data-row] button, tr[data-row] input, tr[data-row] [tabindex="0"]:not([data-col])';

/**
 * Keeps one Tab stop in the grid (WAI-ARIA grid pattern): whatever a cell draws, now or once loaded (a reference's
 * link arrives after its fetch), is reached with the arrows and Enter, or by the code that focuses it, not by Tab.
 */
function useOneTabStop(body: React.RefObject<HTMLTableSectionElement | null>) {
  useEffect(() => {
    const element = body.current;
    if (!element) return;
    const mute = () => {
      for (const control of element.querySelectorAll<HTMLElement>(CONTROLS))
        if (control.tabIndex !== -1) control.tabIndex = -1;
    };
    mute();
    const observer = new MutationObserver(mute);
    observer.observe(element, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['tabindex'],
    });
    return () => observer.disconnect();
  }, [body]);
}

// MUI's Table looks for this to treat the element as its body (react-admin's DatagridBody does the same)
InlineDatagridBody.muiName = 'TableBody';
