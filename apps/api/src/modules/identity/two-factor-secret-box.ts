import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config.ts';

const KEY_FILE = 'two-factor.key';
const keys = new Map<string, Promise<Buffer>>();

/** The key file of the data directory, made once (every instance shares the data directory). */
async function keyFileSecret(dataDir: string): Promise<string> {
  const file = path.join(dataDir, KEY_FILE);
  try {
    await writeFile(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return (await readFile(file, 'utf8')).trim();
}

/** AES-256 key: SHA-256 of TWO_FACTOR_KEY, or of the data directory's key file. */
function keyOf(config: Pick<Config, 'twoFactorKey' | 'dataDir'>): Promise<Buffer> {
  const id = config.twoFactorKey ? `env:${config.twoFactorKey}` : `file:${config.dataDir}`;
  let key = keys.get(id);
  if (!key) {
    key = (async () => {
      const secret = config.twoFactorKey ?? (await keyFileSecret(config.dataDir));
      return createHash('sha256').update(secret).digest();
    })();
    keys.set(id, key);
  }
  return key;
}

/** Encrypts an authenticator secret with AES-256-GCM: 'v1.iv.tag.ciphertext', base64url parts. */
export async function sealSecret(config: Pick<Config, 'twoFactorKey' | 'dataDir'>, secret: string) {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await keyOf(config), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [
    'v1',
    ...[iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')),
  ].join('.');
}

/** The secret back; throws when the key changed or the value was tampered with. */
export async function openSecret(config: Pick<Config, 'twoFactorKey' | 'dataDir'>, sealed: string) {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || !data) throw new Error('Unknown sealed secret format');
  const decipher = createDecipheriv(
    'aes-256-gcm',
    await keyOf(config),
    Buffer.from(iv, 'base64url'),
  );
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(data, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}
