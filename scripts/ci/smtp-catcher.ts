import net from 'node:net';

export interface CaughtMail {
  to: string[];
  data: string;
}

export interface SmtpCatcher {
  url: string;
  mails: CaughtMail[];
  /** Resolves with the first mail (caught already or to come) that `matches` accepts. */
  waitFor(matches: (mail: CaughtMail) => boolean, timeoutMs: number): Promise<CaughtMail>;
  close(): Promise<void>;
}

/**
 * The least of SMTP (RFC 5321) on loopback: it accepts every message and keeps it, so the smoke
 * proves the portal delivers mail to the SMTP_URL it is given without a mail server installed.
 */
export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const mails: CaughtMail[] = [];
  const waiters = new Set<() => void>();
  const server = net.createServer((socket) => {
    let buffer = '';
    let to: string[] = [];
    let inData = false;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 smoke.quadro.test ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      while (true) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          mails.push({ to, data: buffer.slice(0, end) });
          for (const wake of waiters) wake();
          buffer = buffer.slice(end + 5);
          inData = false;
          to = [];
          reply('250 queued');
          continue;
        }
        const end = buffer.indexOf('\r\n');
        if (end < 0) return;
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 smoke.quadro.test');
        else if (verb === 'RCPT') to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
        else if (verb === 'DATA') inData = true;
        if (verb === 'RCPT' || verb === 'MAIL' || verb === 'RSET' || verb === 'NOOP')
          reply('250 ok');
        else if (verb === 'DATA') reply('354 end with <CRLF>.<CRLF>');
        else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else if (verb !== 'EHLO' && verb !== 'HELO') reply('502 not implemented');
      }
    });
    socket.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    waitFor(matches, timeoutMs) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const mail = mails.find(matches);
          if (!mail) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no mail arrived within ${timeoutMs / 1000} s`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
