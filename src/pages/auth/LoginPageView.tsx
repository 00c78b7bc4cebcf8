import { Link } from 'react-router-dom';
import { LoginFormView, type LoginFormViewProps } from '../../features/account/LoginFormView';

/** /iniciar-sesion (spec §2): title INICIAR SESIÓN with a link to register. */
export function LoginPageView(props: LoginFormViewProps) {
  return (
    <section className="vz-page vz-auth-page" aria-labelledby="vz-login-title" style={{ maxWidth: 420, margin: '0 auto' }}>
      <h1 id="vz-login-title">INICIAR SESIÓN</h1>
      <p>
        ¿No tienes cuenta? <Link to="/registrarme">Registrarme</Link>
      </p>
      <LoginFormView {...props} />
    </section>
  );
}
