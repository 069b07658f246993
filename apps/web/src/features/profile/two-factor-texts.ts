/** The base32 key in groups of four, as authenticator apps show keys typed by hand: 'JBSW Y3DP EHPK'. */
export function groupSecret(secret: string): string {
  return (secret.replace(/\s/g, '').match(/.{1,4}/g) ?? []).join(' ');
}

/** The text of recovery-codes.txt: what the codes are for, then one code a line. */
export function recoveryCodesFile(codes: readonly string[], account: string): string {
  return [
    `Quadro recovery codes for ${account}`,
    'Each code signs you in once when your authenticator app is not at hand.',
    'Keep them somewhere safe.',
    '',
    ...codes,
    '',
  ].join('\n');
}

/** '10 recovery codes left', '1 recovery code left'. */
export function recoveryCodesLeft(count: number): string {
  return `${count} recovery ${count === 1 ? 'code' : 'codes'} left`;
}
