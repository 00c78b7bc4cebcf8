// The auth session machine running for the whole app, provided through AuthContext (authContext.ts): it
// backs useSession(), the header, the login, forgot-password and verification dialogs, /mi-perfil
// and the global spinner. Views read its selectors and send it events; they keep no workflow state.
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  selectDialogOpen,
  selectError,
  selectForgotPasswordDialogOpen,
  selectLoginDialogOpen,
  selectSendingResetLink,
  selectSignedIn,
  selectSpinnerText,
  selectUser,
  selectVerificationDialogOpen,
  selectBusy,
  selectCaptchaRound,
} from '../../machines/auth/auth.selectors';
import { renderServerCaptcha } from '../pages/forms/lazyCaptcha';
import { verificationDialogs } from '../features/account/verificationDialogs';
import { useLoadingOverlay, useStatusDialog, useToast } from './feedback';
import { lazyWithAntd } from './lazyWithAntd';
import { useOpenedOnce } from './useOpenedOnce';
import { providedAuthMachine, restoredSession } from './authActors';
import { SessionProvider } from './session';
import { AuthContext } from './authContext';

// The dialogs (antd) download the first time they open, so public pages paint without antd.
const LoginDialogView = lazyWithAntd(() => import('../features/account/LoginDialogView').then((m) => m.LoginDialogView));
const ForgotPasswordDialogView = lazyWithAntd(() => import('../features/account/ForgotPasswordDialogView').then((m) => m.ForgotPasswordDialogView));
const VerificationModal = lazyWithAntd(() => import('../features/account/VerificationModal').then((m) => m.VerificationModal));

/** Starts the session machine with the app's network, dialogs and navigation. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const dialog = useStatusDialog();
  const toast = useToast();
  const [machine] = useState(() =>
    providedAuthMachine({
      ...verificationDialogs(dialog),
      goHome: () => navigate('/'),
      signedIn: () => toast.success('Inicio de sesión exitoso.'),
      registered: () => toast.success('Registro exitoso.'),
      profileSaved: () =>
        void dialog.show({ type: 'success', title: '¡Perfil actualizado exitosamente!', subtitle: 'Tu información personal se ha actualizado correctamente.' }),
      profileFailed: () =>
        void dialog.show({
          type: 'error',
          title: 'Error al actualizar el perfil',
          subtitle: 'Ha ocurrido un problema al actualizar tu información. Por favor, inténtalo nuevamente o contacta a soporte.',
        }),
      resetLinkSent: () =>
        void dialog.show({
          type: 'success',
          title: '¡Correo de recuperación enviado!',
          subtitle: 'Revisa tu bandeja de entrada. Hemos enviado un enlace para que puedas restablecer tu contraseña.',
          buttonLabel: 'Ok',
        }),
      resetLinkFailed: () =>
        void dialog.show({
          type: 'error',
          title: 'Error en la recuperación de contraseña',
          subtitle: 'No se pudo enviar el correo. Por favor, inténtalo de nuevo o contacta a soporte.',
        }),
    }),
  );
  const [input] = useState(restoredSession);
  return (
    <AuthContext.Provider logic={machine} options={{ input }}>
      <AuthSession>
        {children}
        <SessionSpinner />
        <SessionDialogs />
      </AuthSession>
    </AuthContext.Provider>
  );
}

/** What pages know of the session (useSession), read from the machine. */
function AuthSession({ children }: { children: ReactNode }) {
  const { send } = AuthContext.useActorRef();
  const signedIn = AuthContext.useSelector(selectSignedIn);
  const user = AuthContext.useSelector(selectUser);
  const dialogOpen = AuthContext.useSelector(selectDialogOpen);
  const [actions] = useState(() => ({
    openLogin: () => send({ type: 'login.open' }),
    logout: () => send({ type: 'logout.request' }),
  }));
  return <SessionProvider value={{ signedIn, user, dialogOpen, ...actions }}>{children}</SessionProvider>;
}

/** The global spinner shows the machine's spinner text (spec §4). */
export function SessionSpinner() {
  const overlay = useLoadingOverlay();
  const spinner = AuthContext.useSelector(selectSpinnerText);
  useEffect(() => {
    if (spinner) overlay.show(spinner);
    else overlay.hide();
  }, [spinner, overlay]);
  return null;
}

/** The session's dialogs, each open while the machine is in its state. */
export function SessionDialogs() {
  const { send } = AuthContext.useActorRef();
  const loginOpen = AuthContext.useSelector(selectLoginDialogOpen);
  const forgotOpen = AuthContext.useSelector(selectForgotPasswordDialogOpen);
  const verificationOpen = AuthContext.useSelector(selectVerificationDialogOpen);
  const error = AuthContext.useSelector(selectError);
  const busy = AuthContext.useSelector(selectBusy);
  const captchaRound = AuthContext.useSelector(selectCaptchaRound);
  const sendingReset = AuthContext.useSelector(selectSendingResetLink);
  const loginMounted = useOpenedOnce(loginOpen);
  const forgotMounted = useOpenedOnce(forgotOpen);
  const verificationMounted = useOpenedOnce(verificationOpen);
  const close = () => send({ type: 'dialog.close' });
  return (
    <>
      {loginMounted ? (
        <Suspense fallback={null}>
          <LoginDialogView
            open={loginOpen}
            onClose={close}
            error={error}
            busy={busy}
            captchaRound={captchaRound}
            renderCaptcha={renderServerCaptcha}
            onSubmit={(credentials) => send({ type: 'login.submit', credentials })}
            onForgotPassword={() => send({ type: 'forgotPassword.open' })}
          />
        </Suspense>
      ) : null}
      {forgotMounted ? (
        <Suspense fallback={null}>
          <ForgotPasswordDialogView
            open={forgotOpen}
            busy={sendingReset}
            onClose={close}
            onSubmit={(email) => send({ type: 'forgotPassword.submit', email })}
            onBackToLogin={() => send({ type: 'login.open' })}
          />
        </Suspense>
      ) : null}
      {verificationMounted ? (
        <Suspense fallback={null}>
          <VerificationModal open={verificationOpen} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
