import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { PublicFormContext } from './public-form-context.ts';
import { type PublicFormOptions, usePublicForm } from './use-public-form.ts';

interface PublicFormProps<Input, Output> extends PublicFormOptions<Input, Output> {
  children: ReactNode;
  'aria-label': string;
}

/**
 * The form of the pages seen before signing in, validated by a contract Zod schema like the shell's
 * `Form`, without react-hook-form, which loads with the shell (the sign-in page's JavaScript budget).
 */
export function PublicForm<Input extends Record<string, unknown>, Output>({
  children,
  'aria-label': ariaLabel,
  ...options
}: PublicFormProps<Input, Output>) {
  const form = usePublicForm(options);
  return (
    <PublicFormContext value={form.state}>
      <Box
        component="form"
        ref={form.formRef}
        aria-label={ariaLabel}
        noValidate
        onSubmit={form.submit}
        sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        {children}
      </Box>
    </PublicFormContext>
  );
}
