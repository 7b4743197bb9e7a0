// The simulator's control page: tap the demo cards, complete or fail a write, drop and restore the service.
export const CONTROL_PAGE = `<!doctype html>
<html lang="ja">
<head>
<meta charset="utf-8">
<title>Kayoi NFCシミュレーター</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
  body { font-family: system-ui, 'Noto Sans JP', sans-serif; margin: 24px; color: #1f2937; background: #f8fafc; }
  h1 { font-size: 20px; }
  section { background: #fff; border: 1px solid #cbd5e1; border-radius: 8px; padding: 12px 16px; margin-bottom: 16px; }
  button { font: inherit; margin: 4px; padding: 6px 12px; border-radius: 6px; border: 1px solid #64748b; background: #fff; cursor: pointer; }
  button:focus-visible { outline: 2px solid #2563eb; outline-offset: 2px; }
  input { font: inherit; padding: 6px; width: 10em; }
  pre { background: #0f172a; color: #e2e8f0; padding: 8px; border-radius: 6px; max-height: 240px; overflow: auto; }
  .status { font-weight: bold; }
</style>
</head>
<body>
<h1>Kayoi NFCシミュレーター</h1>
<section aria-labelledby="state-h"><h2 id="state-h">状態</h2><p class="status" id="status" role="status">読み込み中…</p></section>
<section aria-labelledby="staff-h"><h2 id="staff-h">スタッフカード</h2>
  <p>カードでログインできるのは登録済みのカードリーダー端末だけです。アプリを開いたブラウザを、管理者またはマネージャーが 設定 → カードリーダー端末 で先に登録してください。</p>
  <button data-command="staff 1">山田 太郎（管理者）</button>
  <button data-command="staff 2">佐藤 美咲（マネージャー）</button>
  <button data-command="staff 3">鈴木 健太（スタッフ）</button>
</section>
<section aria-labelledby="customer-h"><h2 id="customer-h">顧客カード</h2>
  <label>顧客ID <input id="customer" type="number" min="1" value="1"></label>
  <button id="tap-customer">タップ</button>
  <button data-command="blank">未登録カード</button>
</section>
<section aria-labelledby="write-h"><h2 id="write-h">書き込み</h2>
  <button data-command="write">カードを置く（書き込み完了）</button>
  <button data-command="fail">書き込みを失敗させる</button>
</section>
<section aria-labelledby="conn-h"><h2 id="conn-h">接続</h2>
  <button data-command="drop">切断する</button>
  <button data-command="restore">再開する</button>
</section>
<section aria-labelledby="log-h"><h2 id="log-h">ログ</h2><pre id="log"></pre></section>
<script>
  async function command(text) {
    const response = await fetch('/command', { method: 'POST', body: JSON.stringify({ command: text }) });
    show((await response.json()).state);
  }
  function show(state) {
    document.getElementById('status').textContent =
      (state.online ? 'サービス稼働中' : 'サービス停止中') + '・接続 ' + state.connections +
      (state.pendingWrite ? '・書き込み待ち（ID ' + state.pendingWrite.entity_id + '）' : '');
    document.getElementById('log').textContent = state.log.join('\\n');
  }
  document.querySelectorAll('[data-command]').forEach((b) => b.addEventListener('click', () => command(b.dataset.command)));
  document.getElementById('tap-customer').addEventListener('click', () => command('customer ' + document.getElementById('customer').value));
  setInterval(async () => show(await (await fetch('/state')).json()), 1000);
  fetch('/state').then((r) => r.json()).then(show);
</script>
</body>
</html>
`;
