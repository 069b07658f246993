function decodeOnce(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Spec §5: the code from the reset link is decoded twice before it is sent (the link may carry it
 * encoded twice); a malformed sequence is kept as it is rather than breaking the page.
 */
export function decodeResetCode(rawCode: string): string {
  return decodeOnce(decodeOnce(rawCode));
}
