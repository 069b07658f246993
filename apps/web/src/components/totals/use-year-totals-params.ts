import { useDebouncedParam } from '../../app/routes/use-debounced-param.ts';
import { useTableParams } from '../../app/routes/use-table-params.ts';

const PAGE_SIZE = 20;

/**
 * A year's totals kept in the URL: the year (none after this one), the page and the employee
 * search; `query` is what the totals call takes, `toolbar` what YearTotalsToolbar shows.
 */
export function useYearTotalsParams(thisYear: number) {
  const { params, update } = useTableParams();
  const asked = Number(params.get('year'));
  const year = Number.isInteger(asked) && asked >= 2000 && asked <= thisYear ? asked : thisYear;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [search, setSearch, appliedSearch] = useDebouncedParam(params, update, 'search');
  return {
    query: { year, search: appliedSearch, page, pageSize: PAGE_SIZE },
    toolbar: {
      year,
      thisYear,
      onYear: (next: number) => update({ year: String(next) }),
      search,
      onSearch: setSearch,
    },
    onPage: (next: number) => update({ page: String(next) }),
  };
}
