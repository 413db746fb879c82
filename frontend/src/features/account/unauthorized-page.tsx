// /unauthorized: Access Denied, with a way back that suits whether the visitor is signed in.
import { Link, useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../../components/use-document-title';
import { useSession } from '../../lib/session';

export function UnauthorizedPage() {
  useDocumentTitle('Access Denied');
  const session = useSession();
  const navigate = useNavigate();
  const signedIn = session.status === 'signedIn';

  return (
    <div className="container page page--narrow">
      <div className="status-panel status-panel--error">
        <h1 className="status-panel__title">Access Denied</h1>
        <p>
          {signedIn
            ? 'Your account does not have permission to view this page.'
            : 'You need to sign in with the right account to view this page.'}
        </p>
        <div className="button-row">
          {signedIn ? (
            <>
              <button type="button" className="button button--ghost" onClick={() => navigate(-1)}>
                Go Back
              </button>
              <button
                type="button"
                className="button button--primary"
                onClick={() => {
                  void session.signOut();
                  navigate('/login');
                }}
              >
                Log Out
              </button>
            </>
          ) : (
            <>
              <Link to="/" className="button button--ghost">
                Go to Home
              </Link>
              <Link to="/login" className="button button--primary">
                Sign In
              </Link>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
