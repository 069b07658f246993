import { useCallback, useRef, useState } from 'react';

type Submission<Data> =
  | { status: 'idle'; data: undefined; error: null }
  | { status: 'pending'; data: undefined; error: null }
  | { status: 'success'; data: Data; error: null }
  | { status: 'error'; data: undefined; error: unknown };

export interface SubmitCallbacks<Data> {
  onSuccess?: (data: Data) => void;
  onError?: (error: unknown) => void;
}

const IDLE = { status: 'idle', data: undefined, error: null } as const;

/**
 * A form's one call on the pages seen before signing in (sign-in, register, password reset): its
 * state as the page shows it, without the query cache, which loads with the signed-in shell
 * (the sign-in page's JavaScript budget). The page shows the error itself. A second submit while
 * one is pending is ignored; a later answer replaces an earlier one.
 */
export function useSubmission<Data, Variables>(submit: (variables: Variables) => Promise<Data>) {
  const [state, setState] = useState<Submission<Data>>(IDLE);
  const latest = useRef(0);
  const mutate = useCallback(
    (variables: Variables, callbacks: SubmitCallbacks<Data> = {}) => {
      const call = ++latest.current;
      setState({ status: 'pending', data: undefined, error: null });
      submit(variables).then(
        (data) => {
          if (call !== latest.current) return;
          setState({ status: 'success', data, error: null });
          callbacks.onSuccess?.(data);
        },
        (error: unknown) => {
          if (call !== latest.current) return;
          setState({ status: 'error', data: undefined, error });
          callbacks.onError?.(error);
        },
      );
    },
    [submit],
  );
  const reset = useCallback(() => {
    latest.current++;
    setState(IDLE);
  }, []);
  return {
    mutate,
    reset,
    data: state.data,
    error: state.error,
    isIdle: state.status === 'idle',
    isPending: state.status === 'pending',
    isError: state.status === 'error',
    isSuccess: state.status === 'success',
  };
}
