// The Spanish words of the staff accounts: what a person reads when something is refused.

export const STAFF_SIGN_IN_NEEDED = 'Inicia sesión en el área del personal.';
export const STAFF_SESSION_OVER = 'Tu sesión del personal terminó (12 horas, 30 minutos sin uso o un cambio en tu cuenta). Inicia sesión de nuevo.';
export const STAFF_ROLE_REMOVED = 'Un administrador te quitó el rol para esta operación y tu sesión del personal terminó. Si aún tienes otros roles, inicia sesión de nuevo; si necesitas este, pídeselo a un administrador.';
export const STAFF_ROLE_MISSING = 'Tu cuenta del personal no tiene el rol para esta operación.';
export const STAFF_WRONG_CREDENTIALS = 'El correo, la contraseña o el código no son correctos.';
export const STAFF_CODE_REUSED = 'Ese código ya se usó. Espera a que tu aplicación muestre el siguiente.';
export const STAFF_ONE_CODE = 'Escribe el código de tu aplicación de autenticación o un código de recuperación (uno de los dos).';
export const STAFF_ENROLMENT_CODE = 'El código no coincide. Revisa que escaneaste el QR de esta página y escribe el código que muestra tu aplicación.';
export const STAFF_LINK_GONE = 'Este enlace ya se usó o venció. Pide uno nuevo a un administrador.';
export const STAFF_SETUP_LINK = 'Este enlace es para crear el primer administrador: complétalo en la página de configuración.';
export const STAFF_INVITATION_LINK = 'Este enlace es una invitación: acéptala en la página de la invitación.';
export const STAFF_SETUP_DONE = 'Ya existe un administrador del personal: pídele una invitación.';
export const STAFF_EMAIL_TAKEN = 'Ese correo ya pertenece a una persona del personal.';
export const STAFF_NOT_FOUND = 'No encontramos a esa persona del personal.';
export const STAFF_LAST_ADMIN = 'Es el último administrador activo: antes, da el rol admin a otra persona.';
export const STAFF_NO_ROLES = 'Elige al menos un rol.';
export const STAFF_NAME_REQUIRED = 'El nombre es requerido.';
export const STAFF_PASSWORD_RULE = 'La contraseña del personal debe tener de 12 a 128 caracteres.';
export const STAFF_AUDIT_DATES = 'La fecha inicial no puede ser posterior a la final.';

/** "No puedes entregar el rol etica: no lo tienes." */
export const cannotGrant = (roles: readonly string[]) =>
  roles.length === 1 ? `No puedes entregar el rol ${roles[0]}: no lo tienes.` : `No puedes entregar los roles ${roles.join(', ')}: no los tienes.`;
