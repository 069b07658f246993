import assert from 'node:assert/strict';
import { tmpdir } from 'node:os';
import { after, describe, it } from 'node:test';
import { freePort } from '../../../test/free-port.ts';
import { startOidcTestProvider, type TestOidcProvider } from '../../../test/oidc-test-provider.ts';
import { testConfig } from '../../../test/test-config.ts';
import { isLoopbackHttp, oidcConfiguration, oidcProviderOf } from './oidc-client.ts';

describe("the relying party's provider configuration", () => {
  let idp: TestOidcProvider | undefined;
  after(() => idp?.stop());

  it('allows plain http only for a provider on this machine', () => {
    assert.equal(isLoopbackHttp('http://127.0.0.1:4010'), true);
    assert.equal(isLoopbackHttp('http://localhost:4010/realms/x'), true);
    assert.equal(isLoopbackHttp('http://[::1]:4010'), true);
    assert.equal(isLoopbackHttp('http://idp.example.com'), false);
    assert.equal(isLoopbackHttp('http://127.0.0.1.example.com'), false);
    assert.equal(isLoopbackHttp('https://127.0.0.1'), false);
  });

  it('discovers once per app, and tries again after a failed discovery', async () => {
    const port = await freePort();
    const env = {
      QUADRO_DATA_DIR: tmpdir(),
      OIDC_PROVIDERS: JSON.stringify([
        {
          id: 'idp',
          name: 'IdP',
          issuer: `http://127.0.0.1:${port}`,
          clientId: 'rp',
          clientSecret: 'secret',
        },
      ]),
    };
    const config = testConfig(env);
    assert.equal(oidcProviderOf(config, 'idp')?.name, 'IdP');
    assert.equal(oidcProviderOf(config, 'other'), undefined);
    await assert.rejects(oidcConfiguration(config, 'other'), /unknown OpenID Connect provider/);

    await assert.rejects(oidcConfiguration(config, 'idp'), 'nobody answers yet');
    idp = await startOidcTestProvider({
      port,
      clients: [{ client_id: 'rp', client_secret: 'secret', redirect_uris: ['http://x.test/cb'] }],
      users: [],
    });
    const discovered = await oidcConfiguration(config, 'idp');
    assert.equal(discovered.serverMetadata().issuer, idp.issuer);
    assert.equal(await oidcConfiguration(config, 'idp'), discovered, 'cached');
    const otherApp = testConfig(env);
    assert.notEqual(await oidcConfiguration(otherApp, 'idp'), discovered, 'per app instance');
  });
});
