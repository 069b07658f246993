import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { Fragment, type ReactNode } from 'react';

/** One column of a data table: its head and what each row shows in it. */
export interface DataColumn<Row> {
  header: ReactNode;
  /** Needed when the header is not a string (an abbreviation). */
  key?: string;
  cell: (row: Row, index: number) => ReactNode;
  align?: 'left' | 'right' | 'center';
  /** Both the head and the body cells: a column hidden on phones hides whole. */
  sx?: SxProps<Theme>;
  headerSx?: SxProps<Theme>;
  cellSx?: SxProps<Theme>;
  /** The cell that names its row for screen readers (`<th scope="row">`). */
  rowHeader?: boolean;
  /** 'checkbox' for a column of row pickers. */
  padding?: 'checkbox';
  /** The server's sort key when the rows can be sorted by this column. */
  sortKey?: string;
}

/** The rows' order, kept by the page (in its URL); a sortable head switches it. */
export interface TableSort<Key extends string = string> {
  by: Key;
  order: 'asc' | 'desc';
  onSort: (by: Key, order: 'asc' | 'desc') => void;
}

interface DataTableProps<Row> {
  /** Names the table for assistive technology: 'Projects'. */
  label: string;
  rows: readonly Row[];
  /** The index tells apart rows of a read-only list that carry nothing unique. */
  rowKey: (row: Row, index: number) => string;
  columns: readonly DataColumn<Row>[];
  /** Shown in one row across every column when there are no rows. */
  emptyText?: ReactNode;
  /** A wide table scrolls sideways on phones in a box the keyboard can reach, named so. */
  scroll?: { minWidth?: number; label?: string; region?: boolean; focusable?: boolean };
  hover?: boolean;
  /** Heads on one line (the table scrolls sideways instead). */
  noWrapHeads?: boolean;
  rowSx?: (row: Row) => SxProps<Theme> | undefined;
  selected?: (row: Row) => boolean;
  rowTestId?: (row: Row) => string;
  /** A full-width row under a row that has more to say (a rejection's reason). */
  rowDetail?: (row: Row) => ReactNode;
  /** Rows under the body (a company total). */
  footer?: ReactNode;
  caption?: ReactNode;
  sort?: TableSort | undefined;
  sx?: SxProps<Theme>;
  containerSx?: SxProps<Theme>;
  /** Hooks for print styles. */
  className?: string | undefined;
  containerClassName?: string;
}

const headCell = { fontWeight: 600 } as const;
const noWrapCell = { whiteSpace: 'nowrap' } as const;

function styles(...parts: ReadonlyArray<SxProps<Theme> | undefined>): SxProps<Theme> {
  return parts.flatMap((part) => (Array.isArray(part) ? part : [part])) as SxProps<Theme>;
}

const keyOf = <Row,>(column: DataColumn<Row>) => column.key ?? String(column.header);

function HeadCell<Row>({
  column,
  sort,
  noWrap,
}: {
  column: DataColumn<Row>;
  sort: TableSort | undefined;
  noWrap: boolean;
}) {
  const { sortKey } = column;
  const active = sortKey !== undefined && sort?.by === sortKey;
  return (
    <TableCell
      align={column.align}
      padding={column.padding}
      sortDirection={active ? sort.order : false}
      sx={styles(headCell, noWrap ? noWrapCell : undefined, column.sx, column.headerSx)}
    >
      {sort && sortKey !== undefined ? (
        <TableSortLabel
          active={active}
          direction={active ? sort.order : 'asc'}
          onClick={() => sort.onSort(sortKey, active && sort.order === 'asc' ? 'desc' : 'asc')}
        >
          {column.header}
        </TableSortLabel>
      ) : (
        column.header
      )}
    </TableCell>
  );
}

/** The portal's table: column heads, a row per item, 'No Data' when there is none. */
export function DataTable<Row>({
  label,
  rows,
  rowKey,
  columns,
  emptyText = 'No Data',
  scroll,
  hover = true,
  noWrapHeads = false,
  rowSx,
  selected,
  rowTestId,
  rowDetail,
  footer,
  caption,
  sort,
  sx,
  containerSx,
  className,
  containerClassName,
}: DataTableProps<Row>) {
  const scrollBox = {
    ...(scroll?.label || scroll?.focusable ? { tabIndex: 0 } : {}),
    ...(scroll?.label ? { 'aria-label': scroll.label } : {}),
    ...(scroll?.region ? { role: 'region' } : {}),
  };
  return (
    <TableContainer
      sx={styles({ overflowX: 'auto' }, containerSx)}
      className={containerClassName}
      {...scrollBox}
    >
      <Table
        size="small"
        aria-label={label}
        className={className}
        sx={styles({ minWidth: scroll?.minWidth }, sx)}
      >
        {caption && <caption>{caption}</caption>}
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <HeadCell key={keyOf(column)} column={column} sort={sort} noWrap={noWrapHeads} />
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={columns.length}>{emptyText}</TableCell>
            </TableRow>
          )}
          {rows.map((row, index) => {
            const key = rowKey(row, index);
            const detail = rowDetail?.(row);
            return (
              <Fragment key={key}>
                <TableRow
                  hover={hover}
                  selected={selected?.(row) ?? false}
                  sx={rowSx?.(row)}
                  data-testid={rowTestId?.(row)}
                >
                  {columns.map((column) => (
                    <TableCell
                      key={keyOf(column)}
                      align={column.align}
                      padding={column.padding}
                      sx={styles(column.sx, column.cellSx)}
                      {...(column.rowHeader ? { component: 'th', scope: 'row' } : {})}
                    >
                      {column.cell(row, index)}
                    </TableCell>
                  ))}
                </TableRow>
                {detail && (
                  <TableRow>
                    <TableCell colSpan={columns.length}>{detail}</TableCell>
                  </TableRow>
                )}
              </Fragment>
            );
          })}
        </TableBody>
        {footer && <TableFooter>{footer}</TableFooter>}
      </Table>
    </TableContainer>
  );
}
