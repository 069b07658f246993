import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { type ReactNode, useEffect, useState } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  FormProvider,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { SchemaSource } from './schema-source.ts';

function resolverFor<Input extends FieldValues, Output>(
  source: SchemaSource<Input, Output>,
): Resolver<Input, unknown, Output> {
  if (typeof source !== 'function') return zodResolver(source);
  let loaded: Resolver<Input, unknown, Output> | undefined;
  return async (values, context, options) => {
    loaded ??= zodResolver(await source());
    return loaded(values, context, options);
  };
}

interface FormProps<Input extends FieldValues, Output> {
  schema: SchemaSource<Input, Output>;
  defaultValues: DefaultValues<Input>;
  onSubmit: (values: Output, form: UseFormReturn<Input, unknown, Output>) => void;
  children: (form: UseFormReturn<Input, unknown, Output>) => ReactNode;
  id?: string;
  'aria-label'?: string;
  /** Hears whether the form holds a change, for a Submit drawn outside it (a dialog's buttons). */
  onDirtyChange?: (dirty: boolean) => void;
}

/** The one form wrapper: react-hook-form validated by a contract Zod schema, fields read the context. */
export function Form<Input extends FieldValues, Output>({
  schema,
  defaultValues,
  onSubmit,
  children,
  id,
  'aria-label': ariaLabel,
  onDirtyChange,
}: FormProps<Input, Output>) {
  const [resolver] = useState(() => resolverFor(schema));
  const form = useForm<Input, unknown, Output>({ resolver, defaultValues });
  const { isDirty } = form.formState;
  useEffect(() => {
    onDirtyChange?.(isDirty);
    // A closed dialog's form is gone: the next one opens unchanged.
    return () => onDirtyChange?.(false);
  }, [isDirty, onDirtyChange]);
  return (
    <FormProvider {...form}>
      <Box
        component="form"
        id={id}
        aria-label={ariaLabel}
        noValidate
        onSubmit={form.handleSubmit((values) => onSubmit(values, form))}
        sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        {children(form)}
      </Box>
    </FormProvider>
  );
}
