// Stories of the staff pages from machine states: each machine started with network actors that
// never answer, sent the events that reach the state, and its persisted snapshot handed to the
// page's real container (not hand-set props).
import { createActor, fromPromise, type AnyActorLogic, type EventFromLogic, type InputFrom } from 'xstate';
import type { FuncionCancelled, FuncionCandidate, FuncionesCreated, FuncionesPreview, FuncionesRequest, ProgramacionOptions, StaffEnrolled, StaffFuncion, StaffInvitationView, StaffMe, StaffProduct, StaffTarifas } from '../../openapi';
import { staffConfiteriaMachine } from '../../machines/staff/programacion/confiteria/confiteria.machine';
import { cancelarFuncionMachine } from '../../machines/staff/programacion/cancelar-funcion/cancelar-funcion.machine';
import { programacionMasivaMachine } from '../../machines/staff/programacion/nuevas-funciones/nuevas-funciones.machine';
import { staffBannersMachine } from '../../machines/staff/programacion/banners/banners.machine';
import { staffContentMachine } from '../../machines/staff/programacion/contenidos/contenidos.machine';
import { staffSettingsMachine } from '../../machines/staff/programacion/ajustes/ajustes.machine';
import { staffSalaMachine } from '../../machines/staff/programacion/sala/sala.machine';
import { staffEnrolmentMachine } from '../../machines/staff/enrolment/enrolment.machine';
import { staffPreciosMachine } from '../../machines/staff/programacion/precios/precios.machine';
import { staffSessionMachine } from '../../machines/staff/session/session.machine';
import { staffSignInMachine } from '../../machines/staff/signin/signin.machine';
import { staffPeliculaMachine } from '../../machines/staff/programacion/pelicula/pelicula.machine';

const never = fromPromise(() => new Promise<never>(() => {}));

export const storyEnrolmentMachine = staffEnrolmentMachine.provide({ actors: { readStaffInvitation: never, completeStaffSetup: never, acceptStaffInvitation: never } as never });
export const storySignInMachine = staffSignInMachine.provide({ actors: { staffSignIn: never } as never });
export const storyContentMachine = staffContentMachine.provide({ actors: { previewContent: never, createContent: never, updateContent: never } as never });
export const storySettingsMachine = staffSettingsMachine.provide({ actors: { listStaffSettings: never, changeStaffSettings: never } as never });
export const storySalaMachine = staffSalaMachine.provide({ actors: { getSala: never, updateSala: never } as never });
export const storyBannersMachine = staffBannersMachine.provide({
  actors: { listStaffBanners: never, createBanner: never, updateBanner: never, deleteBanner: never, reorderBanners: never } as never,
});
export const storySessionMachine = staffSessionMachine.provide({ actors: { getStaffMe: never, staffSignOut: never } as never });
export const storyPreciosMachine = staffPreciosMachine.provide({ actors: { changeStaffRoomTarifas: never, changeStaffServiceFees: never, changeStaffMembershipPrice: never } as never });
export const storyConfiteriaMachine = staffConfiteriaMachine.provide({ actors: { createStaffProduct: never, changeStaffProduct: never } as never });
export const storyPeliculaMachine = staffPeliculaMachine.provide({ actors: { uploadStaffImage: never, createPelicula: never, updatePelicula: never } as never });
export const storyWizardMachine = programacionMasivaMachine.provide({ actors: { getProgramacionOptions: never, previewFunciones: never, createFunciones: never } as never });
export const storyCancelMachine = cancelarFuncionMachine.provide({ actors: { cancelFuncion: never } as never });

/** An event of the machine, or an actor's answer (`xstate.done.actor.<id>`, `xstate.error.actor.<id>`). */
export type StoryEvent<L extends AnyActorLogic> = EventFromLogic<L> | { type: `xstate.${string}`; [key: string]: unknown };

/** The persisted snapshot of `logic` after these events. */
export function snapshotAfter<L extends AnyActorLogic>(logic: L, events: StoryEvent<L>[], input?: InputFrom<L>) {
  const actor = createActor(logic, { input } as never).start();
  for (const event of events) actor.send(event as never);
  const snapshot = actor.getPersistedSnapshot();
  actor.stop();
  return snapshot;
}

/** What the server answers, as src/api's client throws it. */
export const refusedWith = (status: number, message: string) => Object.assign(new Error(message), { name: 'ApiError', status });

