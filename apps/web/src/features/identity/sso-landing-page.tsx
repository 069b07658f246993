import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { SSO_GRANT_TYPE, SSO_LANDING_PATH } from '@quadro/contract/sso';
import { SSO_REFUSALS, type SsoRefusal } from '@quadro/contract/sso-refusals';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { requestToken } from '../../app/auth/token-endpoint.ts';
import { LOGIN_PATH } from '../../app/navigation.ts';
import { AuthCard } from '../../components/layout/auth-card.tsx';
import { storeSignIn } from './api/login.ts';
import { readLanding, refusalOfTokenError } from './sso-landing.ts';

/**
 * A single sign-on session is kept as a remembered one: the person chose the provider, whose own
 * session outlives the tab anyway, and a link opened in a new tab should not bounce through it.
 */
const REMEMBER_SSO_SESSION = true;

/** Each code is exchanged once, however often the page mounts (it is single use on the server). */
const exchanges = new Map<string, Promise<SsoRefusal | null>>();

function exchange(code: string): Promise<SsoRefusal | null> {
  let pending = exchanges.get(code);
  if (!pending) {
    pending = requestToken({ grant_type: SSO_GRANT_TYPE, code })
      .then((token) => storeSignIn(token, REMEMBER_SSO_SESSION))
      .then(() => null, refusalOfTokenError);
    exchanges.set(code, pending);
  }
  return pending;
}

/**
 * /login/sso: where the provider's callback sends the browser. With `#code=…` it exchanges the
 * code for Quadro's tokens and opens the page the sign-in started from; with `?error=…` it says
 * why nobody was signed in.
 */
export function SsoLandingPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [landing] = useState(() => readLanding(location.hash, location.search));
  const [refusal, setRefusal] = useState(landing.kind === 'refused' ? landing.reason : null);

  useEffect(() => {
    if (landing.kind !== 'code') return;
    // The code leaves the address bar and the history before anything else happens.
    window.history.replaceState(window.history.state, '', SSO_LANDING_PATH);
    let current = true;
    void exchange(landing.code).then((refused) => {
      if (!current) return;
      if (refused) setRefusal(refused);
      else navigate(landing.returnTo, { replace: true });
    });
    return () => {
      current = false;
    };
  }, [landing, navigate]);

  if (!refusal) {
    return (
      <AuthCard title="Signing in">
        <Box
          role="progressbar"
          aria-label="Signing in"
          sx={{ display: 'grid', placeItems: 'center', py: 4 }}
        >
          <CircularProgress aria-hidden />
        </Box>
      </AuthCard>
    );
  }
  const { title, text } = SSO_REFUSALS[refusal];
  return (
    <AuthCard title={title}>
      <Typography sx={{ mb: 3 }}>{text}</Typography>
      <Button variant="contained" size="large" fullWidth component={RouterLink} to={LOGIN_PATH}>
        Back to Sign In
      </Button>
    </AuthCard>
  );
}
