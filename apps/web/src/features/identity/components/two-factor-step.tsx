import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { RECOVERY_CODE_MESSAGES, TWO_FACTOR_MESSAGES } from '@quadro/contract/two-factor';
import { useState } from 'react';
import { AuthCard } from '../../../components/layout/auth-card.tsx';
import { PublicForm } from '../../../components/public-form/public-form.tsx';
import { PublicTextField } from '../../../components/public-form/public-text-field.tsx';
import type { SubmittedForm } from '../../../components/public-form/use-public-form.ts';
import type { SignInChallenge } from '../api/login.ts';
import { useVerifySignInCode } from '../api/verify-sign-in-code.ts';
import { type CodeKind, codeErrorText, codeFailureOf, codeFormSchemas } from '../sign-in-code.ts';
import { FormError } from './form-error.tsx';

const TWO_FACTOR_STEP_TITLE = 'Two-factor sign-in';

const FIELD = {
  otp: {
    label: 'Authentication code',
    autoComplete: 'one-time-code',
    htmlInput: { inputMode: 'numeric', maxLength: 7 },
  },
  recovery: {
    label: 'Recovery code',
    autoComplete: 'off',
    htmlInput: { autoCapitalize: 'none', spellCheck: false, maxLength: 20 },
  },
} as const;

interface TwoFactorStepProps {
  challenge: SignInChallenge;
  /** Back to the password step, with the reason when the challenge expired. */
  onBack: (notice?: string) => void;
}

/**
 * The sign-in's second step, in place of the password form: the authenticator app's code, or a
 * recovery code. Loaded only when a password step answers that a code is needed.
 */
export function TwoFactorStep({ challenge, onBack }: TwoFactorStepProps) {
  const [kind, setKind] = useState<CodeKind>('otp');
  const verify = useVerifySignInCode();
  const switchKind = () => {
    verify.reset();
    setKind(kind === 'otp' ? 'recovery' : 'otp');
  };
  const submit = ({ code }: { code: string }, form: SubmittedForm) => {
    const onError = (error: unknown) => {
      // An expired challenge cannot take another code: the password is asked again.
      if (codeFailureOf(error) === 'expired') onBack(TWO_FACTOR_MESSAGES.expiredChallenge);
      else form.setFocus('code', { shouldSelect: true });
    };
    verify.mutate({ challenge, kind, code }, { onError });
  };
  return (
    <AuthCard
      title={TWO_FACTOR_STEP_TITLE}
      caption={kind === 'otp' ? challenge.prompt : RECOVERY_CODE_MESSAGES.prompt}
    >
      <PublicForm
        key={kind}
        schema={codeFormSchemas[kind]}
        defaultValues={{ code: '' }}
        onSubmit={submit}
        aria-label={TWO_FACTOR_STEP_TITLE}
      >
        <PublicTextField name="code" {...FIELD[kind]} autoFocus />
        {verify.isError && <FormError tone="warning" message={codeErrorText(kind, verify.error)} />}
        <Button type="submit" variant="contained" size="large" loading={verify.isPending}>
          Verify
        </Button>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            flexWrap: 'wrap',
            gap: 1,
          }}
        >
          <Button startIcon={<ArrowBackIcon />} onClick={() => onBack()} sx={{ ml: -1 }}>
            Back
          </Button>
          <Link component="button" type="button" variant="body2" onClick={switchKind}>
            {kind === 'otp' ? 'Use a recovery code' : 'Use the authenticator app'}
          </Link>
        </Box>
      </PublicForm>
    </AuthCard>
  );
}
