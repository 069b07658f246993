import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { ReactNode } from 'react';

/** One column of a data table: its head and what each row shows in it. */
export interface DataColumn<Row> {
  header: ReactNode;
  /** Needed when the header is not a string (an abbreviation). */
  key?: string;
  cell: (row: Row) => ReactNode;
  align?: 'left' | 'right' | 'center';
  /** Both the head and the body cells: a column hidden on phones hides whole. */
  sx?: SxProps<Theme>;
  headerSx?: SxProps<Theme>;
  cellSx?: SxProps<Theme>;
  /** The cell that names its row for screen readers (`<th scope="row">`). */
  rowHeader?: boolean;
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
  rowKey: (row: Row) => string;
  columns: readonly DataColumn<Row>[];
  /** Shown in one row across every column when there are no rows. */
  emptyText?: ReactNode;
  /** A wide table scrolls sideways on phones in a box the keyboard can reach, named so. */
  scroll?: { minWidth?: number; label?: string; region?: boolean };
  hover?: boolean;
  /** Rows under the body (a company total). */
  footer?: ReactNode;
  caption?: ReactNode;
  sort?: TableSort | undefined;
  sx?: SxProps<Theme>;
}

const headCell = { fontWeight: 600 } as const;

function styles(...parts: ReadonlyArray<SxProps<Theme> | undefined>): SxProps<Theme> {
  return parts.flatMap((part) => (Array.isArray(part) ? part : [part])) as SxProps<Theme>;
}

const keyOf = <Row,>(column: DataColumn<Row>) => column.key ?? String(column.header);

function HeadCell<Row>({
  column,
  sort,
}: {
  column: DataColumn<Row>;
  sort?: TableSort | undefined;
}) {
  const { sortKey } = column;
  const active = sortKey !== undefined && sort?.by === sortKey;
  return (
    <TableCell
      align={column.align}
      sortDirection={active ? sort.order : false}
      sx={styles(headCell, column.sx, column.headerSx)}
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
  footer,
  caption,
  sort,
  sx,
}: DataTableProps<Row>) {
  const scrollBox = scroll?.label
    ? {
        tabIndex: 0,
        'aria-label': scroll.label,
        ...(scroll.region ? { role: 'region' } : {}),
      }
    : {};
  return (
    <TableContainer sx={{ overflowX: 'auto' }} {...scrollBox}>
      <Table size="small" aria-label={label} sx={styles({ minWidth: scroll?.minWidth }, sx)}>
        {caption && <caption>{caption}</caption>}
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <HeadCell key={keyOf(column)} column={column} sort={sort} />
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={columns.length}>{emptyText}</TableCell>
            </TableRow>
          )}
          {rows.map((row) => (
            <TableRow key={rowKey(row)} hover={hover}>
              {columns.map((column) => (
                <TableCell
                  key={keyOf(column)}
                  align={column.align}
                  sx={styles(column.sx, column.cellSx)}
                  {...(column.rowHeader ? { component: 'th', scope: 'row' } : {})}
                >
                  {column.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
        {footer && <TableFooter>{footer}</TableFooter>}
      </Table>
    </TableContainer>
  );
}
