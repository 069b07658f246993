import { ssoBackChannelLogoutPath, ssoCallbackPath } from '@quadro/contract/sso';
import { DEMO_ACCOUNTS } from '../src/seed/demo-people.ts';
import { DEMO_PROVIDER_PASSWORD, startOidcTestProvider } from './oidc-test-provider.ts';

/**
 * The test identity provider for the browser tests and local trials; prints its issuer. Env:
 * OIDC_TEST_PORT (default 4010), OIDC_TEST_CLIENT_REDIRECT_BASE (the portal's PUBLIC_URL),
 * OIDC_TEST_PROVIDER_ID (default 'test-idp'), OIDC_TEST_CLIENT_ID / OIDC_TEST_CLIENT_SECRET
 * (default 'quadro' / 'quadro-test-secret'). Every demo account signs in with
 * DEMO_PROVIDER_PASSWORD, its e-mail verified, in the group 'Staff' (HR also in 'HR'); so do
 * stranger@example.org (unknown to Quadro) and unverified@example.org (e-mail not verified).
 */

const redirectBase = (
  process.env.OIDC_TEST_CLIENT_REDIRECT_BASE ?? 'http://localhost:3000'
).replace(/\/$/, '');
const providerId = process.env.OIDC_TEST_PROVIDER_ID ?? 'test-idp';
const clientId = process.env.OIDC_TEST_CLIENT_ID ?? 'quadro';
const clientSecret = process.env.OIDC_TEST_CLIENT_SECRET ?? 'quadro-test-secret';

const started = await startOidcTestProvider({
  port: Number(process.env.OIDC_TEST_PORT ?? 4010),
  clients: [
    {
      client_id: clientId,
      client_secret: clientSecret,
      redirect_uris: [`${redirectBase}${ssoCallbackPath(providerId)}`],
      post_logout_redirect_uris: [`${redirectBase}/login`],
      backchannel_logout_uri: `${redirectBase}${ssoBackChannelLogoutPath(providerId)}`,
      backchannel_logout_session_required: true,
    },
  ],
  users: [
    ...DEMO_ACCOUNTS.map((person, index) => {
      const [given, ...family] = person.name.split(' ');
      return {
        accountId: `demo-${index + 1}`,
        email: person.email,
        email_verified: true,
        name: person.name,
        given_name: given,
        family_name: family.join(' '),
        groups: person.profiles.includes('hr') ? ['Staff', 'HR'] : ['Staff'],
        password: DEMO_PROVIDER_PASSWORD,
        amr: ['pwd'],
      };
    }),
    // Whom Quadro refuses: nobody there has this e-mail; this one's e-mail is not verified.
    {
      accountId: 'stranger',
      email: 'stranger@example.org',
      email_verified: true,
      name: 'Sam Stranger',
      groups: ['Staff'],
      password: DEMO_PROVIDER_PASSWORD,
      amr: ['pwd'],
    },
    {
      accountId: 'unverified',
      email: 'unverified@example.org',
      email_verified: false,
      name: 'Uma Unverified',
      groups: ['Staff'],
      password: DEMO_PROVIDER_PASSWORD,
      amr: ['pwd'],
    },
  ],
});

console.log(started.issuer);

const stop = () => {
  started.stop().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