// A 1×1 PNG stands in for the server's QR code.
const qr = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNgAAAAAgABSK+kcQAAAABJRU5ErkJggg==';
export const storySetupLink: StaffInvitationView = {
  kind: 'setup', email: null, name: null, roles: [], expires_at: '2026-11-22T10:00:00',
  enrolment: { uri: 'otpauth://totp/Viziona:personal?issuer=Viziona&secret=JBSWY3DPEHPK3PXP', qr, secret: 'JBSWY3DPEHPK3PXP' },
};
export const storyInvitation: StaffInvitationView = { ...storySetupLink, kind: 'invitation', email: 'luis@viziona.com.co', name: 'Luis Pérez', roles: ['porteria', 'servicio'] };
export const storyEnrolled: StaffEnrolled = {
  person: { id: 1, email: 'ana@viziona.com.co', name: 'Ana Gómez', roles: ['admin', 'programacion', 'servicio', 'finanzas', 'porteria', 'etica'], active: true, created_at: '2026-11-20T10:00:00' },
  recovery_codes: ['ABCD-EFGH-JKLM-NPQR', 'BCDE-FGHJ-KLMN-PQRS', 'CDEF-GHJK-LMNP-QRST', 'DEFG-HJKL-MNPQ-RSTU', 'EFGH-JKLM-NPQR-STUV', 'FGHJ-KLMN-PQRS-TUVW', 'GHJK-LMNP-QRST-UVWX', 'HJKL-MNPQ-RSTU-VWXY', 'JKLM-NPQR-STUV-WXYZ', 'KLMN-PQRS-TUVW-XYZ2'],
  expires_at: '2026-11-20T22:00:00',
};
export const storyMe: StaffMe = { person: storyEnrolled.person, recovery_codes_left: 10 };

