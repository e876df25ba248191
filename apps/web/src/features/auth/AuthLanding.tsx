import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { noticeWarning } from '../../request/notify.js';
import { PageSpinner } from '../../routes/lazy-page.js';
import { LOGIN_PATH } from '../../routes/route-catalogue.js';
import { safeRedirectTarget } from '../../routes/guard.js';
import { logout } from '../../session/logout.js';
import { storeToken } from '../../session/token.js';

/** /auth?token=…&redirect=…: a session handed over by another system; the previous session here ends. */
export default function AuthLanding() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const token = params.get('token')?.trim();
    if (!token) {
      noticeWarning(t('auth.missingToken'));
      void navigate(LOGIN_PATH, { replace: true });
      return;
    }
    logout();
    storeToken(token);
    void navigate(safeRedirectTarget(params.get('redirect')), { replace: true });
  }, [navigate, params, t]);

  return <PageSpinner />;
}
