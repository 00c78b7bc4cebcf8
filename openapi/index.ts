// The Viziona API contract: the generated types, the path of the yaml, and one alias per schema.
// Imported by machines/, src/ (types only) and server/. No runtime imports besides node:path/node:url.

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { components } from './types.gen.ts';

export type { paths, components, operations } from './types.gen.ts';

/** Absolute path of openapi/viziona.yaml. */
export const specPath: string = path.join(path.dirname(fileURLToPath(import.meta.url)), 'viziona.yaml');

/** Alias of the `Error` schema that does not shadow the global `Error`. */
export type ApiError = components['schemas']['Error'];

// Shared
export type Error = components['schemas']['Error'];
export type ErrorCode = components['schemas']['ErrorCode'];
export type Message = components['schemas']['Message'];
export type Id = components['schemas']['Id'];
export type Slug = components['schemas']['Slug'];
export type Money = components['schemas']['Money'];
export type ImageUrl = components['schemas']['ImageUrl'];
export type LocalDateTime = components['schemas']['LocalDateTime'];
export type Device = components['schemas']['Device'];
export type DocType = components['schemas']['DocType'];
export type DocNumber = components['schemas']['DocNumber'];
export type Sex = components['schemas']['Sex'];
export type Phone = components['schemas']['Phone'];
export type Email = components['schemas']['Email'];
export type PersonName = components['schemas']['PersonName'];
export type Password = components['schemas']['Password'];
export type BillNumber = components['schemas']['BillNumber'];

// Account
export type User = components['schemas']['User'];
export type Session = components['schemas']['Session'];
export type RegisterRequest = components['schemas']['RegisterRequest'];
export type LoginRequest = components['schemas']['LoginRequest'];
export type ProfileUpdateRequest = components['schemas']['ProfileUpdateRequest'];
export type MembershipStatus = components['schemas']['MembershipStatus'];
export type MembershipState = components['schemas']['MembershipState'];
export type ForgotPasswordRequest = components['schemas']['ForgotPasswordRequest'];
export type NewPasswordRequest = components['schemas']['NewPasswordRequest'];
export type RegisterToken = components['schemas']['RegisterToken'];
export type VerificationCodeRequest = components['schemas']['VerificationCodeRequest'];
export type VerificationResult = components['schemas']['VerificationResult'];

// Content
export type ContentItem = components['schemas']['ContentItem'];
export type ContentPage = components['schemas']['ContentPage'];
export type Banner = components['schemas']['Banner'];
export type GalleryImage = components['schemas']['GalleryImage'];
export type Setting = components['schemas']['Setting'];
export type SettingList = components['schemas']['SettingList'];

// Catalogue
export type DateOption = components['schemas']['DateOption'];
export type DateList = components['schemas']['DateList'];
export type Showtime = components['schemas']['Showtime'];
export type Movie = components['schemas']['Movie'];
export type MovieList = components['schemas']['MovieList'];
export type MovieSummary = components['schemas']['MovieSummary'];
export type MovieShowtimes = components['schemas']['MovieShowtimes'];
export type Room = components['schemas']['Room'];
export type RoomShowtimes = components['schemas']['RoomShowtimes'];
export type ConfectioneryItem = components['schemas']['ConfectioneryItem'];
export type RecipeOption = components['schemas']['RecipeOption'];
export type RecipeGroup = components['schemas']['RecipeGroup'];
export type ScorePrice = components['schemas']['ScorePrice'];
export type ScoreProduct = components['schemas']['ScoreProduct'];
export type PaymentMethod = components['schemas']['PaymentMethod'];
export type PayBrand = components['schemas']['PayBrand'];
export type PayBrandList = components['schemas']['PayBrandList'];
export type Bank = components['schemas']['Bank'];

// Purchase
export type Consecutive = components['schemas']['Consecutive'];
export type PriceLocation = components['schemas']['PriceLocation'];
export type LayoutSeat = components['schemas']['LayoutSeat'];
export type ShowtimeRoom = components['schemas']['ShowtimeRoom'];
export type SeatStatus = components['schemas']['SeatStatus'];
export type RowStatus = components['schemas']['RowStatus'];
export type SeatStreamSnapshot = components['schemas']['SeatStreamSnapshot'];
export type SeatStreamDelta = components['schemas']['SeatStreamDelta'];
export type SeatChange = components['schemas']['SeatChange'];
export type SelectedSeat = components['schemas']['SelectedSeat'];
export type ReserveRequest = components['schemas']['ReserveRequest'];
export type Reservation = components['schemas']['Reservation'];
export type BestAvailableRequest = components['schemas']['BestAvailableRequest'];
export type LoneSeatMode = components['schemas']['LoneSeatMode'];
export type SalaSeatRulesChange = components['schemas']['SalaSeatRulesChange'];
export type SalaSeatRules = components['schemas']['SalaSeatRules'];
export type StaffSala = components['schemas']['StaffSala'];
export type CancelReservationRequest = components['schemas']['CancelReservationRequest'];
export type PurchaseQuoteRequest = components['schemas']['PurchaseQuoteRequest'];
export type PurchaseQuoteTicket = components['schemas']['PurchaseQuoteTicket'];
export type PurchaseQuoteProduct = components['schemas']['PurchaseQuoteProduct'];
export type PurchaseQuote = components['schemas']['PurchaseQuote'];

