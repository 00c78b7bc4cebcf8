// Generated from viziona.yaml by openapi/generate.ts — do not edit.
// Regenerate with `npm run api:gen`.

export const ErrorCodeValues = ["captcha_required","entradas_futuras"] as const;
export const PolicyDocumentValues = ["terminos-y-condiciones","politica-de-privacidad","politica-de-proteccion-de-datos-personales"] as const;
export const SlugPattern = new RegExp("^[a-z0-9-]+$");
export const LocalDateTimePattern = new RegExp("^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$");
export const DeviceValues = ["web"] as const;
export const DocTypeValues = ["CC","CE","PPN","NIT"] as const;
export const DocNumberPattern = new RegExp("^[A-Za-z0-9]{3,20}$");
export const SexValues = ["M","F"] as const;
export const PhonePattern = new RegExp("^\\d{7,15}$");
export const PasswordPattern = new RegExp("^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)[A-Za-z\\d]{8,12}$");
export const BillNumberPattern = new RegExp("^[A-Za-z0-9-]+$");
export const MembershipStateValues = ["usuario con tarjeta activa","usuario sin tarjeta"] as const;
export const PayTypeId = {"tickets":1,"membership":3} as const;
export const PayTypeIdNames = {"1":"Boletería en línea","3":"Membresía Club Vizionarios"} as const;
export const PayStatusId = {"accepted":1,"rejected":2,"pending":3,"failed":4,"refundPending":5,"refunded":6,"closed":7} as const;
export const PayStatusIdNames = {"1":"Aceptada","2":"Rechazada","3":"Pendiente","4":"Fallida","5":"Reembolso pendiente","6":"Reembolsada","7":"Cancelada"} as const;
export const StaffRoleValues = ["admin","programacion","servicio","finanzas","porteria","etica"] as const;
export const TotpCodePattern = new RegExp("^\\d{6}$");
export const RecoveryCodePattern = new RegExp("^[A-Za-z2-7]{4}-?[A-Za-z2-7]{4}-?[A-Za-z2-7]{4}-?[A-Za-z2-7]{4}$");
export const MediaImagePathPattern = new RegExp("^/media/(?!.*\\.\\.)[a-z0-9][a-z0-9._/-]*\\.(png|jpe?g|webp|gif|svg)$");
export const LinkTargetValues = ["_self","_blank"] as const;
export const ContentGroupSlugValues = ["pie-de-pagina-1","pie-de-pagina-2","corporativo","pagina"] as const;
export const ContentSlugPattern = new RegExp("^[a-z0-9]+(-[a-z0-9]+)*$");
export const StaffImageUrlPattern = new RegExp("^/media/[a-z0-9][a-z0-9._/-]*$");
export const PeliculaSlugPattern = new RegExp("^[a-z0-9]+(-[a-z0-9]+)*$");
export const PeliculaEstadoValues = ["en_cartelera","proximo_estreno","retirada"] as const;
export const ClasificacionValues = ["Todos","7 años","12 años","15 años","18 años"] as const;
export const BogotaDatePattern = new RegExp("^\\d{4}-\\d{2}-\\d{2}$");
export const BogotaTimePattern = new RegExp("^([01]\\d|2[0-3]):[0-5]\\d$");
export const ShowtimeFormatValues = ["2D","3D"] as const;
export const ShowtimeVersionValues = ["Doblada","Subtitulada"] as const;
export const FilmTypeValues = ["Estreno","Preventa","Próximamente"] as const;
export const ProgramacionRefusalCodeValues = ["solicitud_invalida","sin_funciones","demasiadas_funciones","pelicula_inexistente","pelicula_retirada","sala_inexistente","funciones_en_conflicto","funcion_inexistente","funcion_cancelada","funcion_terminada","funcion_con_ventas","motivo_requerido"] as const;
export const FuncionConflictKindValues = ["cruce","cruce_en_solicitud","pasada","sin_tarifa"] as const;