const tarifa = (id: number, zone_id: number, zona: string, format: '2D' | '3D', valor: number, club_valor: number) => ({ id, zone_id, zona, codigo: `${zona.slice(0, 3).toUpperCase()}${format}`, format, descripcion: `${zona} ${format}`, valor, club_valor, cliente_frecuente: true });
export const storyTarifas: StaffTarifas = {
  salas: [
    { id: 1, name: 'Sala 1', tarifas: [tarifa(1, 1, 'General', '2D', 12_000, 11_200), tarifa(2, 2, 'Preferencial', '2D', 18_000, 14_400), tarifa(3, 1, 'General', '3D', 15_000, 13_000)] },
    { id: 2, name: 'Sala VIP', tarifas: [tarifa(4, 3, 'VIP', '2D', 28_000, 24_000)] },
  ],
  servicio: { ticket_servicio: 2500, confiteria_servicio: 1000 },
  membresia: { valor: 60_000, servicio: 3_000 },
};
export const storyProducts: StaffProduct[] = [
  {
    id: 1, codigo: 'A001', descripcion: 'Combo Personal', tipo: 'A', cantidad: 1, cinefan_plus: false, precio_general: 19_000, precio_otro_pago: 16_000, disponible: true, image: '/media/confiteria/combo-personal.png',
    receta: [
      { id: 1, codigo: 'SABOR', nombre: 'Sabor de las crispetas', cantidad: 1, opciones: [{ id: 1, codigo: 'SAL', descripcion: 'Crispetas de sal' }, { id: 2, codigo: 'CAR', descripcion: 'Crispetas de caramelo' }] },
      { id: 2, codigo: 'BEBIDA', nombre: 'Bebida', cantidad: 1, opciones: [{ id: 3, codigo: 'COLA', descripcion: 'Gaseosa cola' }] },
    ],
  },
  { id: 2, codigo: 'P010', descripcion: 'Agua', tipo: 'P', cantidad: 1, cinefan_plus: false, precio_general: 5_000, precio_otro_pago: 4_500, disponible: false, image: '/media/confiteria/agua.png', receta: [] },
  { id: 3, codigo: 'C100', descripcion: 'Combo CineFan', tipo: 'A', cantidad: 1, cinefan_plus: true, precio_general: 25_000, precio_otro_pago: 20_000, disponible: true, image: '/media/confiteria/combo-cinefan.png', receta: [{ id: 4, codigo: 'BEBIDA', nombre: 'Bebida', cantidad: 2, opciones: [{ id: 5, codigo: 'COLA', descripcion: 'Gaseosa cola' }] }] },
];
// The programming desk.
export const storyOptions: ProgramacionOptions = {
  films: [
    { id: 4, title: 'La última función', slug: 'la-ultima-funcion', duration: 120, type: 'Estreno', date_release: '2026-11-01' },
    { id: 7, title: 'Noches de Bogotá', slug: 'noches-de-bogota', duration: 98, type: 'Estreno', date_release: '2026-11-13' },
  ],
  rooms: [
    { id: 1, name: 'Sala 1', slug: 'sala-1', theater: { id: 1, name: 'Viziona' }, formats: ['2D', '3D'] },
    { id: 2, name: 'Sala 2', slug: 'sala-2', theater: { id: 1, name: 'Viziona' }, formats: ['2D'] },
  ],
  formats: ['2D', '3D'],
  versions: ['Doblada', 'Subtitulada'],
  cleaning_minutes: 20,
  max_funciones: 2000,
  max_days: 366,
  max_list_days: 31,
};
export const storySolicitud: FuncionesRequest = { film_id: 4, room_ids: [1], from: '2026-11-30', to: '2026-12-02', weekdays: [1, 2, 3, 4, 5, 6, 7], times: ['19:00'], format: '2D', version: 'Subtitulada' };
const candidate = (date: string, conflicts: FuncionCandidate['conflicts'] = []): FuncionCandidate => ({
  room_id: 1, room_name: 'Sala 1', date, time: '19:00', starts_at: `${date}T19:00:00-05:00`, ends_at: `${date}T21:00:00-05:00`, free_at: `${date}T21:20:00-05:00`, conflicts,
});
const previewOf = (funciones: FuncionCandidate[]): FuncionesPreview => ({
  film: { id: 4, title: 'La última función', duration: 120 }, format: '2D', version: 'Subtitulada', cleaning_minutes: 20,
  count: funciones.length, conflicted: funciones.filter((f) => f.conflicts.length > 0).length, funciones,
});
export const storyCross = 'Sala 1, martes 1 de diciembre de 2026, 19:00: se cruza con la función 812 de Dune (18:00, sala libre a las 20:55).';
export const storyPreview = previewOf([candidate('2026-11-30'), candidate('2026-12-01'), candidate('2026-12-02')]);
export const storyConflicted = previewOf([candidate('2026-11-30'), candidate('2026-12-01', [{ kind: 'cruce', funcion_id: 812, message: storyCross }]), candidate('2026-12-02')]);
export const storyCreated: FuncionesCreated = {
  film: { id: 4, title: 'La última función' }, format: '2D', version: 'Subtitulada', count: 3,
  funciones: storyPreview.funciones.map((f, i) => ({ id: 1001 + i, room_id: 1, starts_at: f.starts_at, date: f.date, time: f.time })),
};
export const storyFunciones: StaffFuncion[] = [
  {
    id: 812, film: { id: 4, title: 'La última función', slug: 'la-ultima-funcion', duration: 120 }, room: { id: 1, name: 'Sala 1' },
    starts_at: '2026-12-01T19:00:00-05:00', ends_at: '2026-12-01T21:00:00-05:00', date: '2026-12-01', time: '19:00', format: '2D', version: 'Subtitulada',
    seats: { sold: 2, held: 1 }, cancelled: null,
  },
  {
    id: 813, film: { id: 7, title: 'Noches de Bogotá', slug: 'noches-de-bogota', duration: 98 }, room: { id: 2, name: 'Sala 2' },
    starts_at: '2026-12-01T21:30:00-05:00', ends_at: '2026-12-01T23:08:00-05:00', date: '2026-12-01', time: '21:30', format: '2D', version: 'Doblada',
    seats: { sold: 0, held: 0 }, cancelled: { at: '2026-11-29T10:00:00-05:00', reason: 'Mantenimiento de la sala.' },
  },
];
export const storyCancelled: FuncionCancelled = {
  funcion: { id: 812, film_id: 4, room_id: 1, starts_at: '2026-12-01T19:00:00-05:00' },
  cancelled: { at: '2026-11-30T10:00:00-05:00', reason: 'Falla del proyector de la sala.' },
  refunds: [{ bill_id: 55, number: '0000055', from: 1, to: 5 }, { bill_id: 56, number: '0000056', from: 1, to: 5 }],
  closed: [],
  freed_holds: 1,
};
