import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatDateTime } from '@quadro/contract/formatting';
import type { ScimToken } from '@quadro/contract/provisioning';
import type { SsoProvider } from '@quadro/contract/sso';
import { ColumnHeads } from '../../../components/table/column-heads.tsx';
import { RowActionButton } from '../../../components/table/row-action-button.tsx';

const COLUMNS = ['Name', 'Provider', 'Created', 'Last used', 'Status', 'Actions'];

interface ScimTokenTableProps {
  tokens: readonly ScimToken[];
  providers: readonly SsoProvider[];
  onRevoke: (token: ScimToken) => void;
}

/** HR's SCIM tokens: who made each and when, its last use, and Revoke while it works. */
export function ScimTokenTable({ tokens, providers, onRevoke }: ScimTokenTableProps) {
  const providerName = (id: string | null) =>
    id === null ? 'None' : (providers.find((provider) => provider.id === id)?.name ?? id);
  return (
    <TableContainer sx={{ overflowX: 'auto' }} tabIndex={0} aria-label="SCIM tokens, scrollable">
      <Table size="small" aria-label="SCIM tokens" sx={{ minWidth: 720 }}>
        <TableHead>
          <TableRow>
            <ColumnHeads labels={COLUMNS} />
          </TableRow>
        </TableHead>
        <TableBody>
          {tokens.map((token) => (
            <TableRow key={token.id} hover>
              <TableCell component="th" scope="row">
                {token.name}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{providerName(token.providerId)}</TableCell>
              <TableCell>
                {formatDateTime(token.createdAt)}
                {token.createdBy && ` by ${token.createdBy.name}`}
              </TableCell>
              <TableCell>{token.lastUsedAt ? formatDateTime(token.lastUsedAt) : 'Never'}</TableCell>
              <TableCell>
                {token.revokedAt ? (
                  <Chip size="small" label={`Revoked ${formatDateTime(token.revokedAt)}`} />
                ) : (
                  <Chip size="small" color="success" label="Active" />
                )}
              </TableCell>
              <TableCell>
                {!token.revokedAt && (
                  <RowActionButton
                    label="Revoke"
                    itemLabel={token.name}
                    color="error"
                    onClick={() => onRevoke(token)}
                  />
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
