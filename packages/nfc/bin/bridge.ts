#!/usr/bin/env node
// `pnpm nfc:bridge --simulate [--port 9876] [--auto-write 300]`: the card-reader service of PROTOCOL.md,
// simulated. Browsers connect to ws://localhost:PORT; cards are tapped from this terminal or from the control
// page at http://localhost:PORT/ (also a small JSON API, used by the e2e tests).
import { startSimulatorServer } from './server.ts';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};

if (!args.includes('--simulate')) {
  process.stderr.write(
    [
      'Kayoi NFC bridge',
      '',
      '  実機のリーダー（Sony RC-S380, Windows）は packages/nfc/PROTOCOL.md の手順でローカルサービスとして動かします。',
      '  リーダーがない場合はシミュレーターを使います:',
      '',
      '    pnpm nfc:bridge --simulate [--port 9876] [--auto-write 300]',
      '',
    ].join('\n'),
  );
  process.exit(1);
}

const port = Number(option('--port') ?? process.env.NFC_BRIDGE_PORT ?? 9876);
const autoWrite = option('--auto-write');
const server = await startSimulatorServer({
  port,
  host: option('--host') ?? '127.0.0.1',
  autoWriteMs: autoWrite === undefined ? null : Number(autoWrite),
  terminal: process.stdin.isTTY ? process.stdin : null,
  output: process.stdout,
});
process.stdout.write(
  [
    `NFCシミュレーター: ws://localhost:${server.port}  操作画面: http://localhost:${server.port}/`,
    'アプリ側: このPCで開いたアプリのURLに ?nfc=bridge を付けると、このサービスに接続します。',
    'スタッフカードでのログインは登録済みの端末だけ: 管理者またはマネージャーがアプリの 設定 → カードリーダー端末 でこのブラウザを登録してください。',
    'コマンド: staff 1|2|3 / customer <ID> / uid <UID> / blank / write [UID] / fail / drop / restore / status / quit',
    '',
  ].join('\n'),
);
const stop = async () => {
  await server.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
