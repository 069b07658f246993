import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SystemParameter } from '@quadro/contract/system-parameters';
import { Suspense, useState } from 'react';
import { featurePieces } from '../../app/routes/feature-pieces.ts';
import { PageLoader } from '../../components/layout/page-loader.tsx';
import { useSystemParameters } from './api/get-system-parameters.ts';
import { EditParameterDialog } from './components/edit-parameter-dialog.tsx';
import { ParameterList } from './components/parameter-list.tsx';

/**
 * /app/system-parameters (hr): the values later rules read, who changed each and when; then the
 * sections other features lend (the SCIM provisioning tokens).
 */
export function SystemParametersPage() {
  const parameters = useSystemParameters();
  const [editing, setEditing] = useState<SystemParameter | null>(null);
  const lentSections = featurePieces().systemParametersSections;
  if (parameters.isPending) return <PageLoader />;
  return (
    <Stack spacing={3}>
      <Card sx={{ maxWidth: 960 }}>
        <CardContent>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
            The rules of kilometre maps, vacations and travel passes read these values. A change
            counts at once, for everyone.
          </Typography>
          {parameters.isError ? (
            <Typography>No Data</Typography>
          ) : (
            <ParameterList parameters={parameters.data} onEdit={setEditing} />
          )}
        </CardContent>
        {editing && <EditParameterDialog parameter={editing} onClose={() => setEditing(null)} />}
      </Card>
      {lentSections.map(({ name, Section }) => (
        <Suspense key={name} fallback={<PageLoader />}>
          <Section />
        </Suspense>
      ))}
    </Stack>
  );
}
