import type { SystemParameter } from '@quadro/contract/system-parameters';
import type { QueryClient } from '@tanstack/react-query';
import { systemParametersQuery } from './get-system-parameters.ts';

/** A change answers the parameter whole (value, default, last change): it replaces its row. */
export function putSystemParameter(queryClient: QueryClient, parameter: SystemParameter): void {
  queryClient.setQueryData(systemParametersQuery.queryKey, (parameters) =>
    parameters?.map((item) => (item.key === parameter.key ? parameter : item)),
  );
}