// Payment
export type PayType = components['schemas']['PayType'];
export type PayStatus = components['schemas']['PayStatus'];
export type PayStatusId = components['schemas']['PayStatusId'];
export type PayTypeId = components['schemas']['PayTypeId'];
export type PurchaseProduct = components['schemas']['PurchaseProduct'];
export type CardPaymentRequest = components['schemas']['CardPaymentRequest'];
export type PsePaymentRequest = components['schemas']['PsePaymentRequest'];
export type PaymentResult = components['schemas']['PaymentResult'];
export type PsePaymentResult = components['schemas']['PsePaymentResult'];
export type PayResponseStatus = components['schemas']['PayResponseStatus'];
export type EpaycoConfirmation = components['schemas']['EpaycoConfirmation'];
export type Theater = components['schemas']['Theater'];
export type BillShowtime = components['schemas']['BillShowtime'];
export type BillProduct = components['schemas']['BillProduct'];
export type BillSeat = components['schemas']['BillSeat'];
export type Bill = components['schemas']['Bill'];
export type TicketCode = components['schemas']['TicketCode'];
export type TicketSigningKey = components['schemas']['TicketSigningKey'];
export type Ticket = components['schemas']['Ticket'];

// Forms
export type CaptchaChallenge = components['schemas']['CaptchaChallenge'];
export type PqrsRequest = components['schemas']['PqrsRequest'];
export type PqrsReceipt = components['schemas']['PqrsReceipt'];
export type EthicsReportRequest = components['schemas']['EthicsReportRequest'];
export type EthicsReceipt = components['schemas']['EthicsReceipt'];

// System
export type Health = components['schemas']['Health'];
export type DevMail = components['schemas']['DevMail'];
export type DevMailAttachment = components['schemas']['DevMailAttachment'];

// Staff
export type StaffRole = components['schemas']['StaffRole'];
export type StaffRoles = components['schemas']['StaffRoles'];
export type StaffPassword = components['schemas']['StaffPassword'];
export type TotpCode = components['schemas']['TotpCode'];
export type RecoveryCode = components['schemas']['RecoveryCode'];
export type StaffLinkToken = components['schemas']['StaffLinkToken'];
export type StaffSetupStatus = components['schemas']['StaffSetupStatus'];
export type StaffSetupRequest = components['schemas']['StaffSetupRequest'];
export type StaffAcceptRequest = components['schemas']['StaffAcceptRequest'];
export type StaffName = components['schemas']['StaffName'];
export type TotpEnrolment = components['schemas']['TotpEnrolment'];
export type StaffInvitationView = components['schemas']['StaffInvitationView'];
export type StaffInvitationRequest = components['schemas']['StaffInvitationRequest'];
export type StaffInvitation = components['schemas']['StaffInvitation'];
export type StaffPerson = components['schemas']['StaffPerson'];
export type StaffList = components['schemas']['StaffList'];
export type StaffEnrolled = components['schemas']['StaffEnrolled'];
export type StaffSignInRequest = components['schemas']['StaffSignInRequest'];
export type StaffSession = components['schemas']['StaffSession'];
export type StaffMe = components['schemas']['StaffMe'];
export type StaffRolesChange = components['schemas']['StaffRolesChange'];
export type AuditEntry = components['schemas']['AuditEntry'];
export type AuditPage = components['schemas']['AuditPage'];

