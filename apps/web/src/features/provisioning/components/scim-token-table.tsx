import Chip from '@mui/material/Chip';
import { formatDateTime } from '@quadro/contract/formatting';
import type { ScimToken } from '@quadro/contract/provisioning';
import type { SsoProvider } from '@quadro/contract/sso';
import { type DataColumn, DataTable } from '../../../components/table/data-table.tsx';
import { RowActionButton } from '../../../components/table/row-action-button.tsx';

interface ScimTokenTableProps {
  tokens: readonly ScimToken[];
  providers: readonly SsoProvider[];
  onRevoke: (token: ScimToken) => void;
}

/** HR's SCIM tokens: who made each and when, its last use, and Revoke while it works. */
export function ScimTokenTable({ tokens, providers, onRevoke }: ScimTokenTableProps) {
  const providerName = (id: string | null) =>
    id === null ? 'None' : (providers.find((provider) => provider.id === id)?.name ?? id);
  const columns: DataColumn<ScimToken>[] = [
    { header: 'Name', rowHeader: true, cell: (token) => token.name },
    {
      header: 'Provider',
      cellSx: { whiteSpace: 'nowrap' },
      cell: (token) => providerName(token.providerId),
    },
    {
      header: 'Created',
      cell: (token) => (
        <>
          {formatDateTime(token.createdAt)}
          {token.createdBy && ` by ${token.createdBy.name}`}
        </>
      ),
    },
    {
      header: 'Last used',
      cell: (token) => (token.lastUsedAt ? formatDateTime(token.lastUsedAt) : 'Never'),
    },
    {
      header: 'Status',
      cell: (token) =>
        token.revokedAt ? (
          <Chip size="small" label={`Revoked ${formatDateTime(token.revokedAt)}`} />
        ) : (
          <Chip size="small" color="success" label="Active" />
        ),
    },
    {
      header: 'Actions',
      cell: (token) =>
        !token.revokedAt && (
          <RowActionButton
            label="Revoke"
            itemLabel={token.name}
            color="error"
            onClick={() => onRevoke(token)}
          />
        ),
    },
  ];
  return (
    <DataTable
      label="SCIM tokens"
      rows={tokens}
      rowKey={(token) => token.id}
      columns={columns}
      noWrapHeads
      scroll={{ minWidth: 720, label: 'SCIM tokens, scrollable' }}
    />
  );
}
