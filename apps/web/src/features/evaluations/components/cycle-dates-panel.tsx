import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { EvaluationCycle } from '@quadro/contract/evaluation-calls';
import {
  type EvaluationCycleInput,
  evaluationCycleInputSchema,
} from '@quadro/contract/evaluations';
import type { z } from 'zod';
import { showServerErrors } from '../../../app/api/server-field-errors.ts';
import { useTableParams } from '../../../app/routes/use-table-params.ts';
import { YearStepper } from '../../../components/filters/year-stepper.tsx';
import { Form } from '../../../components/form/form.tsx';
import { FormDateField } from '../../../components/form/form-date-field.tsx';
import { FormRootError } from '../../../components/form/form-root-error.tsx';
import { PageLoader } from '../../../components/layout/page-loader.tsx';
import { useCycle } from '../api/get-cycle.ts';
import { useOpenCycle } from '../api/open-cycle.ts';
import { yearOf } from '../manage-evaluations-filters.ts';

const DATE_FIELDS = [
  ['goalsBy', 'Goals set by'],
  ['selfAssessmentFrom', 'Self-assessment from'],
  ['selfAssessmentBy', 'Self-assessment by'],
  ['evaluatorAssessmentBy', 'Evaluator assessment by'],
] as const;

function CycleDatesForm({ cycle }: { cycle: EvaluationCycle }) {
  const open = useOpenCycle();
  const label = `${cycle.year} cycle dates`;
  return (
    <Form<z.input<typeof evaluationCycleInputSchema>, EvaluationCycleInput>
      aria-label={label}
      schema={evaluationCycleInputSchema}
      defaultValues={{ year: cycle.year, dates: cycle.dates }}
      onSubmit={(values, form) =>
        open.mutate(values, { onError: (error) => showServerErrors(form, error) })
      }
    >
      {() => (
        <>
          <FormRootError />
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
            }}
          >
            {DATE_FIELDS.map(([name, fieldLabel]) => (
              <FormDateField key={name} name={`dates.${name}`} label={fieldLabel} />
            ))}
          </Box>
          <Button
            type="submit"
            variant="contained"
            loading={open.isPending}
            sx={{ alignSelf: 'flex-start' }}
          >
            {cycle.opened ? 'Save' : `Open ${cycle.year}`}
          </Button>
        </>
      )}
    </Form>
  );
}

/**
 * The CTO's year: its closing dates (the defaults until opened). Opening gives every member of the
 * year's teams an evaluation; saving again changes the dates.
 */
export function CycleDatesPanel({ thisYear }: { thisYear: number }) {
  const { params, update } = useTableParams();
  const year = yearOf(params.get('year')) ?? thisYear;
  const cycle = useCycle(year);
  return (
    <Stack spacing={2}>
      <YearStepper year={year} onChange={(next) => update({ year: String(next) })} />
      {!cycle.data ? (
        <PageLoader />
      ) : (
        <>
          <Typography role="status">
            {cycle.data.opened
              ? `The ${year} cycle is open.`
              : `The ${year} cycle is not open yet: these are the default dates.`}
          </Typography>
          <CycleDatesForm key={`${year}-${cycle.data.opened}`} cycle={cycle.data} />
        </>
      )}
    </Stack>
  );
}
