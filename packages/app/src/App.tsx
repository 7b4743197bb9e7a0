// The staff app's screens arrive with the UI-kit and shell issue; until then the product says so honestly.
export function App() {
  return (
    <main
      style={{
        fontFamily: 'system-ui, "Hiragino Sans", "Noto Sans JP", sans-serif',
        padding: '4rem 2rem',
        textAlign: 'center',
      }}
    >
      <h1>Kayoi（通い）</h1>
      <p>スタッフ画面は準備中です。</p>
      <p>
        API は稼働中です: <a href="/api/health">/api/health</a>
      </p>
    </main>
  );
}