// Staff: programación
export type BogotaDate = components['schemas']['BogotaDate'];
export type BogotaTime = components['schemas']['BogotaTime'];
export type Instant = components['schemas']['Instant'];
export type ShowtimeFormat = components['schemas']['ShowtimeFormat'];
export type ShowtimeVersion = components['schemas']['ShowtimeVersion'];
export type FilmType = components['schemas']['FilmType'];
export type Weekday = components['schemas']['Weekday'];
export type ProgramacionRefusalCode = components['schemas']['ProgramacionRefusalCode'];
export type FuncionConflictKind = components['schemas']['FuncionConflictKind'];
export type FuncionConflict = components['schemas']['FuncionConflict'];
export type ProgramacionError = components['schemas']['ProgramacionError'];
export type ProgramacionFilm = components['schemas']['ProgramacionFilm'];
export type ProgramacionRoom = components['schemas']['ProgramacionRoom'];
export type ProgramacionOptions = components['schemas']['ProgramacionOptions'];
export type FuncionesRequest = components['schemas']['FuncionesRequest'];
export type FuncionCandidate = components['schemas']['FuncionCandidate'];
export type FuncionesPreview = components['schemas']['FuncionesPreview'];
export type FuncionCreated = components['schemas']['FuncionCreated'];
export type FuncionesCreated = components['schemas']['FuncionesCreated'];
export type StaffFuncion = components['schemas']['StaffFuncion'];
export type StaffFuncionList = components['schemas']['StaffFuncionList'];
export type FuncionMove = components['schemas']['FuncionMove'];
export type FuncionValues = components['schemas']['FuncionValues'];
export type FuncionDeleted = components['schemas']['FuncionDeleted'];
export type FuncionCancelRequest = components['schemas']['FuncionCancelRequest'];
export type FuncionBillChange = components['schemas']['FuncionBillChange'];
export type FuncionCancelled = components['schemas']['FuncionCancelled'];
export type StaffImageUpload = components['schemas']['StaffImageUpload'];
export type StaffImage = components['schemas']['StaffImage'];
export type StaffImageUrl = components['schemas']['StaffImageUrl'];
export type PeliculaSlug = components['schemas']['PeliculaSlug'];
export type PeliculaEstado = components['schemas']['PeliculaEstado'];
export type Clasificacion = components['schemas']['Clasificacion'];
export type StaffPeliculaInput = components['schemas']['StaffPeliculaInput'];
export type StaffPelicula = components['schemas']['StaffPelicula'];
export type StaffPeliculaList = components['schemas']['StaffPeliculaList'];
// Staff: the programming desk's prices and confitería
export type StaffTarifa = components['schemas']['StaffTarifa'];
export type StaffRoomTarifas = components['schemas']['StaffRoomTarifas'];
export type StaffServiceFees = components['schemas']['StaffServiceFees'];
export type StaffMembershipPrice = components['schemas']['StaffMembershipPrice'];
export type StaffTarifas = components['schemas']['StaffTarifas'];
export type StaffTarifaChange = components['schemas']['StaffTarifaChange'];
export type StaffTarifasChange = components['schemas']['StaffTarifasChange'];
export type StaffRecipeOption = components['schemas']['StaffRecipeOption'];
export type StaffRecipeGroup = components['schemas']['StaffRecipeGroup'];
export type StaffProductInput = components['schemas']['StaffProductInput'];
export type StaffProduct = components['schemas']['StaffProduct'];
export type StaffProductList = components['schemas']['StaffProductList'];
// Staff: programming desk's settings, banners and content
export type MediaImagePath = components['schemas']['MediaImagePath'];
export type NullableMediaImagePath = components['schemas']['NullableMediaImagePath'];
export type NullableSiteLink = components['schemas']['NullableSiteLink'];
export type LinkTarget = components['schemas']['LinkTarget'];
export type StaffPopup = components['schemas']['StaffPopup'];
export type StaffSettings = components['schemas']['StaffSettings'];
export type StaffSettingsChange = components['schemas']['StaffSettingsChange'];
export type StaffBanner = components['schemas']['StaffBanner'];
export type StaffBannerInput = components['schemas']['StaffBannerInput'];
export type StaffOrder = components['schemas']['StaffOrder'];
export type ContentGroupSlug = components['schemas']['ContentGroupSlug'];
export type StaffContentOrder = components['schemas']['StaffContentOrder'];
export type ContentSlug = components['schemas']['ContentSlug'];
export type StaffContentInput = components['schemas']['StaffContentInput'];
export type StaffContent = components['schemas']['StaffContent'];
export type ContentPreview = components['schemas']['ContentPreview'];

