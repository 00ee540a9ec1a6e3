import { useEffect, useId, useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, ToolFrame } from '@eoa/ui';
import { CheckingAuthentication } from '../../../components/checking-authentication';
import { safeReturnPath } from '../../../lib/admin-paths';
import { checkStoredSession, login, useAdminSession } from '../../../session/session-store';
import './login.css';

/**
 * /admin/login (spec 3 §2, public): username and password, both required ("Username and password are required"),
 * "Logging in..." while busy, the server's text or "Login failed" on failure. Enter submits; the username field has
 * the focus. A login returns to the page first asked for (router state `from`), else the dashboard; someone already
 * logged in goes straight on.
 */
export function LoginPage() {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  const location = useLocation();
  const { status, error, loggingIn } = useAdminSession();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [missingFields, setMissingFields] = useState(false);
  const headingId = useId();
  const errorId = useId();
  const returnTo = safeReturnPath((location.state as { from?: unknown } | null)?.from);

  useEffect(() => {
    void checkStoredSession();
  }, []);

  if (status === 'authenticated') return <Navigate to={returnTo} replace />;
  if (status === 'unknown' || status === 'checking') return <CheckingAuthentication />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (loggingIn) return;
    if (!username.trim() || !password) {
      setMissingFields(true);
      return;
    }
    setMissingFields(false);
    if (await login(username.trim(), password)) void navigate(returnTo, { replace: true });
  };

  const message = missingFields ? t('login.required') : error ? (error.serverMessage ?? t('login.failed')) : null;

  return (
    <ToolFrame title={tc('tools.admin')}>
      <div className="admin-login">
        <form className="admin-login__card" aria-labelledby={headingId} onSubmit={(event) => void onSubmit(event)} noValidate>
          <h2 id={headingId} className="admin-login__title">
            {t('login.title')}
          </h2>
          <p className="admin-login__intro">{t('login.intro')}</p>
          {message ? (
            <p id={errorId} className="admin-login__error" role="alert">
              {message}
            </p>
          ) : null}
          <label className="admin-login__field">
            <span>{t('login.username')}</span>
            <input
              name="username"
              autoComplete="username"
              // The page exists to take these two fields: the username is where the user starts.
              autoFocus
              value={username}
              onChange={(event) => setUsername(event.target.value)}
              aria-invalid={missingFields && !username.trim() ? true : undefined}
              aria-describedby={message ? errorId : undefined}
              disabled={loggingIn}
            />
          </label>
          <label className="admin-login__field">
            <span>{t('login.password')}</span>
            <input
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-invalid={missingFields && !password ? true : undefined}
              aria-describedby={message ? errorId : undefined}
              disabled={loggingIn}
            />
          </label>
          <Button type="submit" variant="primary" className="admin-login__submit" aria-busy={loggingIn || undefined} disabled={loggingIn}>
            {loggingIn ? t('login.submitting') : t('login.submit')}
          </Button>
        </form>
      </div>
    </ToolFrame>
  );
}
