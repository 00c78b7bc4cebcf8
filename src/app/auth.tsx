// The auth session machine running for the whole app: it backs useSession(), the header, the
// login and forgot-password dialogs, the verification modal and the global spinner.
import { createContext, Suspense, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useNavigate } from 'react-router-dom';
import type { LoginRequest, MembershipStatus, RegisterRequest, User } from '../../openapi';
import {
  isUnverified,
  selectBusy,
  selectError,
  selectMembership,
  selectNeedsVerification,
  selectSignedIn,
  selectSpinnerText,
  selectUser,
} from '../../machines/auth/auth.selectors';
import { api } from '../api/client';
import { useLoadingOverlay, useStatusDialog } from './feedback';
import { lazyWithAntd } from './lazyWithAntd';
import { useOpenedOnce } from './useOpenedOnce';
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

// The dialogs (antd) download the first time they open, so public pages paint without antd.
const LoginDialogView = lazyWithAntd(() => import('../features/account/LoginDialogView').then((m) => m.LoginDialogView));
const ForgotPasswordDialogView = lazyWithAntd(() => import('../features/account/ForgotPasswordDialogView').then((m) => m.ForgotPasswordDialogView));
const VerificationModal = lazyWithAntd(() => import('../features/account/VerificationModal').then((m) => m.VerificationModal));

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
  const [loginOpen, setLoginOpen] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);
  const [verificationOpen, setVerificationOpen] = useState(false);
  const [machine] = useState(() => {
    // Spec §4, §6: right after signing in or registering, an unverified e-mail gets the verification prompt.
    const promptVerification = (user: User) => setVerificationOpen(isUnverified(user));
    return providedAuthMachine({
      goHome: () => {
        setVerificationOpen(false);
        navigate('/');
      },
      signedIn: (user) => {
        void import('antd').then(({ message }) => message.success('Inicio de sesión exitoso.'));
        promptVerification(user);
      },
      registered: (user) => {
        void import('antd').then(({ message }) => message.success('Registro exitoso.'));
        promptVerification(user);
      },
    });
  });
  const actor = useActorRef(machine, { input: restoredSession() });
  const signedIn = useSelector(actor, selectSignedIn);
  const user = useSelector(actor, selectUser);
  const membership = useSelector(actor, selectMembership);
  const error = useSelector(actor, selectError);
  const busy = useSelector(actor, selectBusy);
  const spinner = useSelector(actor, selectSpinnerText);
  const needsVerification = useSelector(actor, selectNeedsVerification);
  const loginMounted = useOpenedOnce(loginOpen && !signedIn);
  const forgotMounted = useOpenedOnce(forgotOpen);
  const verificationMounted = useOpenedOnce(verificationOpen);

  useEffect(() => {
    if (spinner) overlay.show(spinner);
    else overlay.hide();
  }, [spinner, overlay]);

  // Signing in from the dialog stays on the originating page.
  useEffect(() => {
    if (signedIn && loginOpen) setLoginOpen(false);
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
      dialogOpen: (loginOpen && !signedIn) || forgotOpen || (verificationOpen && needsVerification),
      openLogin: () => {
        actor.send({ type: 'error.dismiss' });
        setLoginOpen(true);
      },
      logout: () => actor.send({ type: 'logout.request' }),
    }),
    [actor, signedIn, user, loginOpen, forgotOpen, verificationOpen, needsVerification],
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
        {loginMounted ? (
          <Suspense fallback={null}>
            <LoginDialogView
              open={loginOpen && !signedIn}
              onClose={() => setLoginOpen(false)}
              error={error}
              busy={busy}
              onSubmit={auth.login}
              onForgotPassword={auth.openForgotPassword}
            />
          </Suspense>
        ) : null}
        {forgotMounted ? (
          <Suspense fallback={null}>
            <ForgotPasswordDialogView
              open={forgotOpen}
              onClose={() => setForgotOpen(false)}
              onSubmit={requestReset}
              onBackToLogin={() => {
                setForgotOpen(false);
                setLoginOpen(true);
              }}
            />
          </Suspense>
        ) : null}
        {signedIn && verificationMounted ? (
          <Suspense fallback={null}>
            <VerificationModal open={verificationOpen && needsVerification} onClose={() => setVerificationOpen(false)} />
          </Suspense>
        ) : null}
      </SessionProvider>
    </AuthContext.Provider>
  );
}
