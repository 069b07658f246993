import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type EmployeeRecord, WEEKDAYS } from '@quadro/contract/employees';
import { formatCalendarDay } from '@quadro/contract/formatting';
import { TWO_FACTOR_MESSAGES } from '@quadro/contract/two-factor';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog.tsx';
import { useEndEmployeeSessions } from '../api/end-employee-sessions.ts';
import { useResetEmployeeTwoFactor } from '../api/reset-employee-two-factor.ts';
import { useSetActivation } from '../api/set-activation.ts';
import { useCanManageEmployees } from '../use-can-manage-employees.ts';
import { contractTypeName } from './contract-type-name.ts';
import { EmployeeFormDialog } from './employee-form-dialog.tsx';
import { EmployeeStatusChip } from './employee-status-chip.tsx';
import { SignInLinksPanel } from './sign-in-links-panel.tsx';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Grid size={{ xs: 12, sm: 6, md: 4 }}>
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography>{value}</Typography>
    </Grid>
  );
}

const ACTIVATION_WORDS = {
  active: { action: 'Deactivate', question: 'stops signing in until reactivated' },
  inactive: { action: 'Reactivate', question: 'signs in again' },
  pending: { action: 'Activate', question: 'can sign in from now on' },
} as const;

/**
 * The Details tab: the employment record, with HR's edit, activation, sign-out and two-factor
 * reset, and (HR) the person's identity-provider links.
 */
export function EmployeeDetails({ employee }: { employee: EmployeeRecord }) {
  const canManage = useCanManageEmployees();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const activation = useSetActivation(() => setConfirming(false));
  const endSessions = useEndEmployeeSessions(() => setSigningOut(false));
  const [resetting, setResetting] = useState(false);
  const resetTwoFactor = useResetEmployeeTwoFactor(() => setResetting(false));
  const words = ACTIVATION_WORDS[employee.status];
  const weekdays = WEEKDAYS.filter((day) => employee.working_weekdays.includes(day.key))
    .map((day) => day.short)
    .join(', ');
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <EmployeeStatusChip status={employee.status} />
        {canManage && (
          <>
            <Button variant="outlined" size="small" onClick={() => setEditing(true)}>
              Edit
            </Button>
            <Button variant="outlined" size="small" onClick={() => setConfirming(true)}>
              {words.action}
            </Button>
            <Button variant="outlined" size="small" onClick={() => setSigningOut(true)}>
              Sign out everywhere
            </Button>
            {employee.two_factor && (
              <Button variant="outlined" size="small" onClick={() => setResetting(true)}>
                Reset two-factor
              </Button>
            )}
          </>
        )}
      </Stack>
      <Grid container spacing={2}>
        <Field label="E-mail" value={employee.email} />
        <Field label="Job title" value={employee.job_title ?? '—'} />
        <Field label="Profiles" value={employee.profiles.join(', ')} />
        <Field label="Contract type" value={contractTypeName(employee.contract_type)} />
        <Field
          label="Start date"
          value={employee.start_date ? formatCalendarDay(employee.start_date) : '—'}
        />
        <Field label="Client" value={employee.client?.name ?? '—'} />
        <Field label="Working weekdays" value={weekdays || '—'} />
        <Field label="Daily hours" value={employee.daily_hours} />
        <Field label="Tax number (NIF)" value={employee.tax_number ?? '—'} />
        <Field label="Two-factor sign-in" value={employee.two_factor ? 'On' : 'Off'} />
      </Grid>
      {canManage && <SignInLinksPanel personId={employee.id} />}
      {editing && <EmployeeFormDialog employee={employee} onClose={() => setEditing(false)} />}
      <ConfirmDialog
        open={confirming}
        title={`${words.action} ${employee.name}?`}
        onCancel={() => setConfirming(false)}
        onSubmit={() =>
          activation.mutate({ id: employee.id, enabled: employee.status !== 'active' })
        }
        loading={activation.isPending}
      >
        {employee.name} {words.question}.
      </ConfirmDialog>
      <ConfirmDialog
        open={signingOut}
        title={`Sign ${employee.name} out everywhere?`}
        onCancel={() => setSigningOut(false)}
        onSubmit={() => endSessions.mutate(employee.id)}
        loading={endSessions.isPending}
      >
        Every browser and app signed in as {employee.name} (a lost laptop, a shared computer) will
        have to sign in again.
      </ConfirmDialog>
      <ConfirmDialog
        open={resetting}
        title={`Reset the two-factor sign-in of ${employee.name}?`}
        onCancel={() => setResetting(false)}
        onSubmit={() => resetTwoFactor.mutate(employee.id)}
        submitLabel="Reset"
        loading={resetTwoFactor.isPending}
      >
        {TWO_FACTOR_MESSAGES.resetExplained(employee.name)}
      </ConfirmDialog>
    </Stack>
  );
}
