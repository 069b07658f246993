import { SESSION_MESSAGES } from '@quadro/contract/sessions';
import Bowser from 'bowser';

/** 'Chrome 142 on Linux' from a user agent (bowser reads it); what it cannot tell is left out. */
export function deviceOf(userAgent: string | null): string {
  if (!userAgent) return SESSION_MESSAGES.unknownDevice;
  const { browser, os } = Bowser.parse(userAgent);
  const major = browser.version?.split('.')[0];
  const name = browser.name ? [browser.name, major].filter(Boolean).join(' ') : undefined;
  if (name && os.name) return `${name} on ${os.name}`;
  return name ?? os.name ?? userAgent.slice(0, 60);
}
