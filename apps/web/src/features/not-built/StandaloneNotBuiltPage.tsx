import NotBuiltPage from './NotBuiltPage.js';

/** A not-built screen that lives outside the console layout (on-site registration on a kiosk). */
export default function StandaloneNotBuiltPage() {
  return (
    <div className="full-page-center" style={{ minHeight: '100vh', background: '#fff' }}>
      <NotBuiltPage />
    </div>
  );
}