// Ticket signing keys and the door (issue 28)
export type TicketKeyState = components['schemas']['TicketKeyState'];
export type TicketPublishedKey = components['schemas']['TicketPublishedKey'];
export type TicketSigningKeyList = components['schemas']['TicketSigningKeyList'];
export type StaffTicketKey = components['schemas']['StaffTicketKey'];
export type StaffTicketKeyList = components['schemas']['StaffTicketKeyList'];
export type IngresoResult = components['schemas']['IngresoResult'];
export type PorteriaWindow = components['schemas']['PorteriaWindow'];
export type PorteriaDevice = components['schemas']['PorteriaDevice'];
export type PorteriaCursor = components['schemas']['PorteriaCursor'];
export type PorteriaDoor = components['schemas']['PorteriaDoor'];
export type PorteriaOptions = components['schemas']['PorteriaOptions'];
export type PorteriaFuncion = components['schemas']['PorteriaFuncion'];
export type PorteriaRevocation = components['schemas']['PorteriaRevocation'];
export type PorteriaCheckin = components['schemas']['PorteriaCheckin'];
export type PorteriaSync = components['schemas']['PorteriaSync'];
export type IngresoScan = components['schemas']['IngresoScan'];
export type IngresoBatch = components['schemas']['IngresoBatch'];
export type IngresoTicket = components['schemas']['IngresoTicket'];
export type IngresoPrevious = components['schemas']['IngresoPrevious'];
export type IngresoScanResult = components['schemas']['IngresoScanResult'];
export type IngresoBatchResult = components['schemas']['IngresoBatchResult'];
export type IngresoEnVivoPedido = components['schemas']['IngresoEnVivoPedido'];
export type IngresoEnVivoRespuesta = components['schemas']['IngresoEnVivoRespuesta'];
export type IngresoUndoRequest = components['schemas']['IngresoUndoRequest'];
export type IngresoUndone = components['schemas']['IngresoUndone'];
export type DuplicadoIngreso = components['schemas']['DuplicadoIngreso'];
export type DuplicadoOffline = components['schemas']['DuplicadoOffline'];
export type DuplicadoOfflineList = components['schemas']['DuplicadoOfflineList'];
// Staff: the service desk's PQRS inbox and the ethics line's (issue 29)
export type ServicioEstado = components['schemas']['ServicioEstado'];
export type ServicioPlazo = components['schemas']['ServicioPlazo'];
export type ServicioPersona = components['schemas']['ServicioPersona'];
export type ServicioAdjunto = components['schemas']['ServicioAdjunto'];
export type ServicioNota = components['schemas']['ServicioNota'];
export type ServicioEvento = components['schemas']['ServicioEvento'];
export type ServicioRespuesta = components['schemas']['ServicioRespuesta'];
export type ServicioCierre = components['schemas']['ServicioCierre'];
export type ServicioProrroga = components['schemas']['ServicioProrroga'];
export type ServicioPqrsSummary = components['schemas']['ServicioPqrsSummary'];
export type ServicioPqrsPage = components['schemas']['ServicioPqrsPage'];
export type ServicioPqrs = components['schemas']['ServicioPqrs'];
export type ServicioNotaInput = components['schemas']['ServicioNotaInput'];
export type ServicioEstadoCambio = components['schemas']['ServicioEstadoCambio'];
export type ServicioAsignacion = components['schemas']['ServicioAsignacion'];
export type ServicioProrrogaInput = components['schemas']['ServicioProrrogaInput'];
export type ServicioRespuestaInput = components['schemas']['ServicioRespuestaInput'];
export type DiaNoHabil = components['schemas']['DiaNoHabil'];
export type DiaNoHabilInput = components['schemas']['DiaNoHabilInput'];
export type EticaReporteSummary = components['schemas']['EticaReporteSummary'];
export type EticaReportePage = components['schemas']['EticaReportePage'];
export type EticaReporte = components['schemas']['EticaReporte'];
// Mis datos (issue 32)
export type PolicyDocument = components['schemas']['PolicyDocument'];
export type Autorizacion = components['schemas']['Autorizacion'];
export type PendingPolicy = components['schemas']['PendingPolicy'];
export type AcceptPoliciesRequest = components['schemas']['AcceptPoliciesRequest'];
export type DeleteAccountRequest = components['schemas']['DeleteAccountRequest'];
export type SessionsClosed = components['schemas']['SessionsClosed'];
export type SesionActiva = components['schemas']['SesionActiva'];
export type PqrsEnviada = components['schemas']['PqrsEnviada'];
export type MisDatos = components['schemas']['MisDatos'];
// Staff: the finance desk's refunds and daily sales
export type FinancePesos = components['schemas']['FinancePesos'];
export type FinanceCount = components['schemas']['FinanceCount'];
export type StaffRefundItem = components['schemas']['StaffRefundItem'];
export type StaffRefundList = components['schemas']['StaffRefundList'];
export type StaffRefundRequest = components['schemas']['StaffRefundRequest'];
export type StaffRefundDone = components['schemas']['StaffRefundDone'];
export type SalesFigures = components['schemas']['SalesFigures'];
export type SalesDay = components['schemas']['SalesDay'];
export type SalesRow = components['schemas']['SalesRow'];
export type SalesReport = components['schemas']['SalesReport'];
