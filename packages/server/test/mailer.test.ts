import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer } from '../src/mail/mailer.ts';

describe('the development outbox', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('when a message is sent without SMTP, then it lands as an .eml file with its Japanese subject and body', async () => {
    dir = await mkdtemp(join(tmpdir(), 'kayoi-outbox-'));
    const mailer = createMailer(
      { transport: 'outbox', dir: join(dir, 'outbox') },
      'Kayoi <no-reply@kayoi.local>',
    );
    await mailer.send({
      to: 'staff@demo.kayoi.jp',
      subject: '【Kayoi】パスワード再設定のご案内',
      text: '再設定用トークン: abc',
    });
    const files = await readdir(join(dir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = await readFile(join(dir, 'outbox', files[0] as string), 'utf8');
    expect(eml).toMatch(/^To: staff@demo\.kayoi\.jp$/m);
    expect(eml).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(eml).toContain('Content-Type: text/plain; charset=utf-8');
  });

  it("when a message (a reset or invitation link) lands in the outbox, then only the server's OS user may read it, whatever the umask", async () => {
    dir = await mkdtemp(join(tmpdir(), 'kayoi-outbox-'));
    const outbox = join(dir, 'outbox');
    const mailer = createMailer({ transport: 'outbox', dir: outbox }, 'Kayoi <no-reply@kayoi.local>');
    await mailer.send({ to: 'staff@demo.kayoi.jp', subject: '招待', text: 'https://kayoi.example/accept' });
    const [file] = await readdir(outbox);
    expect((await stat(outbox)).mode & 0o777).toBe(0o700);
    expect((await stat(join(outbox, file as string))).mode & 0o777).toBe(0o600);
  });
});
