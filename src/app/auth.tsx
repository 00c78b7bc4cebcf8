// The auth session machine running for the whole app: it backs useSession(), the header, the
// login and forgot-password dialogs, the verification modal and the global spinner.
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { message } from 'antd';
import { useActorRef, useSelector } from '@xstate/react';
import { useNavigate } from 'react-router-dom';
import type { LoginRequest, MembershipStatus, RegisterRequest, User } from '../../openapi';
import { selectBusy, selectError, selectMembership, selectSignedIn, selectSpinnerText, selectUser } from '../../machines/auth/auth.selectors';
import { api } from '../api/client';
import { ForgotPasswordDialogView } from '../features/account/ForgotPasswordDialogView';
import { LoginDialogView } from '../features/account/LoginDialogView';
import { VerificationModal } from '../features/account/VerificationModal';
import { useLoadingOverlay, useStatusDialog } from './feedback';
import { providedAuthMachine, restoredSession } from './authActors';
import { SessionProvider, type Session } from './session';

export interface Auth {
  user: User | null;
  membership: MembershipStatus | null;
  error: string | null;
  busy: boolean;
  login(credentials: LoginRequest): void;
  register(registration: RegisterRequest): void;
  dismissError(): void;
  /** A new version of the user (profile saved, e-mail verified). */
  updateUser(user: User): void;
  openForgotPassword(): void;
  openVerification(): void;
}

const AuthContext = createContext<Auth | null>(null);

export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth needs <AuthProvider>');
  return auth;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const overlay = useLoadingOverlay();
  const dialog = useStatusDialog();
  const [machine] = useState(() => providedAuthMachine(() => navigate('/')));
  const actor = useActorRef(machine, { input: restoredSession() });
  const signedIn = useSelector(actor, selectSignedIn);
  const user = useSelector(actor, selectUser);
  const membership = useSelector(actor, selectMembership);
  const error = useSelector(actor, selectError);
  const busy = useSelector(actor, selectBusy);
  const spinner = useSelector(actor, selectSpinnerText);
  const [loginOpen, setLoginOpen] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);
  const [verificationOpen, setVerificationOpen] = useState(false);

  useEffect(() => {
    if (spinner) overlay.show(spinner);
    else overlay.hide();
  }, [spinner, overlay]);

  // Signing in from the dialog stays on the originating page.
  useEffect(() => {
    if (signedIn && loginOpen) {
      setLoginOpen(false);
      void message.success('Inicio de sesión exitoso.');
    }
  }, [signedIn, loginOpen]);

  const auth = useMemo<Auth>(
    () => ({
      user,
      membership,
      error,
      busy,
      login: (credentials) => actor.send({ type: 'login.submit', credentials }),
      register: (registration) => actor.send({ type: 'register.submit', registration }),
      dismissError: () => actor.send({ type: 'error.dismiss' }),
      updateUser: (next) => actor.send({ type: 'user.update', user: next }),
      openForgotPassword: () => {
        setLoginOpen(false);
        setForgotOpen(true);
      },
      openVerification: () => setVerificationOpen(true),
    }),
    [actor, user, membership, error, busy],
  );

  const session = useMemo<Session>(
    () => ({
      signedIn,
      user,
      openLogin: () => {
        actor.send({ type: 'error.dismiss' });
        setLoginOpen(true);
      },
      logout: () => actor.send({ type: 'logout.request' }),
    }),
    [actor, signedIn, user],
  );

  async function requestReset(email: string) {
    try {
      await api.POST('/forgot', { body: { email } });
      setForgotOpen(false);
      await dialog.show({
        type: 'success',
        title: '¡Correo de recuperación enviado!',
        subtitle: 'Revisa tu bandeja de entrada. Hemos enviado un enlace para que puedas restablecer tu contraseña.',
        buttonLabel: 'Ok',
      });
    } catch (err) {
      console.error(err);
      await dialog.show({
        type: 'error',
        title: 'Error en la recuperación de contraseña',
        subtitle: 'No se pudo enviar el correo. Por favor, inténtalo de nuevo o contacta a soporte.',
      });
    }
  }

  return (
    <AuthContext.Provider value={auth}>
      <SessionProvider value={session}>
        {children}
        <LoginDialogView
          open={loginOpen && !signedIn}
          onClose={() => setLoginOpen(false)}
          error={error}
          busy={busy}
          onSubmit={auth.login}
          onForgotPassword={auth.openForgotPassword}
        />
        <ForgotPasswordDialogView
          open={forgotOpen}
          onClose={() => setForgotOpen(false)}
          onSubmit={requestReset}
          onBackToLogin={() => {
            setForgotOpen(false);
            setLoginOpen(true);
          }}
        />
        {signedIn ? <VerificationModal open={verificationOpen} onClose={() => setVerificationOpen(false)} /> : null}
      </SessionProvider>
    </AuthContext.Provider>
  );
}
