import { CONTRACT_TYPES } from '@quadro/contract/account';

export function contractTypeName(key: string | null): string {
  return CONTRACT_TYPES.find((type) => type.key === key)?.name ?? '—';
}
