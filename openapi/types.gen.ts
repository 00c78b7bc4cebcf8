// Generated from viziona.yaml by openapi/generate.ts — do not edit.
// Regenerate with `npm run api:gen`.

export interface paths {
    "/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Registrar un usuario
         * @description Crea la cuenta e inicia sesión. El correo se guarda en minúsculas.
         */
        post: operations["register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Iniciar sesión */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Cerrar sesión
         * @description Revoca el token de la sesión actual.
         */
        get: operations["logout"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Perfil del usuario */
        get: operations["getProfile"];
        /**
         * Actualizar el perfil
         * @description Actualiza los datos personales y, si se envía, la contraseña. `email`, `doc_type` y `doc_number` se aceptan en el cuerpo pero no se pueden cambiar: se ignoran aunque difieran.
         */
        put: operations["updateProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/membership-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Estado de la membresía Club Vizionarios
         * @description Lista con un elemento; el cliente lee el primero.
         */
        get: operations["getMembershipStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/purchases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Historial de compras */
        get: operations["listPurchases"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/purchases/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Una compra del usuario */
        get: operations["getPurchase"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Mis Compras (tickets del usuario)
         * @description Compras de boletas del usuario con su función, para la grilla 'Mis Compras' (póster, título, fecha, hora, estado y medio de pago, factura), la más reciente primero: las aceptadas enlazan a /ticket/{bill}, las demás a /pay-status/{pay_method}/{bill}. Solo las propias. Ruta elegida por nosotros: el spec no la muestra.
         */
        get: operations["listMyTickets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/mis-datos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Mis datos
         * @description Lo que el sitio guarda de la persona con sesión, en palabras claras: perfil, sesiones, compras y tickets, membresía, PQRS enviadas con su correo, autorizaciones dadas y las versiones nuevas de los términos o la política de privacidad que aún no ha aceptado. Solo los propios.
         */
        get: operations["getMisDatos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/mis-datos/descarga": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Descargar mis datos
         * @description Todos los datos de la persona con sesión como archivo: `json` (los mismos de getMisDatos) o `html` (un resumen legible para imprimir o guardar), hecho en el servidor, con `Content-Disposition: attachment`. A lo sumo 5 descargas por hora y cuenta (la clave es la cuenta de la sesión, no la dirección ni nada que el cliente escriba).
         */
        get: operations["downloadMisDatos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/sessions/cerrar-otras": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cerrar las demás sesiones
         * @description Cierra todas las sesiones de la cuenta menos la de esta petición.
         */
        post: operations["closeOtherSessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/autorizaciones": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Aceptar las versiones nuevas de los términos y la política
         * @description Registra que la persona aceptó estas versiones (las que se le mostraron), con la hora de la base de datos y su dirección. Una versión que ya no es la publicada responde 409: hay que leer la nueva.
         */
        post: operations["acceptPolicies"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/borrar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Eliminar la cuenta
         * @description Con la contraseña, cierra la cuenta de inmediato: termina todas sus sesiones, el correo puede registrarse de nuevo y los datos personales se borran o anonimizan, salvo lo que la ley obliga a conservar (las facturas, cinco años, con el nombre y el documento del comprador). La membresía activa se pierde. Con un pago en proceso responde 409; con entradas sin usar para funciones que no han pasado responde 409 con `code: entradas_futuras` hasta que se envíe `perder_entradas: true`. Se envía un correo de confirmación.
         */
        post: operations["deleteAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/forgot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Solicitar el restablecimiento de la contraseña
         * @description Responde lo mismo exista o no el correo, para no revelar cuentas.
         */
        post: operations["forgotPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/update-password/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restablecer la contraseña con el código del correo */
        post: operations["updatePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/token/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Token de registro ('no soy un robot') */
        post: operations["createRegisterToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Enviar un código de verificación al correo */
        post: operations["sendVerificationCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/code/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Validar el código de verificación
         * @description Con un código válido el correo queda verificado y se devuelve el usuario actualizado.
         */
        post: operations["validateVerificationCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/content-types/{type}/contents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Contenidos de un grupo
         * @description Grupos del pie de página ('pie-de-pagina-1', 'pie-de-pagina-2'). Un grupo desconocido da una lista vacía.
         */
        get: operations["listContentsByType"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contents/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Página de contenido por id */
        get: operations["getContent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contents/slug/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Página de contenido por slug
         * @description Para /pagina/{slug} (términos, privacidad, términos del club…). Ruta elegida por nosotros: el spec no la muestra.
         */
        get: operations["getContentBySlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/corporate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Secciones corporativas
         * @description Las seis secciones (corporativo, alquiler-de-sala, bonos, bonos-de-regalo, activacion, branding) en ese orden. Ruta elegida por nosotros: el spec no la muestra.
         */
        get: operations["listCorporateContents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/corporate/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Una sección corporativa
         * @description Ruta elegida por nosotros: el spec no la muestra.
         */
        get: operations["getCorporateContent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/banners/web": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Banners del carrusel de inicio */
        get: operations["listBanners"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/galleries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Galería de imágenes (activaciones) */
        get: operations["listGalleries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Configuración del sitio */
        get: operations["getSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dates/{theater}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Fechas con funciones */
        get: operations["listDates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/movies/theater/{theater}/showtimes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Cartelera del día con funciones
         * @description Películas con sus funciones de la fecha; sin `date`, la primera fecha con funciones.
         */
        get: operations["listTheaterShowtimes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/movies/theater/{theater}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Películas en cartelera del teatro */
        get: operations["listTheaterMovies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/movies/releases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Próximos estrenos */
        get: operations["listReleases"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/movies/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Detalle de una película */
        get: operations["getMovie"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/movies/theater/{theater}/{slug}/showtimes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fechas y funciones de una película
         * @description Sin `date`, las funciones de la primera fecha con funciones.
         */
        get: operations["getMovieShowtimes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/room-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Salas */
        get: operations["listRooms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/room-details/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Detalle de una sala */
        get: operations["getRoom"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/room-details/{theater}/{slug}/showtimes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Cartelera de una sala
         * @description Sin `date`, la primera fecha con funciones en la sala.
         */
        get: operations["listRoomShowtimes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/confectioneries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Productos de confitería (vitrina) */
        get: operations["listConfectioneries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/confectioneries/{categoryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Productos de confitería de una categoría
         * @description El sitio pide la categoría 2 (`confectioneries/2`). Una categoría sin productos da una lista vacía.
         */
        get: operations["listConfectioneriesByCategory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/confectioneries/score/{theater}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Productos y combos a la venta en línea */
        get: operations["listScoreProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pay-brands": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Marcas de pago */
        get: operations["listPayBrands"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/epayco/banks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Bancos PSE */
        get: operations["listBanks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/score/consecutive/{theaterId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Nuevo consecutivo de compra
         * @description Abre una compra: cada llamada entrega un consecutivo nuevo (`Secuencia`) ligado al usuario con sesión, y su `keyPay`. Toda llamada posterior de la compra (reservar, liberar, cotizar, pagar) nombra el consecutivo: uno de otro usuario responde 403 'Esta compra no te pertenece.'; uno que ya tiene factura, 409 'Esta compra ya tiene un pago registrado.' (al reservar, liberar y cotizar). `keyPay` la calcula el servidor (HMAC-SHA256 en base64url sobre `"<userId>.<Secuencia>"` con una clave que guarda la base de datos) y el cliente solo la devuelve al pagar: nunca la construye.
         */
        get: operations["getConsecutive"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/room/{showtimeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sala de una función (precios y plano)
         * @description Pública; con sesión, `prices` marca los precios del club según la membresía del usuario. `started` lo decide el reloj de la base de datos (el mismo para todos los procesos del servidor), como el rechazo de `reserveSeats` en una función que ya empezó. `maxSeats` es el menor entre la configuración `maximo_entradas` y el máximo propio de la sala (cuando lo tiene): una sala puede bajar el límite de la cadena, nunca subirlo.
         */
        get: operations["getShowtimeRoom"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/room/{showtimeId}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Estado de las sillas de una función
         * @description Pública; con sesión, las sillas retenidas por la reserva del propio usuario salen como 'R'. Una retención vencida cuenta como libre ('S') desde el instante en que vence, con la misma regla y el mismo reloj (el de la base de datos) con que se toman las sillas; las sillas en pago o vendidas salen 'O', las retenidas por otra compra 'B', los pasillos 'B'. Lectura barata pensada para refrescarse a menudo.
         */
        get: operations["getShowtimeRoomStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/room/{showtimeId}/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Cambios de las sillas de una función, en vivo (Server-Sent Events)
         * @description Pública; con sesión (la cookie viaja con `EventSource`), las sillas retenidas por la propia reserva salen como 'R' y `holdEndsAt` dice cuándo vence esa retención. Al conectarse llega un evento `snapshot` (el estado de todas las sillas y su `version`); luego eventos `delta` con `id: <version>` y solo las sillas que cambiaron desde `from`. Las versiones solo crecen: un navegador descarta un `delta` cuyo `version` no supera el suyo y pide otro `snapshot` (reconectando) cuando `from` no es su versión. Al reconectar con `Last-Event-ID`, el servidor envía los `delta` desde esa versión si aún los guarda; si no (o si el valor no es un número o es del futuro), un `snapshot` nuevo. Cada 15 s llega un comentario (`: latido`) para que los proxies no cierren la conexión. Sin compresión; `X-Accel-Buffering: no`. Un máximo de conexiones abiertas por dirección del cliente (429).
         */
        get: operations["streamShowtimeSeats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reserve/{showtimeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reservar sillas
         * @description Retiene las sillas para el consecutivo, todas o ninguna. Cada silla se nombra por (`Fila` = `FilaTotal`, `Columna` = `ColumnaTotal`) y `Tarifa` debe ser el `codigo` del precio de la zona de esa silla para la sala y el formato de la función. Reemplaza la reserva anterior del mismo consecutivo en una sola transacción (se toman las sillas nuevas antes de soltar las anteriores: si la nueva reserva falla, la anterior sigue). La retención dura 600 s en el reloj de la base de datos (`HOLD_SECONDS` la acorta solo para pruebas); `expires_at` y `seconds_left` los calcula la base de datos, y la cuenta regresiva del cliente sale de ellos (una recarga muestra el tiempo que de verdad queda). Al vencer, las sillas quedan libres sin que intervenga ningún cliente.
         *     Errores (ninguno retiene nada): 400 si una silla no está en el plano, es pasillo o espacio para silla de ruedas, está repetida o su `Tarifa` no es la de su zona (el mensaje nombra la silla, p. ej. 'La silla F7 no existe en esta sala.'), o si son más que `maxSeats` ('Solo puedes seleccionar {n} asientos.'); 403 consecutivo de otro usuario; 404 función o consecutivo inexistente; 409 función ya empezada ('No es posible reservar asientos en funciones en curso. Por favor, selecciona otro horario.'), silla retenida o vendida por otra compra ('La silla F7 está OCUPADA.': el mensaje contiene siempre 'OCUPADA'), sillas que dejarían una silla sola según la regla de la sala (`loneSeats`; 'La silla F7 quedaría sola: …') o consecutivo ya pagado; 429 si el mismo usuario reserva demasiadas veces por minuto.
         */
        post: operations["reserveSeats"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reserve/best/{showtimeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reservar las mejores sillas disponibles
         * @description 'Mejor disponible': el servidor elige `count` sillas libres de la zona, juntas en una fila y lo más cerca posible del punto focal de la sala (cerca de dos tercios hacia atrás, al centro), primero las que no dejan una silla sola y luego las de menos pedazos en filas vecinas, y las retiene en la misma llamada como `reserveSeats` (reemplazando la reserva anterior del consecutivo). El comprador puede cambiarlas después. Errores (ninguno retiene nada): 400 si `count` no está entre 1 y `maxSeats` ('Elige de 1 a {n} sillas.') o la zona no es de la sala; 409 si la zona no tiene `count` sillas libres ('No hay {n} sillas libres en la zona {zona}.') y los demás de `reserveSeats`.
         */
        post: operations["reserveBestAvailable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reserve/cancel/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Liberar la reserva
         * @description `id` es el id de la función. Libera las sillas retenidas por el consecutivo; si no hay reserva, responde 200 igual (idempotente). No libera sillas con un pago en curso ni vendidas. Acepta la cookie `auth_token` en lugar del encabezado, para que la página la envíe al cerrarse (`fetch(..., { keepalive: true })` en `pagehide`). 403 consecutivo de otro usuario; 409 consecutivo ya pagado; 404 función o consecutivo inexistente.
         */
        post: operations["cancelReservation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/checkout/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cotizar la compra (precios del servidor)
         * @description Precio de la compra calculado por el servidor con sus propios precios: es lo que muestra el panel de pago y lo que `payWithCard` exige (el mismo cálculo). No retiene nada. Miembro del Club Vizionarios ('usuario con tarjeta activa' ahora): precio del club en las zonas con ClienteFrecuente 'habilitado' y productos a `OtroPago`; los demás pagan el precio general. Los productos CineFanPlus ('s') solo se ofrecen a miembros con CineFan 'vigente', y los demás solo a quienes no lo son. Un precio de 1 o menos no se ofrece (el del club cae al general). `subtotal` = boletas + confitería; `total_service` = `ticket_servicio` por silla + `confiteria_servicio` por unidad de producto; `total` = `subtotal` + `total_service`; `general_total` = lo que pagaría alguien sin membresía por lo mismo; `savings` = `general_total` − lo que paga un miembro (para un miembro, su ahorro; para los demás, 'te habrías ahorrado').
         *     Errores: 400 por las mismas sillas que rechaza `reserveSeats`, un producto que no existe o no se ofrece a este usuario, una receta incompleta o con opciones de otro combo, o más unidades de productos que `maxSeats` ('Solo puedes seleccionar {n} combos en total.'); 403 consecutivo de otro usuario; 404 función inexistente; 409 consecutivo ya pagado.
         */
        post: operations["quotePurchase"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/epayco/card/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pagar con tarjeta
         * @description Paga con tarjeta la reserva de un consecutivo (`pay_type` 1: boletas y confitería) o la
         *     membresía Club Vizionarios (`pay_type` 3, ver más abajo). Comprobaciones, en este orden:
         *
         *     1. Sesión iniciada (401) y formulario de tarjeta según §5 (400, con los mensajes del
         *        formulario: 'El número de tarjeta no es válido', 'Ingrese un mes válido (01-12)',
         *        'Ingrese un año válido', 'El CVC no es válido', 'Seleccione las cuotas'; una tarjeta
         *        vencida: 'La tarjeta está vencida.'). Ningún mensaje repite los datos de la tarjeta.
         *     2. `keyPay` es la que entregó `getConsecutive` para este usuario y consecutivo; si no,
         *        400 'La llave de pago no es válida.'. El cliente nunca la construye.
         *     3. El consecutivo es del usuario (403 'Esta compra no te pertenece.'; 404 si no existe).
         *     4. **Una factura por consecutivo** (clave única en la base de datos): si el consecutivo ya
         *        tiene factura, no se crea otra ni se cobra de nuevo; la respuesta es el
         *        `PaymentResult` de esa factura (un segundo clic o un reintento dan la misma factura).
         *     5. La reserva vigente del usuario para ese consecutivo y función cubre exactamente las
         *        sillas enviadas; si no (sin reserva, vencida o distinta): 409 'Tu reserva expiró. Elige
         *        tus sillas de nuevo.'.
         *     6. Los totales del servidor (el mismo cálculo de `quotePurchase`) son iguales a `subtotal`
         *        (boletas + confitería), `total_service` (`ticket_servicio` por silla +
         *        `confiteria_servicio` por unidad de combo) y `total` (subtotal + servicio); si no, 400
         *        con las cifras correctas, p. ej. 'Los valores no coinciden: subtotal $ 33.000,
         *        servicio $ 4.000, total $ 37.000.'.
         *
         *     Luego se crea la factura (estado 3, Pendiente) con sus líneas, las sillas pasan a 'en
         *     pago' (ni el vencimiento ni la cancelación las liberan) y se llama a la pasarela. El estado
         *     de la factura cambia **solo** por la confirmación firmada (`confirmPayment`), también con
         *     la pasarela sandbox, que la envía por ese mismo camino antes de responder. Por eso **la
         *     respuesta espera la confirmación cuando la pasarela la da de inmediato**: `pay_status` 1
         *     (Aceptada: sillas vendidas y un ticket por silla), 2 (Rechazada) o 4 (Fallida; en ambos
         *     casos las sillas quedan libres). Si la pasarela no confirma en el acto, `pay_status` es 3
         *     (Pendiente): consultar `getPayResponseStatus` con `pay_response_id` o
         *     `getPaymentStatus` con `pay_method` y `bill` hasta que cambie.
         *
         *     Pasarela sandbox (por defecto): deciden las tarjetas de prueba de ePayco: 4575623182290326
         *     aceptada, 4151611527583283 rechazada, 5170394490379427 fallida, 373118856457642 pendiente;
         *     cualquier otro número, rechazada.
         *
         *     Membresía (`pay_type` 3): un consecutivo nuevo de `getConsecutive` y su `keyPay`;
         *     `showtime_id` null, `seats` y `products` vacíos (si no, 400 'La compra de la membresía no
         *     lleva función, sillas ni productos.'); `subtotal` = `membresia_valor`, `total_service` =
         *     `membresia_servicio`, `total` su suma (si no, 400 con las cifras correctas). El usuario
         *     debe tener nombre (400 'Completa tu nombre en Mi perfil para comprar la membresía.'). Una
         *     segunda compra de membresía mientras otra espera la confirmación: 409 'Ya tienes una
         *     compra de la membresía pendiente de confirmación. Espera su resultado antes de intentarlo
         *     de nuevo.'. Al aceptarse, `getMembershipStatus` responde 'usuario con tarjeta activa',
         *     CineFan 'vigente' y un año de vigencia, contado desde el vencimiento de la tarjeta activa
         *     si la hay.
         *
         *     El número de tarjeta, el CVC y la fecha de vencimiento no se guardan ni se registran en
         *     los logs (el pago guarda a lo sumo los últimos 4 dígitos).
         */
        post: operations["payWithCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/epayco/pse/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pagar con PSE
         * @description Crea la transacción PSE y devuelve la URL del banco a la que se redirige el navegador.
         *     Mismas comprobaciones y en el mismo orden que el pago con tarjeta (sesión, `keyPay`,
         *     consecutivo propio, una factura por consecutivo, reserva que cubre las sillas, totales del
         *     servidor), más las del formulario de banco (§5): todos los campos requeridos,
         *     `typePerson` natural o juridica, `doc_type` CC, NIT, CE o PPN, correo válido, 'El número
         *     de móvil es requerido'; `bank` debe ser un `bankCode` de `listBanks` (400 'El banco
         *     elegido no está en la lista de PSE.') y el medio de pago debe aceptar PSE.
         *
         *     La factura queda Pendiente (3) y sus sillas 'en pago' mientras la persona está en el
         *     banco, con un tope de 20 minutos (las sesiones PSE de ePayco duran minutos); pasado el
         *     tope, la conciliación consulta la pasarela y vende las sillas o las libera. Solo la
         *     confirmación firmada (`confirmPayment`) cambia la factura; el regreso del navegador a
         *     /estado-transaccion/{bill} no. Un segundo envío con el mismo consecutivo devuelve la misma
         *     `pse_url` mientras la factura siga pendiente (409 si ya terminó o se pagó con tarjeta).
         *     Si la pasarela no crea la transacción (sin respuesta, error, respuesta inválida): 502, la
         *     factura queda Fallida y las sillas libres.
         *
         *     Pasarela sandbox: `pse_url` lleva a un banco de pruebas servido por este servidor
         *     (/sandbox/banco/{token}, solo para quien inició el pago) donde se aprueba, rechaza o deja
         *     pendiente el pago.
         */
        post: operations["payWithPse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/epayco/{type}/status/{bill}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Estado de pago de una factura
         * @description Para la ruta /pay-status/{type}/{bill} del sitio. `type` es el medio de pago de la factura (`Bill.pay_method`: `card` o `pse`), el mismo que enlaza /mis-tickets. Solo las facturas propias: la de otra persona, o con otro medio de pago, responde 404.
         */
        get: operations["getPaymentStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pay-responses/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Estado de una respuesta de pago
         * @description `id` es `PaymentResult.pay_response_id` (la transacción de la pasarela que devolvió `payWithCard`). Sirve para consultar un pago pendiente hasta que la confirmación llegue. Solo los pagos propios: el de otra persona responde 404.
         */
        get: operations["getPayResponseStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/epayco/confirmation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirmación de la pasarela (servidor a servidor)
         * @description La envía ePayco (o la pasarela sandbox, por este mismo camino) como
         *     `application/x-www-form-urlencoded`, su formato real; también se acepta JSON. Solo esta
         *     confirmación cambia el estado de una factura; la redirección del navegador nunca.
         *
         *     - Firma: `x_signature` = sha256 hexadecimal de
         *       `p_cust_id_cliente^p_key^x_ref_payco^x_transaction_id^x_amount^x_currency_code`
         *       (comparada en tiempo constante). Sin firma o con firma errada: 400, se guarda para
         *       auditoría y nada cambia.
         *     - `x_id_invoice` es nuestro número de factura; `x_amount` y `x_currency_code` deben ser
         *       los de la factura. Factura desconocida o valor distinto: 400, se guarda para auditoría y
         *       nada cambia.
         *     - Idempotente por (`x_ref_payco`, `x_transaction_id`, `x_cod_response`): repetir una
         *       confirmación ya aplicada responde 200 sin cambios.
         *     - `x_cod_response` 1 (aceptada): en una sola transacción se venden las sillas, se emite un
         *       ticket por silla y la factura queda aceptada. 2 (rechazada) o 4 (fallida): la factura
         *       toma ese estado y las sillas quedan libres. 3 (pendiente): nada cambia. Una factura
         *       aceptada nunca baja de estado (una 'pendiente' o 'rechazada' que llega después no cambia
         *       nada). Pago tardío: una aceptación que llega cuando la factura ya se cerró sin pago
         *       (rechazada, fallida o cerrada por la conciliación) vuelve a tomar las sillas si siguen
         *       libres; si alguna ya es de otra persona, la factura queda 'Reembolso pendiente' (5),
         *       marcada para el personal, y el comprador recibe un correo. Nunca se vende una silla dos
         *       veces.
         */
        post: operations["confirmPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bills/{bill}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Factura con tickets
         * @description Para /estado-transaccion/{bill}. Solo las facturas propias (la de otra persona responde 404). Ruta elegida por nosotros: el spec no la muestra.
         */
        get: operations["getBill"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tickets/public-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Llave pública de los códigos de ticket
         * @description La llave pública Ed25519 (SPKI en PEM) con la que un lector en la puerta verifica un código
         *     de ticket sin consultar la base de datos. Un código es
         *     `VZ1.<carga>.<firma>`: `carga` es base64url de `<factura>.<función>.<silla>.<aleatorio>`
         *     (número de factura, id de la función, id de la silla y 8 bytes aleatorios en base64url) y
         *     `firma` es base64url de la firma Ed25519 de esos bytes de `carga` (los decodificados).
         *     Ruta elegida por nosotros: el spec no la muestra.
         */
        get: operations["getTicketSigningKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tickets/signing-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Llaves publicadas de los códigos de ticket
         * @description Las llaves Ed25519 con las que un lector en la puerta verifica los códigos `VZ1.<carga>.<firma>`
         *     sin red: la activa (firma los tickets nuevos) y las publicadas (ya no firman, sus tickets aún
         *     entran). Una llave retirada no se publica: sus tickets se rechazan (`firma_invalida`). El
         *     código no dice con qué llave se firmó: el lector prueba cada llave publicada. `publicKeyRaw`
         *     son los 32 bytes de la llave en base64url (lo que importa WebCrypto como `raw`).
         */
        get: operations["listTicketSigningKeys"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tickets/{bill}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ticket de una compra aceptada
         * @description Para /ticket/{bill}. Solo las facturas propias y aceptadas; la de otra persona o sin pago aceptado responde 404. Ruta elegida por nosotros: el spec no la muestra.
         */
        get: operations["getTicket"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tickets/qr/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Imagen QR de un código de ticket
         * @description SVG dibujado por nuestro servidor a partir del código firmado (su firma se verifica antes de dibujarlo); el código no sale hacia servicios de terceros. Solo los tickets propios y vigentes: el de otra persona, uno anulado o un código con firma inválida responde 404. Acepta la cookie `auth_token`, así que sirve como `<img src>`. La imagen de un código no cambia nunca: `Cache-Control: private, max-age=31536000, immutable`. Ruta elegida por nosotros: el spec no la muestra.
         */
        get: operations["getTicketQr"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/captcha/challenge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reto de captcha
         * @description Reto ALTCHA (prueba de trabajo, funciona sin red) o, si reCAPTCHA está configurado, su clave de sitio. Ruta elegida por nosotros: el spec no la muestra.
         */
        get: operations["getCaptchaChallenge"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pqrs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enviar una PQRS
         * @description Adjuntos opcionales, máximo 5, extensiones pdf, doc, docx, xls, xlsx, ppt, pptx, jpg, jpeg, png, mp4 (también se verifica el tipo real del archivo).
         */
        post: operations["createPqrs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ethics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enviar un reporte a la línea ética
         * @description Adjuntos opcionales, máximo 5 y 5 MB en total, mismas extensiones que la PQRS. `name` y `email` solo se envían si no están vacíos. Ruta elegida por nosotros: el spec no la muestra.
         */
        post: operations["createEthicsReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Salud del servicio */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/mailbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Buzón de correo de desarrollo
         * @description Correos enviados al buzón local cuando no hay SMTP configurado. Deshabilitado en producción (404). Ruta elegida por nosotros: el spec no la muestra.
         */
        get: operations["listDevMailbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/mailbox/{id}/attachments/{index}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Un adjunto de un correo del buzón de desarrollo
         * @description El archivo adjunto número `index` (desde 0, en el orden de `DevMail.attachments`) del correo `id`, con su tipo de contenido (las imágenes QR de los tickets, el `funcion.ics`). 404 si el correo o el adjunto no existen, si el correo ya se envió y su cuerpo se borró, y siempre en producción. Ruta elegida por nosotros: el spec no la muestra.
         */
        get: operations["getDevMailAttachment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * ¿Falta el primer administrador?
         * @description `needed` es verdadero mientras no existe ningún administrador activo del personal. Entonces el servidor imprime al iniciar un enlace de un solo uso (`/staff/configurar#<token>`) para crearlo.
         */
        get: operations["getStaffSetup"];
        put?: never;
        /**
         * Crear el primer administrador
         * @description Con el token del enlace que imprimió el servidor (en el cuerpo, nunca en una URL): correo, nombre, contraseña y el primer código de la aplicación de autenticación, inscrita con el QR de `readStaffInvitation`. La persona recibe todos los roles (para poder entregar cada uno) y sus diez códigos de recuperación, una sola vez, e inicia sesión.
         */
        post: operations["completeStaffSetup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Invitar a una persona del personal
         * @description Envía por correo un enlace de un solo uso que vence en 48 horas para fijar la contraseña e inscribir el segundo factor. Solo se entregan roles que quien invita tiene.
         */
        post: operations["createStaffInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/invitations/lookup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Leer una invitación (o el enlace del primer administrador)
         * @description Lo que muestra la página del enlace: a quién invita, con qué roles, hasta cuándo, y la inscripción del segundo factor (URI otpauth://, su QR y el secreto para escribirlo a mano). El token va en el cuerpo: ninguna URL ni registro lo guarda.
         */
        post: operations["readStaffInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/invitations/acceptance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Aceptar una invitación
         * @description Fija la contraseña y confirma el segundo factor con un código de la aplicación. Devuelve los diez códigos de recuperación, una sola vez, e inicia la sesión del personal. Un enlace ya usado o vencido responde 410.
         */
        post: operations["acceptStaffInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Iniciar sesión del personal
         * @description Correo, contraseña y un código de la aplicación (`code`) o uno de recuperación (`recovery_code`, que queda gastado). Un código se acepta una sola vez. La sesión dura 12 horas y termina tras 30 minutos sin uso.
         */
        post: operations["staffSignIn"];
        /** Cerrar la sesión del personal */
        delete: operations["staffSignOut"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Quién soy en el área del personal */
        get: operations["getStaffMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/people": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * El personal
         * @description Todas las personas del personal, activas y desactivadas, por nombre.
         */
        get: operations["listStaff"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/people/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Desactivar a una persona del personal
         * @description La persona deja de poder iniciar sesión y sus sesiones terminan en el acto; nada se borra. El último administrador activo no se puede desactivar.
         */
        delete: operations["deactivateStaff"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/people/{id}/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Cambiar los roles de una persona
         * @description Los roles nuevos, completos. Solo se entrega un rol que quien cambia tiene (403); al último administrador activo no se le quita el rol admin (409). Si se quita algún rol, las sesiones de la persona terminan en el acto.
         */
        put: operations["changeStaffRoles"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Registro de auditoría
         * @description Las escrituras del personal, la más reciente primero, por páginas: `before` es el `next` de la página anterior. Filtros: persona, acción (exacta o un prefijo con punto, p. ej. `staff.`), objetivo y fechas (días de Bogotá, inclusive).
         */
        get: operations["listStaffAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/programacion/ajustes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ajustes del sitio
         * @description Los ajustes del sitio (spec §3), con su tipo: tarifas de servicio, máximo de entradas por compra, membresía, el popup de la portada, los minutos de limpieza entre funciones y la ventana de entrada en la puerta.
         */
        get: operations["listStaffSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Cambiar ajustes del sitio
         * @description Cambia uno o varios ajustes a la vez, todos o ninguno. Un ajuste desconocido o un valor fuera de su rango es un 400 que lo nombra; una imagen del popup que no está en /media es un 400. El sitio público ve el cambio de inmediato.
         */
        patch: operations["changeStaffSettings"];
        trace?: never;
    };
    "/staff/programacion/banners": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Banners de la portada
         * @description Los banners del carrusel de la portada, en su orden.
         */
        get: operations["listStaffBanners"];
        put?: never;
        /**
         * Crear un banner
         * @description El banner nuevo va al final. La imagen es una ya subida (`/media/…`); el enlace, una dirección https o una ruta del sitio.
         */
        post: operations["createBanner"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/programacion/banners/orden": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Ordenar los banners
         * @description Los ids de todos los banners, en el orden nuevo (cada uno una vez).
         */
        put: operations["reorderBanners"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/programacion/banners/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Editar un banner */
        put: operations["updateBanner"];
        post?: never;
        /** Quitar un banner */
        delete: operations["deleteBanner"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/programacion/contenidos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Enlaces del pie de página y páginas de contenido
         * @description Los contenidos de los grupos 'pie-de-pagina-1', 'pie-de-pagina-2', 'corporativo' y 'pagina', por grupo y en su orden, con su HTML guardado.
         */
        get: operations["listStaffContents"];
        put?: never;
        /**
         * Crear un contenido
         * @description Va al final de su grupo. El HTML se sanea en el servidor: si trae algo que el sitio no muestra (scripts, atributos de evento como onclick, enlaces javascript: o data:, iframes, estilos, formularios…) se rechaza con un 400 que nombra lo encontrado y no se guarda nada. Un slug ya usado es un 409.
         */
        post: operations["createContent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/programacion/contenidos/vista-previa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Vista previa de un contenido
         * @description La página tal como el sitio la mostraría, con el HTML ya saneado, sin guardar nada; `problemas` nombra lo que el saneamiento quitó (y que impediría publicarla).
         */
        post: operations["previewContent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/programacion/contenidos/orden": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Ordenar los contenidos de un grupo
         * @description Los ids de todos los contenidos del grupo, en el orden nuevo (cada uno una vez).
         */
        put: operations["reorderContents"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/programacion/contenidos/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Editar un contenido
         * @description Como al crear: el HTML se sanea en el servidor y lo que no se publicaría es un 400 que lo nombra; un slug de otro contenido es un 409. Puede cambiar de grupo (va al final del nuevo).
         */
        put: operations["updateContent"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/programacion/tarifas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Tarifas, cargos por servicio y membresía
         * @description Las tarifas de cada sala (por zona y formato: precio general y precio del club), los cargos por servicio (por boleta y por unidad de confitería) y el precio y el servicio de la membresía del Club Vizionarios.
         */
        get: operations["getStaffTarifas"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/programacion/salas/{id}/tarifas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Cambiar las tarifas de una sala
         * @description Los precios de las zonas de la sala que se envían (por zona y formato), en pesos enteros: el precio del club no puede pasar del general. Una sala o una zona sin tarifa en la sala responde 404 y nada cambia. Rige para las cotizaciones nuevas.
         */
        put: operations["changeStaffRoomTarifas"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/programacion/salas/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * La regla de sillas solas y el punto focal de una sala
         * @description La regla y el punto focal de la sala, con sus sillas (`layout`, como en el mapa de compra): el mapa donde el escritorio de programación elige el punto focal. 404 si la sala no existe.
         */
        get: operations["getSala"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Cambiar la regla de sillas solas y el punto focal de una sala
         * @description La regla de sillas solas de la sala (`loneSeats`) y el punto focal de 'Mejor disponible' (`focusFila`, `focusColumna`, de 0 a 1). Rige para las reservas siguientes; queda en la auditoría (`programacion.sala.change`). 404 si la sala no existe.
         */
        patch: operations["updateSala"];
        trace?: never;
    };
    "/staff/programacion/servicio": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Cambiar los cargos por servicio
         * @description Cargo por boleta (`ticket_servicio`) y por unidad de confitería (`confiteria_servicio`), en pesos enteros.
         */
        put: operations["changeStaffServiceFees"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/programacion/membresia": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Cambiar el precio de la membresía
         * @description Precio (`membresia_valor`) y servicio (`membresia_servicio`) de la membresía del Club Vizionarios, en pesos enteros; un precio de 1 o menos la deja fuera de venta.
         */
        put: operations["changeStaffMembershipPrice"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/programacion/productos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Productos y combos de la confitería
         * @description Todos, disponibles o no, con su receta, CineFanPlus y precios.
         */
        get: operations["listStaffProducts"];
        put?: never;
        /**
         * Crear un producto o un combo
         * @description Precios en pesos enteros (el del club no pasa del general); un combo (`tipo` A) lleva al menos un grupo de receta con al menos una opción. Un código ya usado responde 409.
         */
        post: operations["createStaffProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/programacion/productos/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Editar un producto o un combo
         * @description El producto completo: datos, precios, CineFanPlus, disponibilidad y receta. Los grupos y opciones que traen `id` se conservan (editados), los que no lo traen se crean y los que faltan se quitan. Un producto no disponible deja de mostrarse y de venderse.
         */
        put: operations["changeStaffProduct"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/programacion/imagenes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Subir una imagen (póster, fondo, banner…)
         * @description Un archivo en el campo `file`: JPEG, PNG o WebP de hasta 5 MB, reconocido por sus primeros bytes (no por el tipo que diga el navegador) y con la extensión de su tipo. Queda servido en `url` (`/media/staff/<id>.<ext>`), que es lo que guardan `poster`, `backdrop` y los banners. Un archivo vacío, que no es una imagen, que no corresponde a su extensión o que pasa del límite responde 400 y no se guarda nada.
         */
        post: operations["uploadStaffImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/programacion/peliculas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Las películas, retiradas incluidas
         * @description Todas las películas con su estado, la más reciente primero.
         */
        get: operations["listStaffPeliculas"];
        put?: never;
        /**
         * Crear una película
         * @description Póster y fondo son URLs de `uploadStaffImage`. Un slug ya usado responde 409. Una película retirada no aparece en la cartelera, los próximos estrenos ni su página.
         */
        post: operations["createPelicula"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/programacion/peliculas/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Una película */
        get: operations["getStaffPelicula"];
        /**
         * Editar una película (también retirarla)
         * @description Todos los campos, como al crearla. Retirar una película que tiene funciones por venir sin cancelar responde 409: primero se cancelan (sus compras se marcan para reembolso). Sus boletas y facturas pasadas se siguen viendo.
         */
        put: operations["updatePelicula"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/programacion/opciones": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lo que se elige al programar funciones
         * @description Las películas (con su duración y estado), las salas con su teatro y los formatos que tienen tarifas, los formatos y versiones de una función, los minutos de limpieza entre funciones de una sala (configuración `limpieza_minutos`) y los topes de una solicitud.
         */
        get: operations["getProgramacionOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/programacion/funciones": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Las funciones programadas
         * @description Las funciones cuyo inicio cae entre `from` y `to` (días de Bogotá, inclusive; a lo sumo 31 días), también las canceladas, por hora de inicio y sala; filtros opcionales por sala y película. Cada una con sus sillas vendidas y apartadas.
         */
        get: operations["listStaffFunciones"];
        put?: never;
        /**
         * Programar funciones en bloque
         * @description Guarda todas las funciones de la solicitud o ninguna (la misma solicitud de `previewFunciones`, revisada otra vez al guardar). Si alguna se cruza con otra función de su sala (película más limpieza), ya pasó o su sala no tiene tarifas para el formato, responde 409 nombrando cada conflicto y no guarda nada.
         */
        post: operations["createFunciones"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/programacion/funciones/vista-previa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Vista previa de funciones en bloque
         * @description Cada función que daría la solicitud (película, salas, rango de fechas, días de la semana, horas, formato y versión), con sus conflictos; no guarda nada. Una solicitud mal formada, una película o sala que no existe, ninguna función o más del máximo responden 400.
         */
        post: operations["previewFunciones"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/programacion/funciones/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Borrar una función
         * @description Solo una función sin sillas apartadas ni vendidas ni compras; si las tiene, responde 409: hay que cancelarla.
         */
        delete: operations["deleteFuncion"];
        options?: never;
        head?: never;
        /**
         * Mover una función
         * @description Otro día y hora (y, si se indica, otra sala) para una función sin sillas apartadas ni vendidas ni compras; si las tiene, responde 409: hay que cancelarla. La nueva hora se revisa como la de una función nueva (cruces, hora pasada, tarifas).
         */
        patch: operations["moveFuncion"];
        trace?: never;
    };
    "/staff/programacion/funciones/{id}/cancelacion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancelar una función
         * @description La función se cierra a la venta y se conserva con su motivo. Cada compra pagada queda con reembolso pendiente (y su comprador recibe un correo), cada compra que esperaba a la pasarela se cierra, y las sillas apartadas se liberan. Una función ya cancelada o ya terminada responde 409.
         */
        post: operations["cancelFuncion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/finanzas/reembolsos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Las compras con reembolso pendiente
         * @description Las facturas marcadas para reembolso (un pago tardío cuyas sillas ya eran de otra persona, o una función cancelada con la compra pagada), la más antigua primero: comprador, valor, medio de pago, motivo, y si la pasarela tiene la transacción para devolverla por ella.
         */
        get: operations["listStaffRefunds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/finanzas/reembolsos/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reembolsar una factura marcada
         * @description Devuelve completo el dinero de la factura `id`: por la pasarela (`via: pasarela`), o registra que se devolvió por fuera del sitio con su referencia (`via: externo`). La factura pasa a 'Reembolsada', el comprador recibe un correo y la acción queda en el registro de auditoría. Idempotente: dos personas a la vez reembolsan una sola vez (la segunda recibe 409). Una factura que no existe responde 404; una no marcada, ya reembolsada o con otro reembolso en curso, 409; un valor distinto del de la factura o una referencia que falta, 400; la pasarela que rechaza, 409 con su motivo (la factura sigue pendiente); la que no responde, 502.
         */
        post: operations["refundStaffBill"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/finanzas/ventas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ventas por día
         * @description Las ventas de cada día del rango (días de Bogotá, inclusive, a lo sumo 366), sobre las facturas aceptadas por el día en que se pagaron: boletas, unidades de confitería (combos), membresías, bruto (lo que pagaron, servicio incluido) y servicio, por día y por teatro, película y función con su ocupación; y los reembolsos hechos cada día. Una factura reembolsada no cuenta como venta: aparece en `refunds` y `refunded` el día en que se devolvió el dinero. Pesos enteros. Un rango invertido o de más de 366 días responde 400.
         */
        get: operations["getSalesReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/finanzas/ventas/csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ventas por día en CSV
         * @description El informe de `getSalesReport` como archivo CSV para una hoja de cálculo en español: UTF-8 con BOM, campos separados por `;`, fechas dd/MM/yyyy, pesos y cantidades enteros sin separador de miles, ocupación con coma decimal; una fila por día, teatro y función (y las membresías de cada teatro), y una fila de totales.
         */
        get: operations["downloadSalesCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/servicio/pqrs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Bandeja de PQRS
         * @description Las PQRS con filtros (estado, tipo, responsable, recibidas entre dos días de Bogotá, por vencer o vencidas) y búsqueda por radicado, nombre o correo. Primero las vencidas y luego las que vencen dentro de 2 días hábiles (`deadline`), cada grupo por fecha límite; después las demás, la más reciente primero. Los días hábiles son los de Colombia en Bogotá, con los días no hábiles adicionales.
         */
        get: operations["listServicioPqrs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/servicio/pqrs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Una PQRS
         * @description El mensaje, sus adjuntos (se descargan con `downloadServicioPqrsAdjunto`), las notas internas, la respuesta (borrador o enviada), la prórroga y el historial.
         */
        get: operations["getServicioPqrs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/servicio/pqrs/{id}/adjuntos/{adjunto}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Descargar un adjunto de una PQRS
         * @description El archivo tal como llegó, como descarga (`application/octet-stream`, `Content-Disposition: attachment`). Un adjunto que no es de esta PQRS responde 404. Cada descarga queda en el registro de auditoría (`servicio.adjunto.descargar`).
         */
        get: operations["downloadServicioPqrsAdjunto"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/servicio/pqrs/{id}/notas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Agregar una nota interna
         * @description Una nota que solo ve el personal; no se envía a la persona. Queda con su autor y su hora.
         */
        post: operations["addServicioPqrsNota"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/servicio/pqrs/{id}/estado": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Cambiar el estado de una PQRS
         * @description radicada → en_tramite, o radicada/en_tramite → cerrada sin respuesta con su motivo (`reason`, obligatorio al cerrar). `respondida` solo llega al enviar la respuesta. Una PQRS respondida o cerrada no cambia (409).
         */
        put: operations["changeServicioPqrsEstado"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/servicio/pqrs/{id}/asignacion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Asignar una PQRS
         * @description La persona responsable (del rol servicio y activa), o `null` para dejarla sin responsable. Una PQRS respondida o cerrada no se reasigna (409); una persona que no es del rol servicio es un 422.
         */
        put: operations["assignServicioPqrs"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/servicio/pqrs/{id}/prorroga": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Prorrogar el término de una PQRS
         * @description Ley 1755 de 2015, art. 14: antes de que venza el término se informa a la persona, por correo, el motivo y la nueva fecha. Una sola vez (409 la segunda), nunca después del vencimiento (409) y la nueva fecha, un día hábil después de la fecha límite actual, no pasa del doble del término inicial (422; `extension_limit` del detalle es la última fecha posible).
         */
        post: operations["extendServicioPqrs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/servicio/pqrs/{id}/respuesta": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Guardar el borrador de la respuesta
         * @description Guarda o reemplaza el borrador mientras la respuesta no se ha enviado. Una PQRS ya respondida o cerrada responde 409 y nada cambia.
         */
        put: operations["saveServicioPqrsRespuesta"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/servicio/pqrs/{id}/respuesta/envio": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enviar la respuesta
         * @description Envía el borrador por correo a la persona, con el radicado, y la PQRS queda respondida; la respuesta ya no se edita. Idempotente: enviarla otra vez responde la PQRS como quedó, sin un segundo correo. Sin borrador, o con la PQRS cerrada, responde 409.
         */
        post: operations["sendServicioPqrsRespuesta"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/servicio/personal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Personal de servicio
         * @description Las personas activas del rol servicio, a quienes se puede asignar una PQRS.
         */
        get: operations["listServicioPersonal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/servicio/dias-no-habiles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Días no hábiles adicionales
         * @description Los días que no cuentan como hábiles además de los festivos de Colombia (p. ej. uno que un decreto declara y la biblioteca de festivos aún no conoce), del más reciente al más antiguo.
         */
        get: operations["listDiasNoHabiles"];
        put?: never;
        /**
         * Agregar un día no hábil
         * @description Cuenta desde ese momento para las PQRS que se radiquen y para las prórrogas; las fechas límite ya fijadas no se reescriben. Un día repetido responde 409.
         */
        post: operations["addDiaNoHabil"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/servicio/dias-no-habiles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Quitar un día no hábil
         * @description Las fechas límite ya fijadas no se reescriben.
         */
        delete: operations["deleteDiaNoHabil"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/etica/reportes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Bandeja de la línea ética
         * @description Los reportes, el más reciente primero, con filtros (estado, recibidos entre dos días de Bogotá) y búsqueda por radicado o entidad. Un reporte anónimo no muestra más de lo que su autor dio.
         */
        get: operations["listEticaReportes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/etica/reportes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Un reporte de la línea ética
         * @description El reporte con sus adjuntos, notas, respuesta e historial. Cada lectura queda en el registro de auditoría (`etica.reporte.leer`), sin nada que identifique a quien reportó.
         */
        get: operations["getEticaReporte"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/etica/reportes/{id}/adjuntos/{adjunto}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Descargar un adjunto de un reporte
         * @description El archivo como descarga; cada descarga queda en el registro de auditoría. Un adjunto de otro reporte responde 404.
         */
        get: operations["downloadEticaAdjunto"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/etica/reportes/{id}/notas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Agregar una nota interna a un reporte */
        post: operations["addEticaNota"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/etica/reportes/{id}/estado": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Cambiar el estado de un reporte
         * @description radicada → en_tramite, o → cerrada con su motivo. Un reporte respondido o cerrado no cambia (409).
         */
        put: operations["changeEticaEstado"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/etica/reportes/{id}/respuesta": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Guardar el borrador de la respuesta a un reporte
         * @description Solo si quien reportó dio un correo (si no, 409). Un reporte ya respondido o cerrado responde 409.
         */
        put: operations["saveEticaRespuesta"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/etica/reportes/{id}/respuesta/envio": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enviar la respuesta a un reporte
         * @description Por correo a la dirección que dio quien reportó, con el radicado; idempotente como la de las PQRS.
         */
        post: operations["sendEticaRespuesta"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/llaves-tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Llaves de firma de los tickets
         * @description Todas las llaves de firma de los tickets, también las retiradas, la más nueva primero, con su estado y fechas.
         */
        get: operations["listStaffTicketSigningKeys"];
        put?: never;
        /**
         * Rotar la llave de firma de los tickets
         * @description Crea una llave nueva que firma desde ya los tickets nuevos; la que estaba activa queda publicada (sus tickets siguen entrando). Ningún ticket se vuelve a firmar. Queda en la auditoría (`tickets.llave.rotate`).
         */
        post: operations["rotateTicketSigningKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/llaves-tickets/{id}/retiro": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Retirar una llave de firma
         * @description La llave deja de publicarse y los tickets firmados con ella se rechazan en la puerta (`firma_invalida`). La llave activa no se retira (primero se rota); una ya retirada responde 409. Queda en la auditoría (`tickets.llave.retire`).
         */
        post: operations["retireTicketSigningKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/porteria/opciones": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lo que se elige en la puerta
         * @description Los teatros con sus salas (la puerta es de un teatro, y de una sala cuando la tiene), la ventana de entrada (ajustes `ingreso_antes_minutos` y `ingreso_despues_minutos`), el máximo de escaneos por lote y los segundos en que se puede deshacer un ingreso.
         */
        get: operations["getPorteriaOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/porteria/sincronizacion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sincronizar la puerta
         * @description Lo que el dispositivo guarda para decidir sin red: las llaves publicadas, las funciones de hoy (día de Bogotá, por el reloj de la base de datos) del teatro, las revocaciones (compras rechazadas, reembolsadas o marcadas para reembolso; funciones canceladas) y los ingresos de las otras puertas (de las funciones de hoy del teatro). Llaves, revocaciones e ingresos llegan con un cursor cada uno: con el cursor de la sincronización anterior solo llega lo que cambió desde entonces (algo puede repetirse, nunca faltar); sin cursor, o con uno de otro día o de otro teatro, llega todo y `full` es true (el dispositivo reemplaza esa lista). Un cursor mal formado responde 400.
         */
        get: operations["syncPorteria"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/porteria/ingresos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Registrar escaneos de la puerta
         * @description Un lote de hasta 5.000 escaneos de un dispositivo en una puerta, cada uno con su `nonce` (UUID), el código leído, la hora del dispositivo y si se decidió sin red. Cada escaneo recibe su resultado, en el orden del lote: el servidor decide con la misma regla del dispositivo (`openapi/ingreso.ts`) y registra el ingreso con una sola sentencia que solo lo acepta si el ticket no ha entrado, así que dos puertas nunca aceptan el mismo ticket. Un escaneo sin red (`offline`) que llega tarde: gana la hora de dispositivo más temprana; el otro queda registrado como ingreso duplicado sin red (`listDuplicadosOffline`). El mismo `nonce` otra vez responde el resultado ya registrado (`repeated`) y no registra nada. Un escaneo mal formado (nonce que no es UUID, hora inválida, nonce repetido en el lote) recibe su propio error y los demás se toman. El lote queda en la auditoría como una línea con sus cuentas.
         */
        post: operations["registerIngresos"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/porteria/ingresos/en-vivo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Escaneos de la puerta por una conexión abierta (WebSocket)
         * @description La misma operación que `registerIngresos`, por un WebSocket que la puerta abre una vez y mantiene mientras tiene red: cada escaneo en línea viaja como un mensaje, sin pagar una solicitud HTTP por escaneo (bench:checkins: la mitad del trabajo del servidor por escaneo). La sesión del personal, su rol y el sitio de origen se revisan al abrir la conexión (una página de otro sitio, por `Sec-Fetch-Site` u `Origin`, recibe 401 como cualquier escritura); la sentencia que decide cada escaneo revisa la sesión otra vez, así que una sesión revocada o un rol quitado se cumplen en el siguiente mensaje: su respuesta lleva 401 o 403 y el servidor cierra la conexión (código 4401 o 4403). Cada mensaje del dispositivo es un `IngresoEnVivoPedido` (JSON, hasta 4 MB); cada respuesta, en el orden de los mensajes, un `IngresoEnVivoRespuesta` con el `id` del pedido y el código HTTP que tendría la misma llamada a `registerIngresos`: 200 con `result`, o el error en español con `error`. Un mensaje mal formado recibe su 400 y la conexión sigue. Sin upgrade, la solicitud recibe 426. El servidor envía un ping cada 30 s y cierra la conexión que no contesta. Una sesión del personal tiene a lo sumo 10 conexiones abiertas (la siguiente recibe un 429 y se cierra con el código 4429), y a lo sumo 20 mensajes esperando su respuesta (los demás reciben 429).
         */
        get: operations["connectIngresosEnVivo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/porteria/ingresos/deshacer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deshacer el último ingreso aceptado
         * @description Deshace el último ingreso aceptado del dispositivo (por su `nonce`) dentro de los 60 segundos siguientes a su registro (reloj de la base de datos): el ticket puede volver a entrar. Un nonce que no es el último ingreso aceptado del dispositivo, uno ya deshecho o pasados los 60 segundos responden 409; uno desconocido, 404. Queda en la auditoría.
         */
        post: operations["undoIngreso"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/porteria/duplicados": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ingresos duplicados sin red
         * @description Los tickets que entraron dos veces porque dos puertas sin red los aceptaron: cada uno con el ingreso que ganó (la hora de dispositivo más temprana) y el duplicado, de las funciones del teatro cuya ventana de ingreso toca los días entre `from` y `to` (días de Bogotá, inclusive; por defecto hoy, como el día de una puerta: pasada la medianoche sigue la última función de la noche), el más reciente primero.
         */
        get: operations["listDuplicadosOffline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description Forma de toda respuesta 4xx/5xx. */
        Error: {
            /**
             * @description Mensaje en español para la persona.
             * @example El campo email es requerido.
             */
            message: string;
            /** @description Mensaje en español por campo (nombre del campo → mensaje). */
            errors?: {
                [key: string]: string;
            };
            code?: components["schemas"]["ErrorCode"];
            /**
             * @description En los errores del servidor (5xx): la referencia de la solicitud, la misma del encabezado `X-Request-Id` de toda respuesta. El sitio la muestra con el mensaje para que soporte encuentre la solicitud en el registro.
             * @example 3f1c9a2e-5d7b-4c1e-9a0f-2b8e6d4c7a15
             */
            request_id?: string;
        };
        /**
         * @description Qué debe hacer el cliente además de mostrar `message`. `captcha_required`: el inicio de sesión necesita una respuesta de captcha nueva (`captcha` de `LoginRequest`, con el reto de `/captcha/challenge`). `entradas_futuras`: la cuenta tiene entradas sin usar para funciones que no han pasado; eliminarla las pierde y se debe confirmar (`perder_entradas` de `DeleteAccountRequest`).
         * @enum {string}
         */
        ErrorCode: "captcha_required" | "entradas_futuras";
        /**
         * @description Página de contenido aceptada (su slug).
         * @enum {string}
         */
        PolicyDocument: "terminos-y-condiciones" | "politica-de-privacidad" | "politica-de-proteccion-de-datos-personales";
        Autorizacion: {
            document: components["schemas"]["PolicyDocument"];
            /** @example Política de privacidad */
            title: string;
            version: number;
            /**
             * @description Al registrarse, al aceptar una versión nueva, al enviar una PQRS o un reporte a la línea ética.
             * @enum {string}
             */
            via: "registro" | "nueva-version" | "pqrs" | "linea-etica";
            accepted_at: components["schemas"]["LocalDateTime"];
            /**
             * @description Dirección desde la que se aceptó.
             * @example 181.50.12.4
             */
            address: string | null;
        };
        PendingPolicy: {
            document: components["schemas"]["PolicyDocument"];
            title: string;
            version: number;
            slug: components["schemas"]["Slug"];
        };
        AcceptPoliciesRequest: {
            documents: {
                /** @enum {string} */
                document: "terminos-y-condiciones" | "politica-de-privacidad";
                version: number;
            }[];
        };
        DeleteAccountRequest: {
            password: string;
            /** @description Confirma que se pierden las entradas sin usar de funciones que no han pasado. */
            perder_entradas?: boolean;
        };
        SessionsClosed: {
            message: string;
            closed: number;
        };
        SesionActiva: {
            id: components["schemas"]["Id"];
            started_at: components["schemas"]["LocalDateTime"];
            expires_at: components["schemas"]["LocalDateTime"];
            /** @description La sesión de esta petición. */
            current: boolean;
        };
        PqrsEnviada: {
            radicado: string;
            type_pqr: string;
            name: string;
            phone: string;
            message: string;
            created_at: components["schemas"]["LocalDateTime"];
            /** Format: date */
            due_date: string;
        };
        MisDatos: {
            generated_at: components["schemas"]["LocalDateTime"];
            profile: components["schemas"]["User"];
            /** @description Sesiones abiertas (sin cerrar ni vencidas), la más reciente primero. */
            sessions: components["schemas"]["SesionActiva"][];
            /** @description Compras (boletas y membresía), la más reciente primero. */
            purchases: components["schemas"]["Bill"][];
            membership: components["schemas"]["MembershipStatus"];
            pqrs: components["schemas"]["PqrsEnviada"][];
            authorizations: components["schemas"]["Autorizacion"][];
            /** @description Versiones publicadas de los términos o la política de privacidad que la persona aún no ha aceptado. */
            pending_policies: components["schemas"]["PendingPolicy"][];
            /** @description Qué correos recibe la persona fuera de los de sus compras y su cuenta. */
            marketing: string;
        };
        Message: {
            /** @example Código enviado a tu correo */
            message: string;
        };
        /** @example 1 */
        Id: number;
        /** @example viziona */
        Slug: string;
        /**
         * @description Pesos colombianos, sin decimales.
         * @example 25000
         */
        Money: number;
        /**
         * Format: uri-reference
         * @description URL de la imagen (absoluta o relativa al sitio).
         * @example /media/posters/la-ultima-funcion.png
         */
        ImageUrl: string;
        /**
         * @description Fecha y hora 'YYYY-MM-DD HH:mm:ss' en hora de Bogotá.
         * @example 2026-12-21 18:30:00
         */
        LocalDateTime: string;
        /**
         * @description Dispositivo de origen; el sitio envía siempre 'web'.
         * @enum {string}
         */
        Device: "web";
        /**
         * @description CC Cédula de Ciudadanía, CE Cédula de Extranjería, PPN Pasaporte, NIT.
         * @enum {string}
         */
        DocType: "CC" | "CE" | "PPN" | "NIT";
        /** @example 1020304050 */
        DocNumber: string;
        /** @enum {string} */
        Sex: "M" | "F";
        /**
         * @description Solo dígitos.
         * @example 3001234567
         */
        Phone: string;
        /**
         * Format: email
         * @example ana.gomez@example.com
         */
        Email: string;
        /** @example Ana */
        PersonName: string;
        /**
         * @description 8 a 12 caracteres, al menos una mayúscula, una minúscula y un número, solo letras y dígitos. Mensaje: 'La contraseña debe tener de 8 a 12 caracteres, incluir al menos una letra mayúscula, una minúscula, un número y no contener caracteres especiales'.
         * @example Cine2026ok
         */
        Password: string;
        /**
         * @description Número de factura (consecutivo).
         * @example VZ1-000145
         */
        BillNumber: string;
        User: {
            id: components["schemas"]["Id"];
            /** @example ana.gomez@example.com */
            username: string;
            name: components["schemas"]["PersonName"];
            /** @example Gómez */
            lastname: string;
            /** @example Ana Gómez */
            fullname: string;
            email: components["schemas"]["Email"];
            /**
             * Format: date-time
             * @description null = correo sin verificar.
             * @example 2026-11-20T15:04:05Z
             */
            email_verified_at: string | null;
            phone: components["schemas"]["Phone"];
            doc_type: components["schemas"]["DocType"];
            doc_number: components["schemas"]["DocNumber"];
            /**
             * Format: date
             * @example 1994-05-17
             */
            birthday: string;
            sex: components["schemas"]["Sex"];
        };
        Session: {
            /**
             * @description Token opaco (al menos 128 bits aleatorios); va en la cookie `auth_token`.
             * @example Zq3k1x9vT0b2w8cY4d6eF7g5hJ2kL1mN
             */
            token: string;
            expires_at: components["schemas"]["LocalDateTime"];
            user: components["schemas"]["User"];
            /** @description Solo al iniciar sesión: versiones publicadas de los términos o la política de privacidad que la persona aún no ha aceptado (el sitio le pide aceptarlas con acceptPolicies). */
            pending_policies?: components["schemas"]["PendingPolicy"][];
        };
        RegisterRequest: {
            name: components["schemas"]["PersonName"];
            lastname: components["schemas"]["PersonName"];
            email: components["schemas"]["Email"];
            password: components["schemas"]["Password"];
            doc_type: components["schemas"]["DocType"];
            doc_number: components["schemas"]["DocNumber"];
            phone: components["schemas"]["Phone"];
            /**
             * Format: date
             * @description Entre 1900 y 2099.
             * @example 1994-05-17
             */
            birthday: string;
            sex: components["schemas"]["Sex"];
            device: components["schemas"]["Device"];
            /** @description Token de `createRegisterToken` ('no soy un robot'). */
            register_token: string;
        };
        LoginRequest: {
            email: components["schemas"]["Email"];
            password: string;
            /** @description Respuesta del captcha (carga útil ALTCHA en base64 o token reCAPTCHA), necesaria solo tras muchos inicios de sesión fallidos desde la misma dirección (respuesta 403 con `code: captcha_required`); si no hace falta, se ignora. Una respuesta ya usada se rechaza. */
            captcha?: string;
        };
        ProfileUpdateRequest: {
            name: components["schemas"]["PersonName"];
            lastname: components["schemas"]["PersonName"];
            /** @description Se ignora (no editable). */
            email: components["schemas"]["Email"];
            phone: components["schemas"]["Phone"];
            /** @description Se ignora (no editable). */
            doc_type: components["schemas"]["DocType"];
            /** @description Se ignora (no editable). */
            doc_number: components["schemas"]["DocNumber"];
            /**
             * Format: date
             * @description Entre 1900 y 2099.
             */
            birthday: string;
            sex: components["schemas"]["Sex"];
            /** @description Solo cuando el usuario abre el cambio de contraseña. */
            password?: components["schemas"]["Password"];
        };
        MembershipStatus: {
            Estado: components["schemas"]["MembershipState"];
            /**
             * @description 'vigente' si el beneficio CineFan está activo; cualquier otro valor, no.
             * @example vigente
             * @example no vigente
             */
            CineFan: string;
            /** @description Vencimiento de la membresía; null sin membresía. */
            Vencimiento: components["schemas"]["LocalDateTime"] | null;
        };
        /**
         * @description 'usuario con tarjeta activa' para miembros del Club Vizionarios.
         * @enum {string}
         */
        MembershipState: "usuario con tarjeta activa" | "usuario sin tarjeta";
        ForgotPasswordRequest: {
            email: components["schemas"]["Email"];
        };
        NewPasswordRequest: {
            password: components["schemas"]["Password"];
        };
        RegisterToken: {
            /** @example rt_8Yk2q1Zx0c9V */
            token: string;
        };
        VerificationCodeRequest: {
            /** @example 482913 */
            code: string;
        };
        VerificationResult: {
            /** @description false = código incorrecto o vencido. */
            valid: boolean;
            /** @description El usuario con `email_verified_at` actualizado, cuando `valid` es true. */
            user?: components["schemas"]["User"];
        };
        ContentItem: {
            id: components["schemas"]["Id"];
            slug: components["schemas"]["Slug"];
            /** @example Términos y condiciones */
            title: string;
        };
        ContentPage: {
            id: components["schemas"]["Id"];
            slug: components["schemas"]["Slug"];
            image: components["schemas"]["ImageUrl"] | null;
            /** @example Alquiler de sala */
            title: string;
            subtitle: string | null;
            /**
             * @description HTML (el cliente lo sanea antes de mostrarlo).
             * @example <p>Eventos desde 50 personas.</p>
             */
            content: string;
        };
        Banner: {
            id: components["schemas"]["Id"];
            image: components["schemas"]["ImageUrl"];
            /** @example Club Vizionarios */
            name: string;
            /**
             * Format: uri-reference
             * @example /club-vizionarios
             */
            url: string;
            /** @enum {string} */
            target: "_self" | "_blank";
        };
        GalleryImage: {
            id: components["schemas"]["Id"];
            image: components["schemas"]["ImageUrl"];
        };
        /** @description Los valores numéricos (tarifas, máximo de entradas, membresía) van como texto y el cliente los convierte a entero. En `popup`: value = imagen, complement = enlace, extra = target. */
        Setting: {
            /** @enum {string} */
            key: "ticket_servicio" | "confiteria_servicio" | "maximo_entradas" | "membresia_valor" | "membresia_servicio" | "popup";
            /** @example 3000 */
            value: string;
            complement?: string | null;
            extra?: string | null;
        };
        SettingList: {
            data: components["schemas"]["Setting"][];
        };
        DateOption: {
            /**
             * @description Día de la semana abreviado y número del día, separados por ', '.
             * @example sáb, 21
             */
            date_string: string;
            /**
             * Format: date
             * @example 2026-11-21
             */
            function_date: string;
        };
        DateList: {
            dates: components["schemas"]["DateOption"][];
        };
        Showtime: {
            id: components["schemas"]["Id"];
            /**
             * Format: date
             * @example 2026-11-21
             */
            function_date: string;
            /**
             * @description Hora de inicio 'HH:mm' (hora de Bogotá).
             * @example 15:30
             */
            function_hour: string;
            /** @example sáb, 21 */
            date_string: string;
            /** @example 3:30 pm */
            hour_string: string;
            /** @example Sala 3 */
            room_name: string;
            /** @description Id de la sala. */
            room: components["schemas"]["Id"];
            /**
             * @description Sillas disponibles.
             * @example 142
             */
            seats: number;
            /** @example 2D */
            movie_format: string;
            /** @example Doblada */
            movie_version: string;
        };
        Movie: {
            id: components["schemas"]["Id"];
            slug: components["schemas"]["Slug"];
            /** @example La última función */
            title: string;
            /** @example The Last Show */
            original_title: string;
            poster: components["schemas"]["ImageUrl"];
            /** @enum {string} */
            type: "Estreno" | "Preventa" | "Próximamente";
            /**
             * Format: date
             * @example 2026-11-13
             */
            date_release: string;
            /**
             * @description Clasificación; '15 años' y '18 años' muestran el aviso de documento.
             * @example Todos
             * @example 7 años
             * @example 12 años
             * @example 15 años
             * @example 18 años
             */
            rating: string;
            /**
             * @description Minutos.
             * @example 118
             */
            duration: number;
            /** @example Laura Restrepo */
            director: string;
            /** @example Inglés */
            language: string;
            /** @example Estados Unidos */
            country: string;
            synopsis: string;
            /**
             * Format: uri
             * @example https://www.youtube.com/watch?v=dQw4w9WgXcQ
             */
            trailer: string | null;
            /** @example Doblada */
            version: string;
            /** @example 2D */
            format: string;
            /**
             * @description Género.
             * @example Drama
             */
            gender: string;
            /** @description Funciones, en las respuestas de cartelera por fecha. */
            showtimes?: components["schemas"]["Showtime"][];
        };
        MovieList: {
            data: components["schemas"]["Movie"][];
        };
        MovieSummary: {
            id: components["schemas"]["Id"];
            slug: components["schemas"]["Slug"];
            title: string;
            poster: components["schemas"]["ImageUrl"];
            duration: number;
            gender: string;
            rating: string;
        };
        MovieShowtimes: {
            dates: components["schemas"]["DateOption"][];
            showtimes: components["schemas"]["Showtime"][];
        };
        Room: {
            id: components["schemas"]["Id"];
            slug: components["schemas"]["Slug"];
            /** @example Sala VIP 1 */
            name: string;
            /** @example Sillas reclinables */
            complement: string;
            image: components["schemas"]["ImageUrl"];
            image_2: components["schemas"]["ImageUrl"] | null;
            /** @description HTML. */
            short_description: string;
            /** @description HTML. */
            description: string;
        };
        RoomShowtimes: {
            dates: components["schemas"]["DateOption"][];
            /** @description Películas de la sala, cada una con `showtimes` de la fecha. */
            movies: components["schemas"]["Movie"][];
        };
        ConfectioneryItem: {
            id: components["schemas"]["Id"];
            /** @example Combo pareja */
            name: string;
            image: components["schemas"]["ImageUrl"];
            /** @description HTML. */
            description: string;
            category_id: components["schemas"]["Id"];
            /** @example Combos */
            category_name: string;
            /** @description `Codigo` del producto de venta en línea (ScoreProduct); null si la tarjeta solo se exhibe. */
            score_id: number | null;
        };
        RecipeOption: {
            /** @example 5012 */
            Codigo: number;
            /** @example Gaseosa 32 oz */
            Descripcion: string;
        };
        /** @description Un ítem de la receta del combo; el usuario elige una de `Opciones`. */
        RecipeGroup: {
            /** @example 501 */
            Codigo: number;
            /** @example Bebida */
            Descripcion: string;
            /** @example 2 */
            Cantidad: number;
            Opciones: components["schemas"]["RecipeOption"][];
        };
        ScorePrice: {
            /** @description Precio general. */
            General: components["schemas"]["Money"];
            /** @description Precio para miembros del club. */
            OtroPago: components["schemas"]["Money"];
        };
        ScoreProduct: {
            /** @example 1001 */
            Codigo: number;
            /** @example Combo pareja */
            Descripcion: string;
            /**
             * @description 'P' producto individual; 'A' y otros, combos.
             * @example P
             * @example A
             */
            Tipo: string;
            Cantidad: number;
            Receta: components["schemas"]["RecipeGroup"][];
            /**
             * @description 's' = producto CineFanPlus (solo para CineFan vigente).
             * @enum {string}
             */
            CineFanPlus: "s" | "n";
            /** @description El cliente usa `Precios[0]`. */
            Precios: components["schemas"]["ScorePrice"][];
            image: components["schemas"]["ImageUrl"] | null;
        };
        PaymentMethod: {
            /** @example 3 */
            score_payment_method: number;
            pay_with_card: boolean;
            pay_with_pse: boolean;
        };
        PayBrand: {
            id: components["schemas"]["Id"];
            /** @example ePayco */
            name: string;
            image: components["schemas"]["ImageUrl"];
            payment_method: components["schemas"]["PaymentMethod"];
        };
        PayBrandList: {
            data: components["schemas"]["PayBrand"][];
        };
        Bank: {
            /** @example 1022 */
            bankCode: string;
            /** @example BANCO UNION COLOMBIANO */
            bankName: string;
        };
        Consecutive: {
            /** @example 145 */
            Secuencia: number;
            /**
             * @description Llave de pago de esta compra, ligada al usuario y al consecutivo (HMAC del servidor); se envía tal cual en `CardPaymentRequest.keyPay`.
             * @example 3q2-7wH0cXb6VtOQm6Zx1b2o0s9aM7yPq1fI4rJ2kLw
             */
            keyPay: string;
        };
        PriceLocation: {
            /**
             * @description Código de la tarifa (`SelectedSeat.Tarifa`).
             * @example 11
             */
            codigo: number;
            /** @example General */
            zona: string;
            /** @description Precio por silla; valores de 1 o menos se ignoran. */
            valor: components["schemas"]["Money"];
            /** @example General 2D */
            descripcion: string;
            /**
             * @description habilitado = precio del Club Vizionarios.
             * @enum {string}
             */
            ClienteFrecuente: "habilitado" | "deshabilitado";
            /**
             * @description Ahorro por silla frente al precio general (pesos).
             * @example 3000
             */
            difference: number;
            isVizionario: boolean;
        };
        LayoutSeat: {
            /**
             * @description Número visible de la silla (vacío en pasillos).
             * @example 7
             */
            ColumnaRelativa: string;
            ColumnaTotal: number;
            /**
             * @description Letra de la fila.
             * @example F
             */
            FilaRelativa: string;
            FilaTotal: number;
            /** @enum {string} */
            TipoSilla: "Normal" | "Discapacitado" | "Pasillo";
            /**
             * @description Zona (coincide con `PriceLocation.zona`).
             * @example General
             * @example Preferencial
             */
            TipoZona: string;
        };
        /**
         * @description La regla de sillas solas de la sala: `off` sin regla; `aisle` permite dejar una silla sola junto a un pasillo; `strict` ninguna (openapi/seat-rules.ts).
         * @enum {string}
         */
        LoneSeatMode: "off" | "aisle" | "strict";
        ShowtimeRoom: {
            loneSeats: components["schemas"]["LoneSeatMode"];
            showtime: components["schemas"]["Showtime"];
            movie: components["schemas"]["Movie"];
            room: components["schemas"]["Room"];
            prices: components["schemas"]["PriceLocation"][];
            layout: components["schemas"]["LayoutSeat"][];
            /**
             * @description Máximo de sillas por compra, y de unidades de combos por compra: el menor entre `maximo_entradas` y el máximo de la sala cuando lo tiene.
             * @example 10
             */
            maxSeats: number;
            /** @description La función ya empezó (reloj de la base de datos). */
            started: boolean;
        };
        SeatStatus: {
            /** @description `ColumnaTotal` de la silla. */
            Columna: number;
            /** @enum {string} */
            TipoSilla: "Normal" | "Discapacitado" | "Pasillo";
            /**
             * @description S libre; R retenida por tu propia reserva (seleccionable); O ocupada/vendida; B retenida por otra compra.
             * @enum {string}
             */
            EstadoSilla: "S" | "R" | "O" | "B";
        };
        RowStatus: {
            /**
             * @description Letra de la fila.
             * @example F
             */
            filRel: string;
            DescripcionSilla: components["schemas"]["SeatStatus"][];
        };
        SeatStreamSnapshot: {
            /** @description Versión del plano de la función que muestra este estado. */
            version: number;
            rows: components["schemas"]["RowStatus"][];
            /**
             * Format: date-time
             * @description Cuándo vence la retención de tus sillas ('R'); null sin sesión o sin sillas retenidas.
             */
            holdEndsAt: string | null;
        };
        SeatStreamDelta: {
            /** @description La versión sobre la que se aplica este cambio. */
            from: number;
            /** @description La versión que resulta (también el `id` del evento). */
            version: number;
            /** @description Solo las sillas que cambiaron, con su estado nuevo. */
            seats: components["schemas"]["SeatChange"][];
            /**
             * Format: date-time
             * @description Presente cuando cambió tu retención; null cuando ya no tienes sillas retenidas.
             */
            holdEndsAt?: string | null;
        };
        SeatChange: {
            /** @description Letra de la fila. */
            filRel: string;
            /** @description `ColumnaTotal` de la silla. */
            Columna: number;
            /** @enum {string} */
            EstadoSilla: "S" | "R" | "O" | "B";
        };
        SelectedSeat: {
            /**
             * @description `FilaTotal` de la silla.
             * @example 6
             */
            Fila: number;
            /**
             * @description `ColumnaTotal` de la silla.
             * @example 9
             */
            Columna: number;
            /** @example F */
            FilRelativa: string;
            /** @example 7 */
            ColRelativa: string;
            /**
             * @description `PriceLocation.codigo` elegido.
             * @example 11
             */
            Tarifa: number;
        };
        ReserveRequest: {
            /**
             * @description `Secuencia` de getConsecutive.
             * @example 145
             */
            score_consecutive: number;
            seats: components["schemas"]["SelectedSeat"][];
            device: components["schemas"]["Device"];
        };
        BestAvailableRequest: {
            /**
             * @description `Secuencia` de getConsecutive.
             * @example 145
             */
            score_consecutive: number;
            /**
             * @description Cuántas sillas, de 1 a `maxSeats` (fuera de ese rango, 400 con el rango).
             * @example 2
             */
            count: number;
            /** @description El `codigo` del precio de la zona (`PriceLocation.codigo`). */
            zone: number;
            device: components["schemas"]["Device"];
        };
        SalaSeatRulesChange: {
            loneSeats?: components["schemas"]["LoneSeatMode"];
            /** @description Fila del punto focal de 'Mejor disponible', de 0 (la primera) a 1 (la última). */
            focusFila?: number;
            /** @description Columna del punto focal, de 0 (izquierda) a 1 (derecha). */
            focusColumna?: number;
        };
        SalaSeatRules: {
            id: components["schemas"]["Id"];
            name: string;
            loneSeats: components["schemas"]["LoneSeatMode"];
            focusFila: number;
            focusColumna: number;
        };
        /** @description La regla de la sala y sus sillas, por fila y columna. */
        StaffSala: components["schemas"]["SalaSeatRules"] & {
            layout: components["schemas"]["LayoutSeat"][];
        };
        Reservation: {
            score_consecutive: number;
            showtime_id: components["schemas"]["Id"];
            seats: components["schemas"]["SelectedSeat"][];
            /**
             * Format: date-time
             * @description Fin de la retención (reloj de la base de datos).
             * @example 2026-11-21T20:40:00Z
             */
            expires_at: string;
            /**
             * @description Segundos que quedan de la retención, calculados por la base de datos.
             * @example 600
             */
            seconds_left: number;
        };
        CancelReservationRequest: {
            /** @example 145 */
            score_consecutive: number;
            device: components["schemas"]["Device"];
        };
        PurchaseQuoteRequest: {
            /**
             * @description `Secuencia` de getConsecutive.
             * @example 145
             */
            score_consecutive: number;
            showtime_id: components["schemas"]["Id"];
            seats: components["schemas"]["SelectedSeat"][];
            products: components["schemas"]["PurchaseProduct"][];
        };
        PurchaseQuoteTicket: {
            /** @example F */
            FilRelativa: string;
            /** @example 7 */
            ColRelativa: string;
            /** @example General */
            zona: string;
            /** @description `PriceLocation.codigo` de la silla. */
            codigo: number;
            /** @description Lo que paga este usuario por la silla. */
            valor: components["schemas"]["Money"];
            /** @description Precio general de la silla. */
            general: components["schemas"]["Money"];
            /** @description true cuando un miembro paga el precio general de esta silla porque ya usó hoy (hora de Bogotá) los precios del club en 6 boletas. */
            limite_diario: boolean;
        };
        PurchaseQuoteProduct: {
            Codigo: number;
            /** @example Combo pareja */
            Descripcion: string;
            Cantidad: number;
            /** @description Precio unitario para este usuario. */
            valor: components["schemas"]["Money"];
            /** @description Precio unitario general. */
            general: components["schemas"]["Money"];
            /** @description valor × Cantidad. */
            total: components["schemas"]["Money"];
            /** @description true cuando un miembro paga el precio general de estas unidades porque ya usó hoy (hora de Bogotá) los precios del club en 6 combos. Una línea partida por el límite aparece dos veces: primero las unidades con precio del club, luego las de precio general. */
            limite_diario: boolean;
        };
        PurchaseQuote: {
            /** @description El usuario tiene la tarjeta del Club Vizionarios activa. */
            member: boolean;
            tickets: components["schemas"]["PurchaseQuoteTicket"][];
            products: components["schemas"]["PurchaseQuoteProduct"][];
            totalTickets: components["schemas"]["Money"];
            totalConfectionery: components["schemas"]["Money"];
            /** @description Boletas + confitería. */
            subtotal: components["schemas"]["Money"];
            /** @description `ticket_servicio` por silla + `confiteria_servicio` por unidad de producto. */
            total_service: components["schemas"]["Money"];
            /** @description subtotal + total_service. */
            total: components["schemas"]["Money"];
            /** @description Lo que pagaría por lo mismo alguien sin membresía. */
            general_total: components["schemas"]["Money"];
            /** @description general_total menos lo que paga un miembro. */
            savings: components["schemas"]["Money"];
        };
        /** @description 1 boletas en línea; 3 membresía Club Vizionarios. */
        PayType: {
            /** @example 1 */
            id: number;
            /** @example En línea */
            name: string;
        };
        /**
         * @description 1 boletas y confitería; 3 membresía Club Vizionarios.
         * @example 1
         * @enum {integer}
         */
        PayTypeId: 1 | 3;
        /**
         * @description Estado de una factura: 1 Aceptada (sillas vendidas, tickets emitidos), 2 Rechazada, 3 Pendiente (esperando a la pasarela), 4 Fallida, 5 Reembolso pendiente (pagada sin sillas disponibles, o su función cancelada), 6 Reembolsada, 7 Cancelada (sin respuesta de la pasarela dentro del tope). Solo 1 es una compra hecha.
         * @example 1
         * @enum {integer}
         */
        PayStatusId: 1 | 2 | 3 | 4 | 5 | 6 | 7;
        /** @description El estado de la factura y su nombre. */
        PayStatus: {
            id: components["schemas"]["PayStatusId"];
            /** @example Aceptada */
            name: string;
        };
        PurchaseProduct: {
            /**
             * @description `ScoreProduct.Codigo`.
             * @example 1001
             */
            Codigo: number;
            /** @example 2 */
            Cantidad: number;
            /**
             * @description `RecipeOption.Codigo` elegido para cada ítem de la receta (combos).
             * @example [
             *       5012,
             *       5020
             *     ]
             */
            Receta?: number[];
        };
        CardPaymentRequest: {
            pay_type: components["schemas"]["PayTypeId"];
            /** @example ANA GOMEZ */
            card_name: string;
            /** @example 4575623182290326 */
            card_number: string;
            /** @example 123 */
            cvc: string;
            /** @example 12 */
            exp_month: string;
            /** @example 2028 */
            exp_year: string;
            /**
             * @description Cuotas.
             * @example 1
             */
            dues: number;
            subtotal: components["schemas"]["Money"];
            total_service: components["schemas"]["Money"];
            /** @description Debe coincidir con el total que calcula el servidor. */
            total: components["schemas"]["Money"];
            device: components["schemas"]["Device"];
            /** @example 145 */
            score_consecutive: number;
            /** @description `PaymentMethod.score_payment_method` de la marca elegida. */
            score_payment_method: number;
            theater_id: components["schemas"]["Id"];
            /** @description null en la compra de membresía. */
            showtime_id: number | null;
            /** @description Sillas reservadas (vacío en la membresía). */
            seats: components["schemas"]["SelectedSeat"][];
            products: components["schemas"]["PurchaseProduct"][];
            /**
             * @description Detalle legible de boletas y productos (para la pasarela y el correo).
             * @example 2 x General 2D; 1 x Combo pareja
             */
            products_detail: string;
            /**
             * @description Descripción corta de la compra para la pasarela.
             * @example Boletas La última función
             */
            products_description: string;
            /** @description Cadena codificada ligada al usuario. */
            keyPay: string;
        };
        PsePaymentRequest: {
            pay_type: components["schemas"]["PayTypeId"];
            /**
             * @description `Bank.bankCode`.
             * @example 1022
             */
            bank: string;
            name: components["schemas"]["PersonName"];
            lastname: components["schemas"]["PersonName"];
            doc_type: components["schemas"]["DocType"];
            doc_number: components["schemas"]["DocNumber"];
            email: components["schemas"]["Email"];
            phone: components["schemas"]["Phone"];
            /** @enum {string} */
            typePerson: "natural" | "juridica";
            subtotal: components["schemas"]["Money"];
            total_service: components["schemas"]["Money"];
            /** @description Debe coincidir con el total que calcula el servidor. */
            total: components["schemas"]["Money"];
            device: components["schemas"]["Device"];
            /** @example 145 */
            score_consecutive: number;
            score_payment_method: number;
            theater_id: components["schemas"]["Id"];
            /** @description null en la compra de membresía. */
            showtime_id: number | null;
            seats: components["schemas"]["SelectedSeat"][];
            products: components["schemas"]["PurchaseProduct"][];
            products_detail: string;
            products_description: string;
            keyPay: string;
        };
        /** @description Resultado de un pago. `pay_status` ya refleja la confirmación de la pasarela cuando esta la dio al instante; si es 3 (Pendiente), consultar `getPayResponseStatus` con `pay_response_id` o `getPaymentStatus` con `pay_method` y `bill`. */
        PaymentResult: {
            bill: components["schemas"]["BillNumber"];
            pay_status: components["schemas"]["PayStatus"];
            /**
             * @description 1 boletas; 3 membresía.
             * @example 1
             */
            payType: number;
            /**
             * @description 'Tu pago fue procesado correctamente.' (1), 'Tu pago fue rechazado.' (2), 'Tu pago está pendiente de confirmación.' (3), 'Hubo un error al procesar el pago' (4).
             * @example Tu pago fue procesado correctamente.
             */
            message: string;
            /** @description Id de la transacción de la pasarela, el que recibe `getPayResponseStatus`. */
            pay_response_id: components["schemas"]["Id"];
            /**
             * @description Medio de pago; el `type` de `getPaymentStatus` y de /pay-status/{type}/{bill}.
             * @enum {string}
             */
            pay_method: "card" | "pse";
        };
        PsePaymentResult: {
            /**
             * Format: uri
             * @example https://secure.payco.co/pse/redirect/abc123
             */
            pse_url: string;
            bill: components["schemas"]["BillNumber"];
            /** @example 1 */
            payType: number;
        };
        PayResponseStatus: {
            id: components["schemas"]["Id"];
            bill: components["schemas"]["BillNumber"];
            pay_status: components["schemas"]["PayStatus"];
        };
        /** @description Campos de la confirmación de ePayco que usamos. ePayco envía más campos (x_franchise, x_cust_id_cliente…): se aceptan y se ignoran. `x_signature` no es obligatoria en la forma para que una confirmación sin firma se guarde para auditoría antes de rechazarla (400). */
        EpaycoConfirmation: {
            /** @example 87463521 */
            x_ref_payco: string;
            /** @example 1928374650 */
            x_transaction_id: string;
            /**
             * @description Monto tal como lo envía la pasarela (entra en la firma); debe ser el total de la factura.
             * @example 48000
             */
            x_amount: string;
            /**
             * @description Debe ser COP, la moneda de la factura.
             * @example COP
             */
            x_currency_code: string;
            /**
             * @description sha256 hexadecimal (ver `confirmPayment`).
             * @example 0f5c2a3b9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d9c8b7a6f5e4d3c2b
             */
            x_signature?: string;
            /**
             * @description 1 aceptada, 2 rechazada, 3 pendiente, 4 fallida.
             * @enum {integer}
             */
            x_cod_response: 1 | 2 | 3 | 4;
            /** @description Nuestro número de factura. */
            x_id_invoice: components["schemas"]["BillNumber"];
            /** @example Aceptada */
            x_response?: string;
            /** @example 000000 */
            x_approval_code?: string;
        } & {
            [key: string]: unknown;
        };
        Theater: {
            /** @description Para volver a la función (/{theater}/pelicula/...). */
            slug: components["schemas"]["Slug"];
            /** @example Viziona */
            name: string;
            /** @example Viziona Cinemas Bogotá */
            fullname: string;
        };
        /** @description Función de la compra con el resumen de su película. */
        BillShowtime: components["schemas"]["Showtime"] & {
            movie: components["schemas"]["MovieSummary"];
        };
        BillProduct: {
            Codigo: number;
            /** @example Combo pareja (Gaseosa 32 oz, Crispetas grandes) */
            Descripcion: string;
            Cantidad: number;
            /** @description Valor de la línea (Cantidad × precio unitario). */
            valor: components["schemas"]["Money"];
        };
        BillSeat: {
            /** @example F */
            FilRelativa: string;
            /** @example 7 */
            ColRelativa: string;
            /** @example General */
            zona: string;
            valor: components["schemas"]["Money"];
        };
        Bill: {
            bill: components["schemas"]["BillNumber"];
            /**
             * Format: date-time
             * @example 2026-11-21T20:31:12Z
             */
            created_at: string;
            pay_status: components["schemas"]["PayStatus"];
            pay_type: components["schemas"]["PayType"];
            /** @enum {string} */
            pay_method: "card" | "pse";
            theater: components["schemas"]["Theater"];
            /** @description null en la compra de membresía. */
            showtime: components["schemas"]["BillShowtime"] | null;
            products: components["schemas"]["BillProduct"][];
            seats: components["schemas"]["BillSeat"][];
            subtotal: components["schemas"]["Money"];
            total_service: components["schemas"]["Money"];
            total: components["schemas"]["Money"];
            /** @description Solo en getBill y cuando el pago fue aceptado (un elemento, el ticket de la compra). */
            tickets?: components["schemas"]["Ticket"][];
        };
        TicketCode: {
            /**
             * @description Código firmado e imposible de adivinar (`VZ1.<carga>.<firma>`, ver `getTicketSigningKey`); su QR se pide a getTicketQr.
             * @example VZ1.VlpBLTAwMTAwMC4xMjAuMzQ1Lm9ZQmFFaDNjTFdv.c2lnbmF0dXJl
             */
            code: string;
            /**
             * @description Silla (fila y número).
             * @example F7
             */
            seat: string;
        };
        TicketSigningKey: {
            /** @enum {string} */
            algorithm: "Ed25519";
            /**
             * @description Llave pública SPKI en formato PEM.
             * @example -----BEGIN PUBLIC KEY-----
             *     MCowBQYDK2VwAyEA…
             *     -----END PUBLIC KEY-----
             */
            publicKey: string;
        };
        Ticket: {
            bill: components["schemas"]["BillNumber"];
            /** @description Un código por silla. */
            codes: components["schemas"]["TicketCode"][];
            showtime: components["schemas"]["BillShowtime"];
            products: components["schemas"]["BillProduct"][];
        };
        /** @description ALTCHA 2 (prueba de trabajo, sin red): `parameters` y `signature`, tal como los lee el widget `altcha` 3. reCAPTCHA (si sus claves están configuradas): `siteKey`. */
        CaptchaChallenge: {
            /** @enum {string} */
            provider: "altcha" | "recaptcha";
            parameters?: {
                /** @example SHA-256 */
                algorithm: string;
                nonce: string;
                salt: string;
                cost: number;
                keyLength: number;
                keyPrefix: string;
                keySignature?: string;
                memoryCost?: number;
                parallelism?: number;
                /** @description Segundos desde 1970 (UTC) tras los cuales el reto ya no se acepta. */
                expiresAt?: number;
                data?: {
                    [key: string]: unknown;
                };
            };
            signature?: string;
            siteKey?: string;
        };
        PqrsRequest: {
            name: string;
            email: components["schemas"]["Email"];
            phone: components["schemas"]["Phone"];
            /** @enum {string} */
            type_pqr: "Felicitación" | "Queja" | "Reclamo" | "Sugerencia";
            message: string;
            /**
             * @description Debe ser '1' (política de datos aceptada); '0' se rechaza con 400.
             * @enum {string}
             */
            accept_terms: "1" | "0";
            /** @description Respuesta del captcha (carga útil ALTCHA en base64 o token reCAPTCHA). Una respuesta ya usada se rechaza. */
            captcha: string;
            "attachments[]"?: string[];
        };
        PqrsReceipt: {
            /** @example PQRS-2026-000123 */
            radicado: string;
            /** @example Gracias por contactarnos. Pronto nos comunicaremos contigo. */
            message: string;
            /**
             * Format: date
             * @description Fecha límite de respuesta.
             * @example 2026-12-10
             */
            due_date: string;
        };
        EthicsReportRequest: {
            details: string;
            /** @description Entidad a denunciar. */
            company: string;
            /** @enum {string} */
            whistleblower: "Visitante" | "Comunidad" | "Empleado" | "Proveedor" | "Contratista" | "Inversionista" | "Otro interesado";
            /** @description Opcional; solo letras y espacios ('Solo se permiten letras'). */
            name?: string;
            email?: components["schemas"]["Email"];
            /** @description Respuesta del captcha; una respuesta ya usada se rechaza. */
            captcha: string;
            /** @description 5 MB en total como máximo. */
            "attachments[]"?: string[];
        };
        EthicsReceipt: {
            /** @example ETICA-2026-000045 */
            radicado: string;
            /** @example Gracias por tu reporte. */
            message: string;
        };
        Health: {
            /** @enum {string} */
            status: "ok";
            /** @enum {string} */
            database: "pglite" | "postgres";
            /** Format: date-time */
            time: string;
        };
        DevMailAttachment: {
            /** @example funcion.ics */
            filename: string;
            /** @example image/png */
            content_type: string;
            /**
             * @description El `cid` con que el HTML del correo muestra la imagen en su lugar; null si no es una imagen en línea.
             * @example qr-1@viziona
             */
            content_id: string | null;
            /** @description Bytes. */
            size: number;
            /**
             * @description Dónde descargarlo (`getDevMailAttachment`).
             * @example /api/v1/dev/mailbox/12/attachments/0
             */
            url: string;
        };
        DevMail: {
            id: components["schemas"]["Id"];
            /** @example ana.gomez@example.com */
            to: string;
            /** @example Tu código de verificación */
            subject: string;
            text: string;
            html: string | null;
            /** Format: date-time */
            created_at: string;
            attachments: components["schemas"]["DevMailAttachment"][];
        };
        /**
         * @description admin (personal y roles), programacion (películas, funciones, precios, productos, contenidos, configuración), servicio (bandeja de PQRS), finanzas (reembolsos, ventas), porteria (ingreso en la puerta), etica (reportes de la línea ética: solo este rol los lee).
         * @enum {string}
         */
        StaffRole: "admin" | "programacion" | "servicio" | "finanzas" | "porteria" | "etica";
        StaffRoles: components["schemas"]["StaffRole"][];
        /**
         * @description Contraseña del personal, de 12 a 128 caracteres.
         * @example taquilla-norte-2026
         */
        StaffPassword: string;
        /**
         * @description Código de 6 dígitos de la aplicación de autenticación (TOTP, 30 s).
         * @example 123456
         */
        TotpCode: string;
        /**
         * @description Código de recuperación de un solo uso (16 caracteres, guiones opcionales).
         * @example ABCD-EFGH-JKLM-NPQR
         */
        RecoveryCode: string;
        StaffLinkToken: {
            /** @description El token del enlace (lo que sigue a `#`). */
            token: string;
        };
        StaffSetupStatus: {
            needed: boolean;
        };
        StaffSetupRequest: {
            token: string;
            email: components["schemas"]["Email"];
            name: components["schemas"]["StaffName"];
            password: components["schemas"]["StaffPassword"];
            code: components["schemas"]["TotpCode"];
        };
        StaffAcceptRequest: {
            token: string;
            password: components["schemas"]["StaffPassword"];
            code: components["schemas"]["TotpCode"];
        };
        /** @example Ana Gómez */
        StaffName: string;
        TotpEnrolment: {
            /**
             * @description URI otpauth:// para la aplicación de autenticación.
             * @example otpauth://totp/Viziona:ana%40viziona.com.co?issuer=Viziona&secret=JBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30
             */
            uri: string;
            /** @description El URI como imagen QR (data URL PNG), dibujada por el servidor. */
            qr: string;
            /** @description El secreto en base32, para escribirlo a mano. */
            secret: string;
        };
        StaffInvitationView: {
            /**
             * @description setup es el enlace del primer administrador (se completa con completeStaffSetup).
             * @enum {string}
             */
            kind: "invitation" | "setup";
            email: string | null;
            name: string | null;
            roles: components["schemas"]["StaffRoles"];
            expires_at: components["schemas"]["LocalDateTime"];
            enrolment: components["schemas"]["TotpEnrolment"];
        };
        StaffInvitationRequest: {
            email: components["schemas"]["Email"];
            name: components["schemas"]["StaffName"];
            roles: components["schemas"]["StaffRole"][];
        };
        StaffInvitation: {
            id: components["schemas"]["Id"];
            email: string;
            name: string;
            roles: components["schemas"]["StaffRoles"];
            expires_at: components["schemas"]["LocalDateTime"];
        };
        StaffPerson: {
            id: components["schemas"]["Id"];
            email: string;
            name: string;
            roles: components["schemas"]["StaffRoles"];
            active: boolean;
            created_at: components["schemas"]["LocalDateTime"];
        };
        StaffList: {
            people: components["schemas"]["StaffPerson"][];
        };
        StaffEnrolled: {
            person: components["schemas"]["StaffPerson"];
            /** @description Los diez códigos de recuperación; solo se muestran esta vez. */
            recovery_codes: components["schemas"]["RecoveryCode"][];
            expires_at: components["schemas"]["LocalDateTime"];
        };
        /** @description Con `code` o con `recovery_code`, uno de los dos. */
        StaffSignInRequest: {
            email: components["schemas"]["Email"];
            password: string;
            code?: components["schemas"]["TotpCode"];
            recovery_code?: components["schemas"]["RecoveryCode"];
        };
        StaffSession: {
            person: components["schemas"]["StaffPerson"];
            /** @description Fin de la sesión (12 horas); antes, si pasan 30 minutos sin uso. */
            expires_at: components["schemas"]["LocalDateTime"];
        };
        StaffMe: {
            person: components["schemas"]["StaffPerson"];
            recovery_codes_left: number;
        };
        StaffRolesChange: {
            roles: components["schemas"]["StaffRoles"];
        };
        AuditEntry: {
            id: components["schemas"]["Id"];
            at: components["schemas"]["LocalDateTime"];
            person: null | {
                id: components["schemas"]["Id"];
                name: string;
                email: string;
            };
            role: null | components["schemas"]["StaffRole"];
            /** @example staff.roles.change */
            action: string;
            /** @example staff_person:12 */
            target: string | null;
            /** @description Valor antes (JSON), o null. */
            before: unknown;
            /** @description Valor después (JSON), o null. */
            after: unknown;
            /** @example 203.0.113.7 */
            address: string;
        };
        AuditPage: {
            entries: components["schemas"]["AuditEntry"][];
            /** @description El `before` de la página siguiente; null si no hay más. */
            next: null | components["schemas"]["Id"];
        };
        /**
         * @description Una imagen ya subida, servida en `/media/…` (png, jpg, webp, gif o svg).
         * @example /media/banners/club-vizionarios.svg
         */
        MediaImagePath: string;
        /** @description Como MediaImagePath, o null (sin imagen). */
        NullableMediaImagePath: string | null;
        /** @description Una dirección https o una ruta del sitio (empieza con una sola `/`), o null (sin enlace). */
        NullableSiteLink: string | null;
        /** @enum {string} */
        LinkTarget: "_self" | "_blank";
        /** @description El popup de la portada; sin imagen no se muestra. */
        StaffPopup: {
            imagen: components["schemas"]["NullableMediaImagePath"];
            enlace: components["schemas"]["NullableSiteLink"];
            destino: components["schemas"]["LinkTarget"];
        };
        /** @description Los ajustes del sitio; un ajuste numérico que falta o no es un entero va como null. */
        StaffSettings: {
            /** @description Tarifa de servicio por boleta, en pesos. */
            ticket_servicio: number | null;
            /** @description Tarifa de servicio por combo, en pesos. */
            confiteria_servicio: number | null;
            /** @description Entradas por compra. */
            maximo_entradas: number | null;
            /** @description Valor de la membresía, en pesos. */
            membresia_valor: number | null;
            /** @description Servicio de la membresía, en pesos. */
            membresia_servicio: number | null;
            /** @description Minutos de limpieza entre dos funciones de una sala. */
            limpieza_minutos: number | null;
            /** @description En la puerta, minutos antes del inicio de una función desde los que se entra (45 si falta). */
            ingreso_antes_minutos: number | null;
            /** @description En la puerta, minutos después del inicio de una función hasta los que se entra (30 si falta). */
            ingreso_despues_minutos: number | null;
            popup: components["schemas"]["StaffPopup"];
        };
        /** @description Solo los ajustes que cambian (al menos uno). */
        StaffSettingsChange: {
            ticket_servicio?: number;
            confiteria_servicio?: number;
            maximo_entradas?: number;
            membresia_valor?: number;
            membresia_servicio?: number;
            limpieza_minutos?: number;
            ingreso_antes_minutos?: number;
            ingreso_despues_minutos?: number;
            popup?: components["schemas"]["StaffPopup"];
        };
        StaffBanner: {
            id: components["schemas"]["Id"];
            /** @example /media/banners/club-vizionarios.svg */
            image: string;
            name: string;
            url: string | null;
            target: components["schemas"]["LinkTarget"];
            position: number;
        };
        StaffBannerInput: {
            image: components["schemas"]["MediaImagePath"];
            /** @description Texto alternativo de la imagen. */
            name: string;
            url: components["schemas"]["NullableSiteLink"];
            target: components["schemas"]["LinkTarget"];
        };
        StaffOrder: {
            ids: components["schemas"]["Id"][];
        };
        /** @enum {string} */
        ContentGroupSlug: "pie-de-pagina-1" | "pie-de-pagina-2" | "corporativo" | "pagina";
        StaffContentOrder: {
            grupo: components["schemas"]["ContentGroupSlug"];
            ids: components["schemas"]["Id"][];
        };
        /**
         * @description Minúsculas, números y guiones sueltos (la dirección /pagina/{slug}).
         * @example terminos-y-condiciones
         */
        ContentSlug: string;
        StaffContentInput: {
            grupo: components["schemas"]["ContentGroupSlug"];
            slug: components["schemas"]["ContentSlug"];
            title: string;
            subtitle: string | null;
            image: components["schemas"]["NullableMediaImagePath"];
            /** @description HTML. */
            content: string;
        };
        StaffContent: {
            id: components["schemas"]["Id"];
            grupo: components["schemas"]["ContentGroupSlug"];
            slug: string;
            title: string;
            subtitle: string | null;
            image: string | null;
            /** @description HTML tal como se publica. */
            content: string;
            position: number;
        };
        ContentPreview: {
            /** @description La página como la mostraría /pagina/{slug} (o la sección corporativa), con el HTML saneado. */
            page: {
                slug: string;
                title: string;
                subtitle: string | null;
                image: string | null;
                content: string;
            };
            /**
             * @description Lo que el saneamiento quitó, en español; vacío si se puede publicar.
             * @example [
             *       "la etiqueta <script>",
             *       "el atributo onclick de <p>"
             *     ]
             */
            problemas: string[];
        };
        StaffTarifa: {
            id: components["schemas"]["Id"];
            zone_id: components["schemas"]["Id"];
            /** @example General */
            zona: string;
            /** @example GEN-2D */
            codigo: string;
            /** @enum {string} */
            format: "2D" | "3D";
            /** @example General 2D */
            descripcion: string;
            /** @description Precio general por silla. */
            valor: components["schemas"]["Money"];
            /** @description Precio del Club Vizionarios por silla (cuando `cliente_frecuente`). */
            club_valor: components["schemas"]["Money"];
            /** @description Los miembros del club pagan `club_valor` en esta zona. */
            cliente_frecuente: boolean;
        };
        StaffRoomTarifas: {
            id: components["schemas"]["Id"];
            /** @example Sala 1 */
            name: string;
            tarifas: components["schemas"]["StaffTarifa"][];
        };
        StaffServiceFees: {
            /** @description Cargo por servicio de cada boleta. */
            ticket_servicio: components["schemas"]["Money"];
            /** @description Cargo por servicio de cada unidad de confitería. */
            confiteria_servicio: components["schemas"]["Money"];
        };
        StaffMembershipPrice: {
            /** @description Precio de la membresía; 1 o menos la deja fuera de venta. */
            valor: components["schemas"]["Money"];
            /** @description Cargo por servicio de la membresía. */
            servicio: components["schemas"]["Money"];
        };
        StaffTarifas: {
            salas: components["schemas"]["StaffRoomTarifas"][];
            servicio: components["schemas"]["StaffServiceFees"];
            membresia: components["schemas"]["StaffMembershipPrice"];
        };
        StaffTarifaChange: {
            zone_id: components["schemas"]["Id"];
            /** @enum {string} */
            format: "2D" | "3D";
            valor: number;
            club_valor: number;
            cliente_frecuente: boolean;
        };
        StaffTarifasChange: {
            tarifas: components["schemas"]["StaffTarifaChange"][];
        };
        StaffRecipeOption: {
            /** @description La opción que se edita; sin él, una opción nueva. */
            id?: components["schemas"]["Id"];
            /** @example COLA */
            codigo?: string;
            /** @example Gaseosa cola */
            descripcion: string;
        };
        StaffRecipeGroup: {
            /** @description El grupo que se edita; sin él, un grupo nuevo. */
            id?: components["schemas"]["Id"];
            /** @example BEBIDA */
            codigo?: string;
            /** @example Elige tu bebida */
            nombre: string;
            cantidad: number;
            opciones: components["schemas"]["StaffRecipeOption"][];
        };
        StaffProductInput: {
            /** @example A001 */
            codigo: string;
            /** @example Combo Personal */
            descripcion: string;
            /**
             * @description P producto individual, A combo.
             * @enum {string}
             */
            tipo: "P" | "A";
            cantidad: number;
            /** @description Solo para miembros con CineFan vigente. */
            cinefan_plus: boolean;
            precio_general: number;
            /** @description Precio para miembros del club; no pasa del general. */
            precio_otro_pago: number;
            /** @description Falso, el producto deja de mostrarse y de venderse. */
            disponible: boolean;
            image: components["schemas"]["ImageUrl"];
            receta: components["schemas"]["StaffRecipeGroup"][];
        };
        StaffProduct: {
            id: components["schemas"]["Id"];
            /** @example A001 */
            codigo: string;
            /** @example Combo Personal */
            descripcion: string;
            /** @enum {string} */
            tipo: "P" | "A";
            cantidad: number;
            cinefan_plus: boolean;
            precio_general: components["schemas"]["Money"];
            precio_otro_pago: components["schemas"]["Money"];
            disponible: boolean;
            image: components["schemas"]["ImageUrl"];
            receta: {
                id: components["schemas"]["Id"];
                codigo: string;
                nombre: string;
                cantidad: number;
                opciones: {
                    id: components["schemas"]["Id"];
                    codigo: string;
                    descripcion: string;
                }[];
            }[];
        };
        StaffProductList: {
            productos: components["schemas"]["StaffProduct"][];
        };
        StaffImageUpload: {
            /**
             * Format: binary
             * @description JPEG, PNG o WebP, hasta 5 MB.
             */
            file: string;
        };
        StaffImage: {
            id: components["schemas"]["Id"];
            url: components["schemas"]["StaffImageUrl"];
            /** @enum {string} */
            mime: "image/jpeg" | "image/png" | "image/webp";
            /** @description Bytes. */
            size: number;
        };
        /**
         * @description Una imagen servida por el sitio (`/media/...`), p. ej. la `url` de `uploadStaffImage`.
         * @example /media/staff/2f1c0c1e-3a52-4a55-9d0f-8f0a3c1d2b4e.jpg
         */
        StaffImageUrl: string;
        /**
         * @description Minúsculas sin tildes, números y guiones simples entre palabras.
         * @example la-ultima-funcion
         */
        PeliculaSlug: string;
        /**
         * @description en_cartelera (tipo público Estreno), proximo_estreno (Próximamente, o Preventa con `preventa`), retirada (fuera de la cartelera, los próximos estrenos y su página; sus boletas y facturas se siguen viendo).
         * @enum {string}
         */
        PeliculaEstado: "en_cartelera" | "proximo_estreno" | "retirada";
        /**
         * @description Clasificación por edad; '15 años' y '18 años' muestran el aviso de documento.
         * @enum {string}
         */
        Clasificacion: "Todos" | "7 años" | "12 años" | "15 años" | "18 años";
        StaffPeliculaInput: {
            title: string;
            /** @description Si falta o está vacío, el título. */
            original_title?: string;
            slug: components["schemas"]["PeliculaSlug"];
            synopsis: string;
            rating: components["schemas"]["Clasificacion"];
            /** @description Minutos, un entero de 1 a 600. */
            duration: number;
            genres: string[];
            language: string;
            director?: string;
            country?: string;
            poster: components["schemas"]["StaffImageUrl"];
            /** @description Imagen ancha de fondo (una `url` de `uploadStaffImage`), o null. */
            backdrop?: string | null;
            /**
             * Format: uri
             * @description Enlace https del tráiler (p. ej. YouTube), o null.
             * @example https://www.youtube.com/watch?v=dQw4w9WgXcQ
             */
            trailer?: string | null;
            /**
             * Format: date
             * @example 2026-12-04
             */
            date_release: string;
            state: components["schemas"]["PeliculaEstado"];
            /** @description Solo con proximo_estreno: en preventa (sus funciones ya se venden). */
            preventa?: boolean;
        };
        StaffPelicula: {
            id: components["schemas"]["Id"];
            title: string;
            original_title: string;
            slug: components["schemas"]["Slug"];
            synopsis: string;
            rating: string;
            duration: number;
            genres: string[];
            language: string;
            director: string;
            country: string;
            poster: components["schemas"]["ImageUrl"];
            backdrop: string | null;
            trailer: string | null;
            /** Format: date */
            date_release: string;
            state: components["schemas"]["PeliculaEstado"];
            preventa: boolean;
            retired_at: null | components["schemas"]["LocalDateTime"];
        };
        StaffPeliculaList: {
            data: components["schemas"]["StaffPelicula"][];
        };
        /**
         * @description Día 'AAAA-MM-DD' en Bogotá, de los años 1800 a 2199.
         * @example 2026-12-05
         */
        BogotaDate: string;
        /**
         * @description Hora 'HH:mm' (00:00 a 23:59) en Bogotá.
         * @example 19:30
         */
        BogotaTime: string;
        /**
         * Format: date-time
         * @description Instante ISO 8601 con la diferencia horaria de Bogotá.
         * @example 2026-12-05T19:30:00.000-05:00
         */
        Instant: string;
        /**
         * @description Formato de la función.
         * @enum {string}
         */
        ShowtimeFormat: "2D" | "3D";
        /**
         * @description Versión de la función.
         * @enum {string}
         */
        ShowtimeVersion: "Doblada" | "Subtitulada";
        /**
         * @description Estado de la película en la cartelera.
         * @enum {string}
         */
        FilmType: "Estreno" | "Preventa" | "Próximamente";
        /**
         * @description Día de la semana ISO, de 1 lunes a 7 domingo.
         * @example 6
         */
        Weekday: number;
        /**
         * @description Por qué el escritorio de programación rechazó la solicitud: solicitud_invalida (un campo), sin_funciones (las fechas y días no dan ninguna), demasiadas_funciones, pelicula_inexistente, pelicula_retirada (no se programan funciones de una película retirada), sala_inexistente, funciones_en_conflicto (cada uno en `conflicts`), funcion_inexistente, funcion_cancelada, funcion_terminada, funcion_con_ventas (sillas apartadas o vendidas, o compras: cancélala), motivo_requerido (vacío o más de 500 caracteres).
         * @enum {string}
         */
        ProgramacionRefusalCode: "solicitud_invalida" | "sin_funciones" | "demasiadas_funciones" | "pelicula_inexistente" | "pelicula_retirada" | "sala_inexistente" | "funciones_en_conflicto" | "funcion_inexistente" | "funcion_cancelada" | "funcion_terminada" | "funcion_con_ventas" | "motivo_requerido";
        /**
         * @description cruce: su sala está ocupada (película más limpieza) por otra función; cruce_en_solicitud: por otra función de la misma solicitud; pasada: la hora ya pasó; sin_tarifa: la sala no tiene tarifas para el formato.
         * @enum {string}
         */
        FuncionConflictKind: "cruce" | "cruce_en_solicitud" | "pasada" | "sin_tarifa";
        FuncionConflict: {
            kind: components["schemas"]["FuncionConflictKind"];
            /** @description La función con la que se cruza (cruce); null en los demás. */
            funcion_id: null | components["schemas"]["Id"];
            /**
             * @description En español, nombrando la sala, el día y la hora, y lo que cruza.
             * @example Sala 1, sábado 5 de diciembre de 2026, 19:00: esa hora ya pasó.
             */
            message: string;
        };
        /** @description Un rechazo del escritorio de programación, con la forma de `Error`. */
        ProgramacionError: components["schemas"]["Error"] & {
            refusal?: components["schemas"]["ProgramacionRefusalCode"];
            /** @description Cada conflicto, en el orden de las funciones (funciones_en_conflicto); vacío en los demás. */
            conflicts?: components["schemas"]["FuncionConflict"][];
        };
        ProgramacionFilm: {
            id: components["schemas"]["Id"];
            /** @example La última función */
            title: string;
            slug: components["schemas"]["Slug"];
            /**
             * @description Minutos.
             * @example 120
             */
            duration: number;
            type: components["schemas"]["FilmType"];
            date_release: components["schemas"]["BogotaDate"];
        };
        ProgramacionRoom: {
            id: components["schemas"]["Id"];
            /** @example Sala 1 */
            name: string;
            slug: components["schemas"]["Slug"];
            theater: {
                id: components["schemas"]["Id"];
                /** @example Viziona Cinema */
                name: string;
            };
            /** @description Los formatos con tarifas en la sala (solo en esos se venden sus sillas). */
            formats: components["schemas"]["ShowtimeFormat"][];
        };
        ProgramacionOptions: {
            /** @description Las películas, por título. */
            films: components["schemas"]["ProgramacionFilm"][];
            /** @description Las salas, por teatro y posición. */
            rooms: components["schemas"]["ProgramacionRoom"][];
            formats: components["schemas"]["ShowtimeFormat"][];
            versions: components["schemas"]["ShowtimeVersion"][];
            /**
             * @description Minutos de limpieza entre dos funciones de una sala.
             * @example 20
             */
            cleaning_minutes: number;
            /**
             * @description Funciones que una solicitud puede crear a lo sumo.
             * @example 2000
             */
            max_funciones: number;
            /**
             * @description Días que una solicitud puede abarcar a lo sumo.
             * @example 366
             */
            max_days: number;
            /**
             * @description Días que `listStaffFunciones` puede abarcar a lo sumo.
             * @example 31
             */
            max_list_days: number;
        };
        /** @description Una película en unas salas, cada día del rango (inclusive) cuyo día de la semana se eligió, a cada hora elegida. Los repetidos de las listas se ignoran. */
        FuncionesRequest: {
            film_id: components["schemas"]["Id"];
            room_ids: components["schemas"]["Id"][];
            from: components["schemas"]["BogotaDate"];
            to: components["schemas"]["BogotaDate"];
            /**
             * @example [
             *       4,
             *       5,
             *       6,
             *       7
             *     ]
             */
            weekdays: components["schemas"]["Weekday"][];
            /**
             * @example [
             *       "15:00",
             *       "19:30"
             *     ]
             */
            times: components["schemas"]["BogotaTime"][];
            format: components["schemas"]["ShowtimeFormat"];
            version: components["schemas"]["ShowtimeVersion"];
        };
        FuncionCandidate: {
            room_id: components["schemas"]["Id"];
            /** @example Sala 1 */
            room_name: string;
            date: components["schemas"]["BogotaDate"];
            time: components["schemas"]["BogotaTime"];
            starts_at: components["schemas"]["Instant"];
            /** @description Fin de la película. */
            ends_at: components["schemas"]["Instant"];
            /** @description Fin de la película más la limpieza, cuando la sala queda libre. */
            free_at: components["schemas"]["Instant"];
            /** @description Vacía si la función se puede crear. */
            conflicts: components["schemas"]["FuncionConflict"][];
        };
        FuncionesPreview: {
            film: {
                id: components["schemas"]["Id"];
                title: string;
                duration: number;
            };
            format: components["schemas"]["ShowtimeFormat"];
            version: components["schemas"]["ShowtimeVersion"];
            cleaning_minutes: number;
            /** @description Cuántas funciones daría la solicitud. */
            count: number;
            /** @description Cuántas tienen algún conflicto (ninguna puede tenerlo para guardar). */
            conflicted: number;
            /** @description Por hora de inicio y sala. */
            funciones: components["schemas"]["FuncionCandidate"][];
        };
        FuncionCreated: {
            id: components["schemas"]["Id"];
            room_id: components["schemas"]["Id"];
            starts_at: components["schemas"]["Instant"];
            date: components["schemas"]["BogotaDate"];
            time: components["schemas"]["BogotaTime"];
        };
        FuncionesCreated: {
            film: {
                id: components["schemas"]["Id"];
                title: string;
            };
            format: components["schemas"]["ShowtimeFormat"];
            version: components["schemas"]["ShowtimeVersion"];
            count: number;
            /** @description Por hora de inicio y sala. */
            funciones: components["schemas"]["FuncionCreated"][];
        };
        StaffFuncion: {
            id: components["schemas"]["Id"];
            film: {
                id: components["schemas"]["Id"];
                title: string;
                slug: components["schemas"]["Slug"];
                duration: number;
            };
            room: {
                id: components["schemas"]["Id"];
                name: string;
            };
            starts_at: components["schemas"]["Instant"];
            /** @description Fin de la película. */
            ends_at: components["schemas"]["Instant"];
            date: components["schemas"]["BogotaDate"];
            time: components["schemas"]["BogotaTime"];
            format: components["schemas"]["ShowtimeFormat"];
            version: components["schemas"]["ShowtimeVersion"];
            seats: {
                /** @description Sillas vendidas (pagadas o en pago). */
                sold: number;
                /** @description Sillas apartadas sin pagar (reservas vigentes). */
                held: number;
            };
            /** @description Cuándo y por qué se canceló; null si no. */
            cancelled: null | {
                at: components["schemas"]["Instant"];
                reason: string;
            };
        };
        StaffFuncionList: {
            from: components["schemas"]["BogotaDate"];
            to: components["schemas"]["BogotaDate"];
            /** @description Por hora de inicio y sala. */
            funciones: components["schemas"]["StaffFuncion"][];
        };
        FuncionMove: {
            date: components["schemas"]["BogotaDate"];
            time: components["schemas"]["BogotaTime"];
            /** @description Otra sala; sin él, la misma. */
            room_id?: components["schemas"]["Id"];
        };
        FuncionValues: {
            id: components["schemas"]["Id"];
            film_id: components["schemas"]["Id"];
            room_id: components["schemas"]["Id"];
            starts_at: components["schemas"]["Instant"];
            format: components["schemas"]["ShowtimeFormat"];
            version: components["schemas"]["ShowtimeVersion"];
        };
        FuncionDeleted: {
            /** @example Función 120 borrada. */
            message: string;
            funcion: components["schemas"]["FuncionValues"];
        };
        FuncionCancelRequest: {
            /**
             * @description El motivo, que se guarda con la función (hasta 500 caracteres).
             * @example Falla del proyector de la sala.
             */
            reason: string;
        };
        FuncionBillChange: {
            bill_id: components["schemas"]["Id"];
            number: components["schemas"]["BillNumber"];
            from: components["schemas"]["PayStatusId"];
            to: components["schemas"]["PayStatusId"];
        };
        FuncionCancelled: {
            funcion: {
                id: components["schemas"]["Id"];
                film_id: components["schemas"]["Id"];
                room_id: components["schemas"]["Id"];
                starts_at: components["schemas"]["Instant"];
            };
            cancelled: {
                at: components["schemas"]["Instant"];
                reason: string;
            };
            /** @description Compras pagadas que quedaron con reembolso pendiente (a cada comprador le llega un correo). */
            refunds: components["schemas"]["FuncionBillChange"][];
            /** @description Compras que esperaban a la pasarela, cerradas. */
            closed: components["schemas"]["FuncionBillChange"][];
            /** @description Sillas apartadas sin compra que se liberaron. */
            freed_holds: number;
        };
        /**
         * @description Pesos colombianos enteros (los totales de un año pueden pasar de 2^31).
         * @example 25000
         */
        FinancePesos: number;
        /** @example 12 */
        FinanceCount: number;
        StaffRefundItem: {
            bill_id: components["schemas"]["Id"];
            /** @example VZ-1001 */
            number: string;
            buyer: {
                /** @example Ana Gómez */
                name: string;
                /** @example ana@example.com */
                email: string;
            };
            amount: components["schemas"]["FinancePesos"];
            /**
             * @description Tarjeta o PSE.
             * @enum {string}
             */
            method: "card" | "pse";
            /**
             * @description funcion_cancelada: su función se canceló; pago_tardio: el pago llegó cuando sus sillas ya eran de otra persona.
             * @enum {string}
             */
            cause: "funcion_cancelada" | "pago_tardio";
            /** @description La nota de la factura. */
            reason: string;
            flagged_at: components["schemas"]["Instant"];
            theater: string;
            funcion: null | {
                id: components["schemas"]["Id"];
                film: string;
                room: string;
                starts_at: components["schemas"]["Instant"];
            };
            /** @description La pasarela tiene la transacción y puede devolverla. */
            gateway: boolean;
            /** @description Lo que dijo la pasarela la última vez que rechazó su reembolso. */
            last_refusal: string | null;
        };
        StaffRefundList: {
            refunds: components["schemas"]["StaffRefundItem"][];
        };
        StaffRefundRequest: {
            /**
             * @description pasarela: se pide a la pasarela de pagos; externo: el dinero ya se devolvió por fuera del sitio.
             * @enum {string}
             */
            via: "pasarela" | "externo";
            /** @description El valor de la factura completo, en pesos (se confirma contra el del servidor). */
            amount: number;
            /** @description La referencia de la devolución hecha por fuera (obligatoria con `externo`). */
            reference?: string;
        };
        StaffRefundDone: {
            bill_id: components["schemas"]["Id"];
            number: string;
            /** @enum {string} */
            via: "pasarela" | "externo";
            amount: components["schemas"]["FinancePesos"];
            reference: string;
            refunded_at: components["schemas"]["Instant"];
            /** @example Factura VZ-1001 reembolsada: $ 25.000 (referencia R123456789). */
            message: string;
        };
        SalesFigures: {
            tickets: components["schemas"]["FinanceCount"];
            combos: components["schemas"]["FinanceCount"];
            memberships: components["schemas"]["FinanceCount"];
            gross: components["schemas"]["FinancePesos"];
            service: components["schemas"]["FinancePesos"];
            bills: components["schemas"]["FinanceCount"];
            refunds: components["schemas"]["FinanceCount"];
            refunded: components["schemas"]["FinancePesos"];
        };
        SalesDay: components["schemas"]["SalesFigures"] & {
            date: components["schemas"]["BogotaDate"];
        };
        SalesRow: {
            date: components["schemas"]["BogotaDate"];
            theater_id: components["schemas"]["Id"];
            theater: string;
            /** @description null en la fila de membresías del teatro. */
            funcion: null | {
                id: components["schemas"]["Id"];
                film: string;
                room: string;
                starts_at: components["schemas"]["Instant"];
                capacity: components["schemas"]["FinanceCount"];
            };
            tickets: components["schemas"]["FinanceCount"];
            combos: components["schemas"]["FinanceCount"];
            memberships: components["schemas"]["FinanceCount"];
            gross: components["schemas"]["FinancePesos"];
            service: components["schemas"]["FinancePesos"];
            /** @description Boletas de la fila sobre las sillas a la venta de la sala, en décimas de punto porcentual (453 = 45,3 %); null en membresías. */
            occupancy: number | null;
        };
        SalesReport: {
            from: components["schemas"]["BogotaDate"];
            to: components["schemas"]["BogotaDate"];
            /** @description Cada día del rango, en orden, también los días sin ventas. */
            days: components["schemas"]["SalesDay"][];
            /** @description Por día, teatro y hora de la función; las membresías de cada teatro al final del día. */
            rows: components["schemas"]["SalesRow"][];
            totals: components["schemas"]["SalesFigures"];
        };
        /**
         * @description radicada (recién llegada) → en_tramite → respondida (la respuesta se envió por correo), o cerrada sin respuesta, con su motivo.
         * @enum {string}
         */
        ServicioEstado: "radicada" | "en_tramite" | "respondida" | "cerrada";
        /**
         * @description vencida (la fecha límite ya pasó sin respuesta), por_vencer (vence dentro de 2 días hábiles, hoy incluido), en_plazo, atendida (respondida o cerrada).
         * @enum {string}
         */
        ServicioPlazo: "vencida" | "por_vencer" | "en_plazo" | "atendida";
        ServicioPersona: {
            id: components["schemas"]["Id"];
            name: string;
        };
        ServicioAdjunto: {
            id: components["schemas"]["Id"];
            /** @description Nombre original del archivo. */
            name: string;
            mime: string;
            size: number;
        };
        ServicioNota: {
            id: components["schemas"]["Id"];
            text: string;
            at: components["schemas"]["Instant"];
            by: components["schemas"]["ServicioPersona"] | null;
        };
        /** @description Una línea del historial. */
        ServicioEvento: {
            at: components["schemas"]["Instant"];
            /**
             * @description La acción, como en el registro de auditoría (`servicio.pqrs.responder`…), o `radicar`.
             * @example servicio.pqrs.responder
             */
            action: string;
            by: components["schemas"]["ServicioPersona"] | null;
            /** @description Lo que pasó, en español. */
            summary: string;
        };
        ServicioRespuesta: {
            text: string;
            /** @enum {string} */
            state: "borrador" | "enviada";
            saved_at: components["schemas"]["Instant"];
            saved_by: components["schemas"]["ServicioPersona"] | null;
            sent_at: components["schemas"]["Instant"] | null;
            sent_by: components["schemas"]["ServicioPersona"] | null;
        };
        ServicioCierre: {
            reason: string;
            at: components["schemas"]["Instant"];
        };
        ServicioProrroga: {
            /**
             * Format: date
             * @description La nueva fecha límite.
             */
            due_date: string;
            reason: string;
            at: components["schemas"]["Instant"];
        };
        ServicioPqrsSummary: {
            id: components["schemas"]["Id"];
            /** @example PQRS-2026-000123 */
            radicado: string;
            /** @enum {string} */
            type_pqr: "Felicitación" | "Queja" | "Reclamo" | "Sugerencia";
            name: string;
            email: string;
            received_at: components["schemas"]["Instant"];
            /**
             * Format: date
             * @description La fecha límite vigente (la de la prórroga, si la hubo).
             */
            due_date: string;
            state: components["schemas"]["ServicioEstado"];
            deadline: components["schemas"]["ServicioPlazo"];
            assigned_to: components["schemas"]["ServicioPersona"] | null;
            /** @description Si el término ya se prorrogó. */
            extended: boolean;
        };
        ServicioPqrsPage: {
            items: components["schemas"]["ServicioPqrsSummary"][];
            /** @description Cuántas cumplen los filtros. */
            total: number;
            page: number;
            limit: number;
            /**
             * Format: date
             * @description Hoy en Bogotá, según el reloj de la base de datos.
             */
            today: string;
        };
        ServicioPqrs: components["schemas"]["ServicioPqrsSummary"] & {
            phone: string;
            message: string;
            /**
             * Format: date
             * @description La fecha límite fijada al radicar.
             */
            original_due_date: string;
            extension: components["schemas"]["ServicioProrroga"] | null;
            /** @description La última fecha que admite una prórroga (el doble del término inicial), o null si ya no se puede prorrogar (ya prorrogada, término vencido, respondida o cerrada). */
            extension_limit: string | null;
            closure: components["schemas"]["ServicioCierre"] | null;
            answer: components["schemas"]["ServicioRespuesta"] | null;
            attachments: components["schemas"]["ServicioAdjunto"][];
            notes: components["schemas"]["ServicioNota"][];
            /** @description Lo que ha pasado, en orden (radicación, cambios de estado, asignaciones, prórroga, respuesta, notas). */
            history: components["schemas"]["ServicioEvento"][];
        };
        ServicioNotaInput: {
            text: string;
        };
        ServicioEstadoCambio: {
            /** @enum {string} */
            state: "en_tramite" | "cerrada";
            /** @description Motivo del cierre; obligatorio con `cerrada`. */
            reason?: string;
        };
        ServicioAsignacion: {
            person_id: components["schemas"]["Id"] | null;
        };
        ServicioProrrogaInput: {
            /**
             * Format: date
             * @description La nueva fecha límite, un día hábil.
             */
            due_date: string;
            /** @description Motivo de la prórroga; va en el correo a la persona. */
            reason: string;
        };
        ServicioRespuestaInput: {
            text: string;
        };
        DiaNoHabil: {
            id: components["schemas"]["Id"];
            /** Format: date */
            day: string;
            reason: string;
            created_at: components["schemas"]["Instant"];
            created_by: components["schemas"]["ServicioPersona"] | null;
        };
        DiaNoHabilInput: {
            /** Format: date */
            day: string;
            /** @example Decreto 123 de 2027: día cívico */
            reason: string;
        };
        EticaReporteSummary: {
            id: components["schemas"]["Id"];
            /** @example ETICA-2026-000045 */
            radicado: string;
            /** @description Entidad denunciada. */
            company: string;
            /** @description Tipo de denunciante. */
            whistleblower: string;
            received_at: components["schemas"]["Instant"];
            state: components["schemas"]["ServicioEstado"];
            /** @description Quien reportó no dio nombre ni correo. */
            anonymous: boolean;
            /** @description Quien reportó dio un correo: se le puede responder. */
            has_email: boolean;
        };
        EticaReportePage: {
            items: components["schemas"]["EticaReporteSummary"][];
            total: number;
            page: number;
            limit: number;
        };
        EticaReporte: components["schemas"]["EticaReporteSummary"] & {
            details: string;
            /** @description Solo si quien reportó lo dio. */
            name: string | null;
            /** @description Solo si quien reportó lo dio. */
            email: string | null;
            closure: components["schemas"]["ServicioCierre"] | null;
            answer: components["schemas"]["ServicioRespuesta"] | null;
            attachments: components["schemas"]["ServicioAdjunto"][];
            notes: components["schemas"]["ServicioNota"][];
            history: components["schemas"]["ServicioEvento"][];
        };
        /**
         * @description active: firma los tickets nuevos (una sola a la vez); published: ya no firma, sus tickets siguen entrando; retired: no se publica y sus tickets se rechazan.
         * @enum {string}
         */
        TicketKeyState: "active" | "published" | "retired";
        TicketPublishedKey: {
            id: components["schemas"]["Id"];
            /** @enum {string} */
            algorithm: "Ed25519";
            /**
             * @description Llave pública SPKI en formato PEM.
             * @example -----BEGIN PUBLIC KEY-----
             *     MCowBQYDK2VwAyEA…
             *     -----END PUBLIC KEY-----
             */
            publicKey: string;
            /**
             * @description Los 32 bytes de la llave pública, en base64url sin relleno.
             * @example 11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo
             */
            publicKeyRaw: string;
            /** @enum {string} */
            state: "active" | "published";
        };
        TicketSigningKeyList: {
            keys: components["schemas"]["TicketPublishedKey"][];
        };
        StaffTicketKey: {
            id: components["schemas"]["Id"];
            /** @enum {string} */
            algorithm: "Ed25519";
            /** @description Llave pública SPKI en formato PEM. */
            publicKey: string;
            publicKeyRaw: string;
            state: components["schemas"]["TicketKeyState"];
            created_at: components["schemas"]["Instant"];
            state_changed_at: components["schemas"]["Instant"];
        };
        StaffTicketKeyList: {
            keys: components["schemas"]["StaffTicketKey"][];
        };
        /**
         * @description La decisión sobre un código, revisada en este orden (openapi/ingreso.ts): firma_invalida (no es un código VZ1 firmado por una llave publicada), anulado (compra rechazada, reembolsada o marcada para reembolso, o función cancelada), otro_teatro, otra_sala (cuando la puerta es de una sala), fuera_de_horario (fuera de la ventana de entrada de su función, o una función que no es de hoy), ya_usado (ya entró, aquí o en otra puerta), valido.
         * @enum {string}
         */
        IngresoResult: "valido" | "ya_usado" | "firma_invalida" | "anulado" | "otro_teatro" | "otra_sala" | "fuera_de_horario";
        /** @description La ventana de entrada de una función, en minutos antes y después de su inicio. */
        PorteriaWindow: {
            /** @example 45 */
            antes_min: number;
            /** @example 30 */
            despues_min: number;
        };
        /**
         * @description Identificador del dispositivo (lo elige el dispositivo, p. ej. un UUID).
         * @example 3f6c2a9e-2b1d-4f5e-9a7c-0d1e2f3a4b5c
         */
        PorteriaDevice: string;
        /**
         * @description Cursor opaco de la sincronización anterior.
         * @example 2026-11-26.1.1234
         */
        PorteriaCursor: string;
        /** @description La puerta donde se escanea. */
        PorteriaDoor: {
            /** @example Puerta 1 */
            label: string;
            theater_id: components["schemas"]["Id"];
            /** @description La sala de la puerta; null para una puerta de todo el teatro. */
            room_id: number | null;
        };
        PorteriaOptions: {
            theaters: {
                id: components["schemas"]["Id"];
                /** @example Viziona Cinema */
                name: string;
                rooms: {
                    id: components["schemas"]["Id"];
                    /** @example Sala 1 */
                    name: string;
                }[];
            }[];
            window: components["schemas"]["PorteriaWindow"];
            /** @example 5000 */
            max_batch: number;
            /** @example 60 */
            undo_seconds: number;
        };
        PorteriaFuncion: {
            id: components["schemas"]["Id"];
            theater_id: components["schemas"]["Id"];
            film: {
                id: components["schemas"]["Id"];
                /** @example La última función */
                title: string;
            };
            room: {
                id: components["schemas"]["Id"];
                /** @example Sala 1 */
                name: string;
            };
            starts_at: components["schemas"]["Instant"];
            cancelled: boolean;
        };
        /** @description Una compra cuyos tickets ya no entran (kind factura) o una función cancelada (kind funcion). */
        PorteriaRevocation: {
            /** @enum {string} */
            kind: "factura" | "funcion";
            bill: null | components["schemas"]["BillNumber"];
            funcion_id: null | components["schemas"]["Id"];
            at: components["schemas"]["Instant"];
        };
        /** @description Un ingreso aceptado en una puerta; `undone` cuando se deshizo (el ticket puede volver a entrar). */
        PorteriaCheckin: {
            /**
             * @description `<factura>.<función>.<silla>`
             * @example VZ-1042.120.345
             */
            ticket_key: string;
            at: components["schemas"]["Instant"];
            /** @example Puerta 2 */
            door: string;
            device: components["schemas"]["PorteriaDevice"];
            undone: boolean;
        };
        PorteriaSync: {
            now: components["schemas"]["Instant"];
            date: components["schemas"]["BogotaDate"];
            theater_id: components["schemas"]["Id"];
            window: components["schemas"]["PorteriaWindow"];
            keys: {
                full: boolean;
                /** @description Las llaves publicadas que cambiaron (todas con `full`). */
                items: components["schemas"]["TicketPublishedKey"][];
                /** @description Las llaves retiradas desde el cursor: el dispositivo las olvida. */
                retired_ids: components["schemas"]["Id"][];
                cursor: components["schemas"]["PorteriaCursor"];
            };
            /** @description Todas las funciones de hoy del teatro (también las canceladas). */
            funciones: components["schemas"]["PorteriaFuncion"][];
            /**
             * @description La silla como la muestra el sitio (fila y número, `F7`) por id de silla (el tercer número de un código), de todas las sillas de las salas de las funciones de hoy: un escaneo decidido sin red nombra la silla de cualquier ticket, también de uno vendido después de la sincronización. Llega entero en cada sincronización (las sillas de una sala no cambian).
             * @example {
             *       "345": "F7",
             *       "346": "F8"
             *     }
             */
            seat_labels: {
                [key: string]: string;
            };
            revocations: {
                full: boolean;
                items: components["schemas"]["PorteriaRevocation"][];
                cursor: components["schemas"]["PorteriaCursor"];
            };
            checkins: {
                full: boolean;
                items: components["schemas"]["PorteriaCheckin"][];
                cursor: components["schemas"]["PorteriaCursor"];
            };
        };
        /** @description Un escaneo. Sus campos se revisan uno por uno en el servidor: uno mal formado recibe su propio error en el resultado y el resto del lote se toma. */
        IngresoScan: {
            /**
             * @description UUID elegido por el dispositivo para este escaneo.
             * @example 0b8f1c2e-3d4a-4b5c-8d6e-7f8091a2b3c4
             */
            nonce: string;
            /** @description Lo que leyó la cámara. */
            code: string;
            /**
             * @description Hora del dispositivo (ISO 8601 con diferencia horaria).
             * @example 2026-11-26T19:02:11.120-05:00
             */
            scanned_at: string;
            /** @description Se decidió sin red. */
            offline: boolean;
            /** @description Lo que el dispositivo decidió sin red (solo con offline). Un escaneo con el que el dispositivo no dejó entrar a la persona nunca toma el ingreso ni cuenta como duplicado sin red: se registra con esa decisión. Sin este campo, el servidor lo toma como dejado entrar (dispositivos de antes). */
            device_result?: components["schemas"]["IngresoResult"];
        };
        IngresoBatch: {
            device: components["schemas"]["PorteriaDevice"];
            door: components["schemas"]["PorteriaDoor"];
            scans: components["schemas"]["IngresoScan"][];
        };
        IngresoTicket: {
            /** @example VZ-1042.120.345 */
            ticket_key: string;
            /** @example VZ-1042 */
            bill: string;
            funcion_id: components["schemas"]["Id"];
            /** @example La última función */
            film: string;
            /** @example Sala 1 */
            room: string;
            /**
             * @description Fila y número.
             * @example F7
             */
            seat: string;
            starts_at: components["schemas"]["Instant"];
        };
        IngresoPrevious: {
            at: components["schemas"]["Instant"];
            /** @example Puerta 2 */
            door: string;
            device: string;
        };
        IngresoScanResult: {
            nonce: string;
            /** @description La decisión; null cuando el escaneo está mal formado (ver `error`). */
            result: null | components["schemas"]["IngresoResult"];
            /**
             * @description Por qué el escaneo no se tomó (solo cuando `result` es null).
             * @enum {string}
             */
            error?: "nonce_invalido" | "hora_invalida" | "nonce_repetido_en_lote";
            /**
             * @description En español, para la persona en la puerta.
             * @example Puede entrar.
             */
            message: string;
            /** @description Este nonce ya se había registrado: es su resultado de entonces y nada se registró ahora. */
            repeated: boolean;
            /** @description Un escaneo sin red del ticket ya aceptado antes (por hora del dispositivo): quedó como ingreso duplicado sin red. */
            duplicate_offline: boolean;
            /** @description El ticket del código, cuando su firma es válida y existe. */
            ticket: null | components["schemas"]["IngresoTicket"];
            /** @description El ingreso anterior (ya_usado). */
            previous: null | components["schemas"]["IngresoPrevious"];
            /** @description La ventana de entrada de la función (fuera_de_horario). */
            window: null | {
                desde: components["schemas"]["Instant"];
                hasta: components["schemas"]["Instant"];
            };
        };
        IngresoBatchResult: {
            /** @description Un resultado por escaneo, en el orden del lote. */
            results: components["schemas"]["IngresoScanResult"][];
            counts: {
                total: number;
                valido: number;
                rechazado: number;
                repetido: number;
                error: number;
                duplicado_offline: number;
            };
        };
        IngresoEnVivoPedido: {
            /** @description Lo elige el dispositivo; la respuesta lo repite. */
            id: string;
            batch: components["schemas"]["IngresoBatch"];
        };
        IngresoEnVivoRespuesta: {
            /** @description El `id` del pedido; null cuando el mensaje no se pudo leer. */
            id: null | string;
            /**
             * @description El código HTTP que tendría la misma llamada a `registerIngresos`.
             * @example 200
             */
            status: number;
            result?: components["schemas"]["IngresoBatchResult"];
            error?: components["schemas"]["Error"];
        };
        IngresoUndoRequest: {
            device: components["schemas"]["PorteriaDevice"];
            /** Format: uuid */
            nonce: string;
        };
        IngresoUndone: {
            /** Format: uuid */
            nonce: string;
            ticket_key: string;
            undone_at: components["schemas"]["Instant"];
        };
        DuplicadoIngreso: {
            nonce: string;
            at: components["schemas"]["Instant"];
            received_at: components["schemas"]["Instant"];
            door: string;
            device: string;
            offline: boolean;
        };
        DuplicadoOffline: {
            ticket: components["schemas"]["IngresoTicket"];
            /** @description El ingreso que cuenta (la hora de dispositivo más temprana); null si se deshizo. */
            winner: null | components["schemas"]["DuplicadoIngreso"];
            duplicate: components["schemas"]["DuplicadoIngreso"];
        };
        DuplicadoOfflineList: {
            items: components["schemas"]["DuplicadoOffline"][];
        };
    };
    responses: {
        /**
         * @description La copia que el cliente tiene (su `ETag` en `If-None-Match`) sigue vigente; sin cuerpo.
         *     Las lecturas públicas responden con `ETag` y `Cache-Control: public, max-age=…,
         *     stale-while-revalidate=…`; toda operación con sesión responde `Cache-Control: private, no-store`.
         */
        NotModified: {
            headers: {
                /** @description Versión (débil) de la respuesta. */
                ETag?: string;
                /** @description Cuánto puede guardarse la respuesta en navegadores y cachés compartidas. */
                "Cache-Control"?: string;
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description Datos inválidos; `errors` tiene un mensaje por campo. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "El campo email es requerido.",
                 *       "errors": {
                 *         "email": "El campo email es requerido."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description El cuerpo llegó con un tipo de contenido que la operación no recibe. */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "Tipo de contenido no soportado (text/plain): esta operación recibe application/json."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Falta la sesión o no es válida. */
        Unauthenticated: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "Unauthenticated."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description El recurso pertenece a otro usuario. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "No tienes permiso para esta operación."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No existe. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "No encontramos lo que buscas."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description El estado actual impide la operación. */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Demasiadas solicitudes; reintentar después de `Retry-After` segundos. */
        TooManyRequests: {
            headers: {
                /** @description Segundos de espera. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "Demasiadas solicitudes. Espera un momento e inténtalo de nuevo."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Falta la sesión del personal, venció (12 horas, o 30 minutos sin uso) o fue revocada. */
        StaffUnauthenticated: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "Inicia sesión en el área del personal."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description La sesión del personal no tiene ninguno de los roles de la operación, o pide entregar un rol que no tiene, o terminó porque un administrador le quitó el rol que la operación pide (lo dice el mensaje). */
        StaffForbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "Tu cuenta del personal no tiene el rol para esta operación."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description El enlace de un solo uso no existe, ya se usó o venció. */
        LinkGone: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "Este enlace ya se usó o venció. Pide uno nuevo a un administrador."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description La pasarela de pagos no respondió o respondió algo inválido; nada quedó cobrado ni reservado a medias. */
        BadGateway: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "No pudimos comunicarnos con el banco. Inténtalo de nuevo."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description El servicio no puede atender ahora (su base de datos no contestó en los últimos 3 segundos). */
        ServiceUnavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "La base de datos no responde."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description La solicitud no es válida: un campo mal formado (`errors` por campo), una película o sala que no existe, ninguna función o más del máximo por solicitud, un rango de más días del permitido o un motivo vacío o demasiado largo. */
        ProgramacionBadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "La sala 99 no existe.",
                 *       "errors": {
                 *         "room_ids": "La sala 99 no existe."
                 *       },
                 *       "refusal": "sala_inexistente",
                 *       "conflicts": []
                 *     }
                 */
                "application/json": components["schemas"]["ProgramacionError"];
            };
        };
        /** @description La función no existe. */
        ProgramacionNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "La función 120 no existe.",
                 *       "refusal": "funcion_inexistente",
                 *       "conflicts": []
                 *     }
                 */
                "application/json": components["schemas"]["ProgramacionError"];
            };
        };
        /** @description Conflictos de funciones (cruces, horas pasadas, salas sin tarifa: cada uno nombrado en `message`, todos en `conflicts` y en `errors` por función `funciones[i]`), una función ya cancelada o terminada, o con sillas apartadas o vendidas (se cancela, no se borra ni se mueve). Nada cambió. */
        ProgramacionConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "No se guardó ninguna función: hay un conflicto. Sala 1, sábado 5 de diciembre de 2026, 19:00: se cruza con la función 118 de La última función (18:00, sala libre a las 20:20).",
                 *       "errors": {
                 *         "funciones[0]": "Sala 1, sábado 5 de diciembre de 2026, 19:00: se cruza con la función 118 de La última función (18:00, sala libre a las 20:20)."
                 *       },
                 *       "refusal": "funciones_en_conflicto",
                 *       "conflicts": [
                 *         {
                 *           "kind": "cruce",
                 *           "funcion_id": 118,
                 *           "message": "Sala 1, sábado 5 de diciembre de 2026, 19:00: se cruza con la función 118 de La última función (18:00, sala libre a las 20:20)."
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ProgramacionError"];
            };
        };
        /** @description El cuerpo pasa del tamaño que la operación recibe. */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "La solicitud es demasiado grande."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Error inesperado del servidor (se registra, no se muestra el detalle). */
        ServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "Ocurrió un error inesperado. Intenta de nuevo más tarde."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description La solicitud está bien formada pero la regla no la admite (una prórroga más allá del doble del término, una fecha que no es día hábil, una persona que no es del rol servicio); nada cambió. */
        ServicioUnprocessable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "La nueva fecha no puede pasar del doble del término inicial (2026-12-31).",
                 *       "errors": {
                 *         "due_date": "La nueva fecha no puede pasar del doble del término inicial (2026-12-31)."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        /**
         * @description Primer día (AAAA-MM-DD, Bogotá).
         * @example 2026-11-01
         */
        SalesFrom: components["schemas"]["BogotaDate"];
        /**
         * @description Último día (AAAA-MM-DD, Bogotá), no antes de `from` y a lo sumo 365 días después.
         * @example 2026-11-30
         */
        SalesTo: components["schemas"]["BogotaDate"];
        /** @description Solo las ventas de este teatro. */
        SalesTheater: components["schemas"]["Id"];
        /** @example 1 */
        Id: components["schemas"]["Id"];
        /**
         * @description Slug del teatro; el de demostración es `viziona`.
         * @example viziona
         */
        Theater: components["schemas"]["Slug"];
        /**
         * @description Id del teatro; el de demostración es 1.
         * @example 1
         */
        TheaterId: components["schemas"]["Id"];
        /**
         * @description Id de la función.
         * @example 120
         */
        ShowtimeId: components["schemas"]["Id"];
        /**
         * @description Slug de la película.
         * @example la-ultima-funcion
         */
        MovieSlug: components["schemas"]["Slug"];
        /**
         * @description Slug de la sala.
         * @example sala-vip-1
         */
        RoomSlug: components["schemas"]["Slug"];
        /**
         * @description Fecha de las funciones (AAAA-MM-DD, años 2000 a 2099); sin ella, la primera fecha con funciones.
         * @example 2026-11-21
         */
        DateQuery: string;
        /**
         * @description Número de factura (consecutivo).
         * @example VZ1-000145
         */
        BillNumber: components["schemas"]["BillNumber"];
    };
    requestBodies: never;
    headers: {
        /** @description Al iniciar sesión o registrarse: `auth_token=<token>; Path=/; Expires=<expires_at>; HttpOnly; SameSite=Lax` (y `Secure` sobre TLS), más `vz_signed_in=1` con los mismos atributos salvo HttpOnly, que solo dice a la página que la sesión existe. Al cerrar sesión, ambas se borran. */
        SessionCookies: string;
        /** @description `vz_staff=<token>; Path=/api/v1/staff; Max-Age=43200; HttpOnly; SameSite=Strict` (y `Secure` sobre TLS) al iniciar sesión; al cerrarla, la cookie se borra. */
        StaffSessionCookie: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterRequest"];
            };
        };
        responses: {
            /** @description Cuenta creada y sesión iniciada. */
            201: {
                headers: {
                    "Set-Cookie": components["headers"]["SessionCookies"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Session"];
                };
            };
            400: components["responses"]["BadRequest"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description Sesión iniciada. */
            200: {
                headers: {
                    "Set-Cookie": components["headers"]["SessionCookies"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Session"];
                };
            };
            /** @description Datos inválidos (`errors` tiene un mensaje por campo), o una respuesta de captcha que no pasó la verificación, expiró o ya fue usada cuando hacía falta una (`code: captcha_required`: se resuelve un captcha nuevo). No se revisó la contraseña ni se contó el intento. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Correo o contraseña incorrectos (cuenta como inicio de sesión fallido de la dirección). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "El correo o la contraseña no son correctos."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Desde la dirección del cliente ya hubo 20 inicios de sesión fallidos en el minuto en curso o 100 en la hora en curso (ventanas fijas que empiezan con el primer fallo; los inicios exitosos no cuentan ni reinician la cuenta) y la solicitud no trae `captcha`: se repite con la respuesta de un captcha de `/captcha/challenge` (con ella, una contraseña equivocada sigue contando). No se revisó la contraseña ni se contó el intento. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "captcha_required",
                     *       "message": "Hubo muchos intentos fallidos desde tu conexión. Resuelve el captcha para continuar.",
                     *       "errors": {
                     *         "captcha": "Hubo muchos intentos fallidos desde tu conexión. Resuelve el captcha para continuar."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sesión cerrada. */
            200: {
                headers: {
                    "Set-Cookie": components["headers"]["SessionCookies"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Sesión cerrada."
                     *     }
                     */
                    "application/json": components["schemas"]["Message"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            500: components["responses"]["ServerError"];
        };
    };
    getProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description El usuario de la sesión. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            500: components["responses"]["ServerError"];
        };
    };
    updateProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProfileUpdateRequest"];
            };
        };
        responses: {
            /** @description Perfil actualizado. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    getMembershipStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Estado de la membresía. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MembershipStatus"][];
                };
            };
            401: components["responses"]["Unauthenticated"];
            500: components["responses"]["ServerError"];
        };
    };
    listPurchases: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Compras del usuario, la más reciente primero. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Bill"][];
                };
            };
            401: components["responses"]["Unauthenticated"];
            500: components["responses"]["ServerError"];
        };
    };
    getPurchase: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 1 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description La compra. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Bill"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    listMyTickets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Compras con función, la más reciente primero. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Bill"][];
                };
            };
            401: components["responses"]["Unauthenticated"];
            500: components["responses"]["ServerError"];
        };
    };
    getMisDatos: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Los datos de la persona. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MisDatos"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            500: components["responses"]["ServerError"];
        };
    };
    downloadMisDatos: {
        parameters: {
            query?: {
                formato?: "json" | "html";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description El archivo. */
            200: {
                headers: {
                    /** @description `attachment; filename="mis-datos-viziona.json"` (o `.html`). */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MisDatos"];
                    "text/html": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    closeOtherSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sesiones cerradas. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionsClosed"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            500: components["responses"]["ServerError"];
        };
    };
    acceptPolicies: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AcceptPoliciesRequest"];
            };
        };
        responses: {
            /** @description Aceptación registrada; las autorizaciones de la persona. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Autorizacion"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    deleteAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeleteAccountRequest"];
            };
        };
        responses: {
            /** @description Cuenta eliminada; la cookie de sesión se borra. */
            200: {
                headers: {
                    "Set-Cookie": components["headers"]["SessionCookies"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    forgotPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ForgotPasswordRequest"];
            };
        };
        responses: {
            /** @description Si el correo existe, se envió el enlace. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Si el correo está registrado, te enviamos un enlace para restablecer tu contraseña."
                     *     }
                     */
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["BadRequest"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    updatePassword: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Código de un solo uso del enlace enviado por correo.
                 * @example h3Jq9vTz0bXw1cYd2eFg4HiK
                 */
                code: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewPasswordRequest"];
            };
        };
        responses: {
            /** @description Contraseña actualizada. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Contraseña actualizada."
                     *     }
                     */
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["BadRequest"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    createRegisterToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Token para el campo `register_token` del registro. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegisterToken"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    sendVerificationCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Código enviado. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Código enviado a tu correo"
                     *     }
                     */
                    "application/json": components["schemas"]["Message"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    validateVerificationCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VerificationCodeRequest"];
            };
        };
        responses: {
            /** @description Resultado de la validación. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerificationResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listContentsByType: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Slug del tipo de contenido.
                 * @example pie-de-pagina-1
                 */
                type: components["schemas"]["Slug"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Contenidos del grupo. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentItem"][];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            500: components["responses"]["ServerError"];
        };
    };
    getContent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 1 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description La página. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentPage"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getContentBySlug: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example terminos-y-condiciones */
                slug: components["schemas"]["Slug"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description La página. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentPage"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    listCorporateContents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Secciones corporativas. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentPage"][];
                };
            };
            304: components["responses"]["NotModified"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getCorporateContent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example alquiler-de-sala */
                slug: "corporativo" | "alquiler-de-sala" | "bonos" | "bonos-de-regalo" | "activacion" | "branding";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description La sección. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentPage"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    listBanners: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Banners activos. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Banner"][];
                };
            };
            304: components["responses"]["NotModified"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listGalleries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Imágenes de la galería. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GalleryImage"][];
                };
            };
            304: components["responses"]["NotModified"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ajustes (tarifas de servicio, máximo de entradas, membresía, popup). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettingList"];
                };
            };
            304: components["responses"]["NotModified"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listDates: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Slug del teatro; el de demostración es `viziona`.
                 * @example viziona
                 */
                theater: components["parameters"]["Theater"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Fechas con funciones, en orden. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DateList"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    listTheaterShowtimes: {
        parameters: {
            query?: {
                /**
                 * @description Fecha de las funciones (AAAA-MM-DD, años 2000 a 2099); sin ella, la primera fecha con funciones.
                 * @example 2026-11-21
                 */
                date?: components["parameters"]["DateQuery"];
            };
            header?: never;
            path: {
                /**
                 * @description Slug del teatro; el de demostración es `viziona`.
                 * @example viziona
                 */
                theater: components["parameters"]["Theater"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Películas, cada una con `showtimes` de esa fecha. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Movie"][];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    listTheaterMovies: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Slug del teatro; el de demostración es `viziona`.
                 * @example viziona
                 */
                theater: components["parameters"]["Theater"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Películas en cartelera. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MovieList"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    listReleases: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Películas por estrenar. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MovieList"];
                };
            };
            304: components["responses"]["NotModified"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getMovie: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Slug de la película.
                 * @example la-ultima-funcion
                 */
                slug: components["parameters"]["MovieSlug"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description La película. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Movie"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getMovieShowtimes: {
        parameters: {
            query?: {
                /**
                 * @description Fecha de las funciones (AAAA-MM-DD, años 2000 a 2099); sin ella, la primera fecha con funciones.
                 * @example 2026-11-21
                 */
                date?: components["parameters"]["DateQuery"];
            };
            header?: never;
            path: {
                /**
                 * @description Slug del teatro; el de demostración es `viziona`.
                 * @example viziona
                 */
                theater: components["parameters"]["Theater"];
                /**
                 * @description Slug de la película.
                 * @example la-ultima-funcion
                 */
                slug: components["parameters"]["MovieSlug"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Fechas de la película y funciones de la fecha. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MovieShowtimes"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    listRooms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Las salas. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Room"][];
                };
            };
            304: components["responses"]["NotModified"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getRoom: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Slug de la sala.
                 * @example sala-vip-1
                 */
                slug: components["parameters"]["RoomSlug"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description La sala. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Room"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    listRoomShowtimes: {
        parameters: {
            query?: {
                /**
                 * @description Fecha de las funciones (AAAA-MM-DD, años 2000 a 2099); sin ella, la primera fecha con funciones.
                 * @example 2026-11-21
                 */
                date?: components["parameters"]["DateQuery"];
            };
            header?: never;
            path: {
                /**
                 * @description Slug del teatro; el de demostración es `viziona`.
                 * @example viziona
                 */
                theater: components["parameters"]["Theater"];
                /**
                 * @description Slug de la sala.
                 * @example sala-vip-1
                 */
                slug: components["parameters"]["RoomSlug"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Fechas de la sala y películas con sus funciones de la fecha. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoomShowtimes"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    listConfectioneries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Productos de confitería. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConfectioneryItem"][];
                };
            };
            304: components["responses"]["NotModified"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listConfectioneriesByCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 2 */
                categoryId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Productos de la categoría. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConfectioneryItem"][];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            500: components["responses"]["ServerError"];
        };
    };
    listScoreProducts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Slug del teatro; el de demostración es `viziona`.
                 * @example viziona
                 */
                theater: components["parameters"]["Theater"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Productos y combos con receta y precios. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScoreProduct"][];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    listPayBrands: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Marcas de pago y su medio (tarjeta, PSE). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayBrandList"];
                };
            };
            304: components["responses"]["NotModified"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listBanks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bancos disponibles para PSE. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Bank"][];
                };
            };
            304: components["responses"]["NotModified"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getConsecutive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Id del teatro; el de demostración es 1.
                 * @example 1
                 */
                theaterId: components["parameters"]["TheaterId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description El consecutivo. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Consecutive"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getShowtimeRoom: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Id de la función.
                 * @example 120
                 */
                showtimeId: components["parameters"]["ShowtimeId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Función, película, sala, precios y plano. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShowtimeRoom"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getShowtimeRoomStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Id de la función.
                 * @example 120
                 */
                showtimeId: components["parameters"]["ShowtimeId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Estado por fila. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RowStatus"][];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    streamShowtimeSeats: {
        parameters: {
            query?: never;
            header?: {
                /** @description La última `version` recibida, para reanudar. */
                "Last-Event-ID"?: string;
            };
            path: {
                /**
                 * @description Id de la función.
                 * @example 120
                 */
                showtimeId: components["parameters"]["ShowtimeId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Flujo `text/event-stream` sin fin. Eventos (`x-events`): `snapshot` con un SeatStreamSnapshot, `delta` con un SeatStreamDelta. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    reserveSeats: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Id de la función.
                 * @example 120
                 */
                showtimeId: components["parameters"]["ShowtimeId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReserveRequest"];
            };
        };
        responses: {
            /** @description Sillas retenidas. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Reservation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    reserveBestAvailable: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Id de la función.
                 * @example 120
                 */
                showtimeId: components["parameters"]["ShowtimeId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BestAvailableRequest"];
            };
        };
        responses: {
            /** @description Sillas elegidas y retenidas. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Reservation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    cancelReservation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 1 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CancelReservationRequest"];
            };
        };
        responses: {
            /** @description Reserva liberada. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Reserva liberada."
                     *     }
                     */
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    quotePurchase: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PurchaseQuoteRequest"];
            };
        };
        responses: {
            /** @description La cotización. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PurchaseQuote"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    payWithCard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CardPaymentRequest"];
            };
        };
        responses: {
            /** @description Resultado del pago: aceptado, rechazado, fallido o pendiente (ver la descripción). Es también la respuesta a un reintento con el mismo consecutivo. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    payWithPse: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PsePaymentRequest"];
            };
        };
        responses: {
            /** @description Transacción creada; redirigir a `pse_url`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PsePaymentResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            502: components["responses"]["BadGateway"];
        };
    };
    getPaymentStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Medio de pago de la factura (`Bill.pay_method`).
                 * @example card
                 */
                type: "card" | "pse";
                /**
                 * @description Número de factura (consecutivo).
                 * @example VZ1-000145
                 */
                bill: components["parameters"]["BillNumber"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description La factura con su estado. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Bill"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getPayResponseStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 1 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Estado del pago. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayResponseStatus"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    confirmPayment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["EpaycoConfirmation"];
                "application/json": components["schemas"]["EpaycoConfirmation"];
            };
        };
        responses: {
            /** @description Confirmación recibida (aplicada ahora o ya antes). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Confirmación recibida."
                     *     }
                     */
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["BadRequest"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    getBill: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Número de factura (consecutivo).
                 * @example VZ1-000145
                 */
                bill: components["parameters"]["BillNumber"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description La factura; `tickets` solo cuando el pago fue aceptado. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Bill"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getTicketSigningKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description La llave pública. */
            200: {
                headers: {
                    /** @description Pública y cacheable un día. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketSigningKey"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listTicketSigningKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Las llaves publicadas, la activa primero. */
            200: {
                headers: {
                    /** @description Pública, cacheable un minuto. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketSigningKeyList"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Número de factura (consecutivo).
                 * @example VZ1-000145
                 */
                bill: components["parameters"]["BillNumber"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Códigos por silla, función y productos. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ticket"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getTicketQr: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Código firmado del ticket (`TicketCode.code`).
                 * @example VZ1.VlpBLTAwMTAwMC4xMjAuMzQ1Lm9ZQmFFaDNjTFdv.c2lnbmF0dXJl
                 */
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Imagen SVG del QR. */
            200: {
                headers: {
                    /** @description `private, max-age=31536000, immutable` */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getCaptchaChallenge: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description El reto o la configuración de reCAPTCHA. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaptchaChallenge"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    createPqrs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["PqrsRequest"];
            };
        };
        responses: {
            /** @description PQRS radicada. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PqrsReceipt"];
                };
            };
            400: components["responses"]["BadRequest"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    createEthicsReport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["EthicsReportRequest"];
            };
        };
        responses: {
            /** @description Reporte radicado. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EthicsReceipt"];
                };
            };
            400: components["responses"]["BadRequest"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description El servicio responde y su base de datos contestó en los últimos 3 segundos. La base de datos se consulta en segundo plano una vez por segundo; cada sondeo se responde desde memoria, sin esperar una consulta detrás del tráfico. Con HEALTH_PORT, la misma operación se atiende también en ese puerto, desde un hilo propio, sin esperar turno detrás de las peticiones del puerto público; allí es 503 también si el proceso lleva 2 s sin atender. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listDevMailbox: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correos, el más reciente primero. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DevMail"][];
                };
            };
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getDevMailAttachment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 1 */
                id: components["parameters"]["Id"];
                index: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description El archivo, con el `Content-Type` con que se adjuntó. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getStaffSetup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Si falta el primer administrador. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffSetupStatus"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    completeStaffSetup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffSetupRequest"];
            };
        };
        responses: {
            /** @description Administrador creado y sesión del personal iniciada. */
            201: {
                headers: {
                    "Set-Cookie": components["headers"]["StaffSessionCookie"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffEnrolled"];
                };
            };
            400: components["responses"]["BadRequest"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["LinkGone"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    createStaffInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffInvitationRequest"];
            };
        };
        responses: {
            /** @description Invitación enviada. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffInvitation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["StaffUnauthenticated"];
            403: components["responses"]["StaffForbidden"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    readStaffInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffLinkToken"];
            };
        };
        responses: {
            /** @description La invitación. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffInvitationView"];
                };
            };
            400: components["responses"]["BadRequest"];
            410: components["responses"]["LinkGone"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    acceptStaffInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffAcceptRequest"];
            };
        };
        responses: {
            /** @description Cuenta creada y sesión del personal iniciada. */
            201: {
                headers: {
                    "Set-Cookie": components["headers"]["StaffSessionCookie"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffEnrolled"];
                };
            };
            400: components["responses"]["BadRequest"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["LinkGone"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    staffSignIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffSignInRequest"];
            };
        };
        responses: {
            /** @description Sesión del personal iniciada. */
            200: {
                headers: {
                    "Set-Cookie": components["headers"]["StaffSessionCookie"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffSession"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description Correo, contraseña o código incorrectos, o un código ya usado. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "El correo, la contraseña o el código no son correctos."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    staffSignOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sesión cerrada; la cookie se borra. */
            200: {
                headers: {
                    "Set-Cookie": components["headers"]["StaffSessionCookie"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            401: components["responses"]["StaffUnauthenticated"];
            500: components["responses"]["ServerError"];
        };
    };
    getStaffMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description La persona de la sesión y sus roles. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffMe"];
                };
            };
            401: components["responses"]["StaffUnauthenticated"];
            500: components["responses"]["ServerError"];
        };
    };
    listStaff: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description El personal. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffList"];
                };
            };
            401: components["responses"]["StaffUnauthenticated"];
            403: components["responses"]["StaffForbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    deactivateStaff: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 1 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description La persona, ya desactivada. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffPerson"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["StaffUnauthenticated"];
            403: components["responses"]["StaffForbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["ServerError"];
        };
    };
    changeStaffRoles: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 1 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffRolesChange"];
            };
        };
        responses: {
            /** @description La persona con sus roles nuevos. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffPerson"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["StaffUnauthenticated"];
            403: components["responses"]["StaffForbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    listStaffAudit: {
        parameters: {
            query?: {
                person?: components["schemas"]["Id"];
                /** @example staff. */
                action?: string;
                /** @example staff_person:12 */
                target?: string;
                /** @example 2026-11-01 */
                from?: string;
                /** @example 2026-11-30 */
                to?: string;
                before?: components["schemas"]["Id"];
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Una página del registro. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["StaffUnauthenticated"];
            403: components["responses"]["StaffForbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    listStaffSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Los ajustes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffSettings"];
                };
            };
            401: components["responses"]["StaffUnauthenticated"];
            403: components["responses"]["StaffForbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    changeStaffSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffSettingsChange"];
            };
        };
        responses: {
            /** @description Los ajustes, ya cambiados. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffSettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["StaffUnauthenticated"];
            403: components["responses"]["StaffForbidden"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    listStaffBanners: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Los banners. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffBanner"][];
                };
            };
            401: components["responses"]["StaffUnauthenticated"];
            403: components["responses"]["StaffForbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    createBanner: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffBannerInput"];
            };
        };
        responses: {
            /** @description El banner creado. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffBanner"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["StaffUnauthenticated"];
            403: components["responses"]["StaffForbidden"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    reorderBanners: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffOrder"];
            };
        };
        responses: {
            /** @description Los banners en su orden nuevo. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffBanner"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["StaffUnauthenticated"];
            403: components["responses"]["StaffForbidden"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    updateBanner: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 1 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffBannerInput"];
            };
        };
        responses: {
            /** @description El banner, ya editado. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffBanner"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["StaffUnauthenticated"];
            403: components["responses"]["StaffForbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    deleteBanner: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 1 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description El banner quitado, como estaba. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffBanner"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["StaffUnauthenticated"];
            403: components["responses"]["StaffForbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    listStaffContents: {
        parameters: {
            query?: {
                grupo?: components["schemas"]["ContentGroupSlug"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Los contenidos. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffContent"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["StaffUnauthenticated"];
            403: components["responses"]["StaffForbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    createContent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffContentInput"];
            };
        };
        responses: {
            /** @description El contenido creado, con el HTML tal como se publica. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffContent"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["StaffUnauthenticated"];
            403: components["responses"]["StaffForbidden"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    previewContent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffContentInput"];
            };
        };
        responses: {
            /** @description La vista previa. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentPreview"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["StaffUnauthenticated"];
            403: components["responses"]["StaffForbidden"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    reorderContents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffContentOrder"];
            };
        };
        responses: {
            /** @description Los contenidos del grupo en su orden nuevo. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffContent"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["StaffUnauthenticated"];
            403: components["responses"]["StaffForbidden"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    updateContent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 1 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffContentInput"];
            };
        };
        responses: {
            /** @description El contenido, ya editado. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffContent"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["StaffUnauthenticated"];
            403: components["responses"]["StaffForbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    getStaffTarifas: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Las tarifas. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffTarifas"];
                };
            };
            401: components["responses"]["StaffUnauthenticated"];
            403: components["responses"]["StaffForbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    changeStaffRoomTarifas: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 1 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffTarifasChange"];
            };
        };
        responses: {
            /** @description La sala con sus tarifas nuevas. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffRoomTarifas"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["StaffUnauthenticated"];
            403: components["responses"]["StaffForbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    getSala: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 1 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description La sala con su regla y sus sillas. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffSala"];
                };
            };
            401: components["responses"]["StaffUnauthenticated"];
            403: components["responses"]["StaffForbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    updateSala: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 1 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SalaSeatRulesChange"];
            };
        };
        responses: {
            /** @description La sala con su regla. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SalaSeatRules"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["StaffUnauthenticated"];
            403: components["responses"]["StaffForbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    changeStaffServiceFees: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffServiceFees"];
            };
        };
        responses: {
            /** @description Los cargos nuevos. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffServiceFees"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["StaffUnauthenticated"];
            403: components["responses"]["StaffForbidden"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    changeStaffMembershipPrice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffMembershipPrice"];
            };
        };
        responses: {
            /** @description El precio nuevo. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffMembershipPrice"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["StaffUnauthenticated"];
            403: components["responses"]["StaffForbidden"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    listStaffProducts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Los productos y combos. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffProductList"];
                };
            };
            401: components["responses"]["StaffUnauthenticated"];
            403: components["responses"]["StaffForbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    createStaffProduct: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffProductInput"];
            };
        };
        responses: {
            /** @description El producto creado. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffProduct"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["StaffUnauthenticated"];
            403: components["responses"]["StaffForbidden"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    changeStaffProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 1 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffProductInput"];
            };
        };
        responses: {
            /** @description El producto editado. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffProduct"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["StaffUnauthenticated"];
            403: components["responses"]["StaffForbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    uploadStaffImage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["StaffImageUpload"];
            };
        };
        responses: {
            /** @description Imagen guardada. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffImage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["StaffUnauthenticated"];
            403: components["responses"]["StaffForbidden"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    listStaffPeliculas: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Las películas. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffPeliculaList"];
                };
            };
            401: components["responses"]["StaffUnauthenticated"];
            403: components["responses"]["StaffForbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    createPelicula: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffPeliculaInput"];
            };
        };
        responses: {
            /** @description Película creada. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffPelicula"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["StaffUnauthenticated"];
            403: components["responses"]["StaffForbidden"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    getStaffPelicula: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 1 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description La película. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffPelicula"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["StaffUnauthenticated"];
            403: components["responses"]["StaffForbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    updatePelicula: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 1 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffPeliculaInput"];
            };
        };
        responses: {
            /** @description La película, ya guardada. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffPelicula"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["StaffUnauthenticated"];
            403: components["responses"]["StaffForbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    getProgramacionOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Las opciones del asistente de programación. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProgramacionOptions"];
                };
            };
            401: components["responses"]["StaffUnauthenticated"];
            403: components["responses"]["StaffForbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    listStaffFunciones: {
        parameters: {
            query: {
                /**
                 * @description Primer día (AAAA-MM-DD, Bogotá).
                 * @example 2026-12-01
                 */
                from: components["schemas"]["BogotaDate"];
                /**
                 * @description Último día (AAAA-MM-DD, Bogotá), a lo sumo 30 días después de `from`.
                 * @example 2026-12-07
                 */
                to: components["schemas"]["BogotaDate"];
                /** @description Solo las funciones de esta sala. */
                room_id?: components["schemas"]["Id"];
                /** @description Solo las funciones de esta película. */
                film_id?: components["schemas"]["Id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Las funciones del rango. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffFuncionList"];
                };
            };
            400: components["responses"]["ProgramacionBadRequest"];
            401: components["responses"]["StaffUnauthenticated"];
            403: components["responses"]["StaffForbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    createFunciones: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FuncionesRequest"];
            };
        };
        responses: {
            /** @description Las funciones creadas. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FuncionesCreated"];
                };
            };
            400: components["responses"]["ProgramacionBadRequest"];
            401: components["responses"]["StaffUnauthenticated"];
            403: components["responses"]["StaffForbidden"];
            409: components["responses"]["ProgramacionConflict"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    previewFunciones: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FuncionesRequest"];
            };
        };
        responses: {
            /** @description Las funciones que se crearían, cada una con sus conflictos. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FuncionesPreview"];
                };
            };
            400: components["responses"]["ProgramacionBadRequest"];
            401: components["responses"]["StaffUnauthenticated"];
            403: components["responses"]["StaffForbidden"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    deleteFuncion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 1 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description La función borrada (lo que era). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FuncionDeleted"];
                };
            };
            400: components["responses"]["ProgramacionBadRequest"];
            401: components["responses"]["StaffUnauthenticated"];
            403: components["responses"]["StaffForbidden"];
            404: components["responses"]["ProgramacionNotFound"];
            409: components["responses"]["ProgramacionConflict"];
            500: components["responses"]["ServerError"];
        };
    };
    moveFuncion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 1 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FuncionMove"];
            };
        };
        responses: {
            /** @description La función, ya movida. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffFuncion"];
                };
            };
            400: components["responses"]["ProgramacionBadRequest"];
            401: components["responses"]["StaffUnauthenticated"];
            403: components["responses"]["StaffForbidden"];
            404: components["responses"]["ProgramacionNotFound"];
            409: components["responses"]["ProgramacionConflict"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    cancelFuncion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 1 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FuncionCancelRequest"];
            };
        };
        responses: {
            /** @description La función cancelada, los reembolsos marcados y las compras cerradas. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FuncionCancelled"];
                };
            };
            400: components["responses"]["ProgramacionBadRequest"];
            401: components["responses"]["StaffUnauthenticated"];
            403: components["responses"]["StaffForbidden"];
            404: components["responses"]["ProgramacionNotFound"];
            409: components["responses"]["ProgramacionConflict"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    listStaffRefunds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Las facturas por reembolsar. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffRefundList"];
                };
            };
            401: components["responses"]["StaffUnauthenticated"];
            403: components["responses"]["StaffForbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    refundStaffBill: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 1 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffRefundRequest"];
            };
        };
        responses: {
            /** @description El reembolso hecho. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffRefundDone"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["StaffUnauthenticated"];
            403: components["responses"]["StaffForbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
            502: components["responses"]["BadGateway"];
        };
    };
    getSalesReport: {
        parameters: {
            query: {
                /**
                 * @description Primer día (AAAA-MM-DD, Bogotá).
                 * @example 2026-11-01
                 */
                from: components["parameters"]["SalesFrom"];
                /**
                 * @description Último día (AAAA-MM-DD, Bogotá), no antes de `from` y a lo sumo 365 días después.
                 * @example 2026-11-30
                 */
                to: components["parameters"]["SalesTo"];
                /** @description Solo las ventas de este teatro. */
                theater_id?: components["parameters"]["SalesTheater"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description El informe del rango. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SalesReport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["StaffUnauthenticated"];
            403: components["responses"]["StaffForbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    downloadSalesCsv: {
        parameters: {
            query: {
                /**
                 * @description Primer día (AAAA-MM-DD, Bogotá).
                 * @example 2026-11-01
                 */
                from: components["parameters"]["SalesFrom"];
                /**
                 * @description Último día (AAAA-MM-DD, Bogotá), no antes de `from` y a lo sumo 365 días después.
                 * @example 2026-11-30
                 */
                to: components["parameters"]["SalesTo"];
                /** @description Solo las ventas de este teatro. */
                theater_id?: components["parameters"]["SalesTheater"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description El archivo (`Content-Disposition: attachment; filename="ventas-<desde>-a-<hasta>.csv"`). */
            200: {
                headers: {
                    /** @description Adjunto con el nombre del archivo. */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["StaffUnauthenticated"];
            403: components["responses"]["StaffForbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    listServicioPqrs: {
        parameters: {
            query?: {
                /** @description Estado. */
                state?: components["schemas"]["ServicioEstado"];
                /** @description Tipo. */
                type_pqr?: "Felicitación" | "Queja" | "Reclamo" | "Sugerencia";
                /** @description Id de la persona responsable. */
                assigned_to?: components["schemas"]["Id"];
                /** @description Solo las que no tienen responsable. */
                unassigned?: boolean;
                /** @description Recibidas desde este día (Bogotá, inclusive). */
                received_from?: string;
                /** @description Recibidas hasta este día (Bogotá, inclusive). */
                received_to?: string;
                /** @description Solo las vencidas o las que vencen dentro de 2 días hábiles. */
                deadline?: "vencida" | "por_vencer";
                /** @description Radicado, nombre o correo (parte). */
                q?: string;
                /** @description Página, desde 1. */
                page?: number;
                /** @description Filas por página. */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Una página de la bandeja. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServicioPqrsPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["StaffUnauthenticated"];
            403: components["responses"]["StaffForbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getServicioPqrs: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 1 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description La PQRS. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServicioPqrs"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["StaffUnauthenticated"];
            403: components["responses"]["StaffForbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    downloadServicioPqrsAdjunto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 1 */
                id: components["parameters"]["Id"];
                /** @description Id del adjunto. */
                adjunto: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description El archivo. */
            200: {
                headers: {
                    /** @description attachment, con el nombre original del archivo. */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["StaffUnauthenticated"];
            403: components["responses"]["StaffForbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    addServicioPqrsNota: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 1 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ServicioNotaInput"];
            };
        };
        responses: {
            /** @description La PQRS con la nota. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServicioPqrs"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["StaffUnauthenticated"];
            403: components["responses"]["StaffForbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    changeServicioPqrsEstado: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 1 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ServicioEstadoCambio"];
            };
        };
        responses: {
            /** @description La PQRS en su estado nuevo. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServicioPqrs"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["StaffUnauthenticated"];
            403: components["responses"]["StaffForbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    assignServicioPqrs: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 1 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ServicioAsignacion"];
            };
        };
        responses: {
            /** @description La PQRS con su responsable. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServicioPqrs"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["StaffUnauthenticated"];
            403: components["responses"]["StaffForbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ServicioUnprocessable"];
            500: components["responses"]["ServerError"];
        };
    };
    extendServicioPqrs: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 1 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ServicioProrrogaInput"];
            };
        };
        responses: {
            /** @description La PQRS con su nueva fecha límite. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServicioPqrs"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["StaffUnauthenticated"];
            403: components["responses"]["StaffForbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ServicioUnprocessable"];
            500: components["responses"]["ServerError"];
        };
    };
    saveServicioPqrsRespuesta: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 1 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ServicioRespuestaInput"];
            };
        };
        responses: {
            /** @description La PQRS con su borrador. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServicioPqrs"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["StaffUnauthenticated"];
            403: components["responses"]["StaffForbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    sendServicioPqrsRespuesta: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 1 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description La PQRS respondida. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServicioPqrs"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["StaffUnauthenticated"];
            403: components["responses"]["StaffForbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["ServerError"];
        };
    };
    listServicioPersonal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Las personas. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServicioPersona"][];
                };
            };
            401: components["responses"]["StaffUnauthenticated"];
            403: components["responses"]["StaffForbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    listDiasNoHabiles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Los días. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DiaNoHabil"][];
                };
            };
            401: components["responses"]["StaffUnauthenticated"];
            403: components["responses"]["StaffForbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    addDiaNoHabil: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DiaNoHabilInput"];
            };
        };
        responses: {
            /** @description El día agregado. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DiaNoHabil"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["StaffUnauthenticated"];
            403: components["responses"]["StaffForbidden"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    deleteDiaNoHabil: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 1 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description El día quitado, como estaba. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DiaNoHabil"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["StaffUnauthenticated"];
            403: components["responses"]["StaffForbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    listEticaReportes: {
        parameters: {
            query?: {
                /** @description Estado. */
                state?: components["schemas"]["ServicioEstado"];
                /** @description Recibidos desde este día (Bogotá, inclusive). */
                received_from?: string;
                /** @description Recibidos hasta este día (Bogotá, inclusive). */
                received_to?: string;
                /** @description Radicado o entidad (parte). */
                q?: string;
                /** @description Página, desde 1. */
                page?: number;
                /** @description Filas por página. */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Una página de la bandeja. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EticaReportePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["StaffUnauthenticated"];
            403: components["responses"]["StaffForbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getEticaReporte: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 1 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description El reporte. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EticaReporte"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["StaffUnauthenticated"];
            403: components["responses"]["StaffForbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    downloadEticaAdjunto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 1 */
                id: components["parameters"]["Id"];
                /** @description Id del adjunto. */
                adjunto: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description El archivo. */
            200: {
                headers: {
                    /** @description attachment, con el nombre original del archivo. */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["StaffUnauthenticated"];
            403: components["responses"]["StaffForbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    addEticaNota: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 1 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ServicioNotaInput"];
            };
        };
        responses: {
            /** @description El reporte con la nota. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EticaReporte"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["StaffUnauthenticated"];
            403: components["responses"]["StaffForbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    changeEticaEstado: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 1 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ServicioEstadoCambio"];
            };
        };
        responses: {
            /** @description El reporte en su estado nuevo. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EticaReporte"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["StaffUnauthenticated"];
            403: components["responses"]["StaffForbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    saveEticaRespuesta: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 1 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ServicioRespuestaInput"];
            };
        };
        responses: {
            /** @description El reporte con su borrador. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EticaReporte"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["StaffUnauthenticated"];
            403: components["responses"]["StaffForbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    sendEticaRespuesta: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 1 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description El reporte respondido. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EticaReporte"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["StaffUnauthenticated"];
            403: components["responses"]["StaffForbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["ServerError"];
        };
    };
    listStaffTicketSigningKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Las llaves. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffTicketKeyList"];
                };
            };
            401: components["responses"]["StaffUnauthenticated"];
            403: components["responses"]["StaffForbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    rotateTicketSigningKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Las llaves, con la nueva activa. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffTicketKeyList"];
                };
            };
            401: components["responses"]["StaffUnauthenticated"];
            403: components["responses"]["StaffForbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    retireTicketSigningKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 1 */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Las llaves, con esta retirada. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffTicketKeyList"];
                };
            };
            401: components["responses"]["StaffUnauthenticated"];
            403: components["responses"]["StaffForbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["ServerError"];
        };
    };
    getPorteriaOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Las opciones de la puerta. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PorteriaOptions"];
                };
            };
            401: components["responses"]["StaffUnauthenticated"];
            403: components["responses"]["StaffForbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    syncPorteria: {
        parameters: {
            query: {
                /** @description El teatro de la puerta. */
                theater: components["schemas"]["Id"];
                /** @description El dispositivo que sincroniza; sus propios ingresos no se devuelven. */
                device?: components["schemas"]["PorteriaDevice"];
                keys_cursor?: components["schemas"]["PorteriaCursor"];
                revocations_cursor?: components["schemas"]["PorteriaCursor"];
                checkins_cursor?: components["schemas"]["PorteriaCursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Lo que cambió desde los cursores (o todo). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PorteriaSync"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["StaffUnauthenticated"];
            403: components["responses"]["StaffForbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    registerIngresos: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IngresoBatch"];
            };
        };
        responses: {
            /** @description El resultado de cada escaneo y las cuentas del lote. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IngresoBatchResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["StaffUnauthenticated"];
            403: components["responses"]["StaffForbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    connectIngresosEnVivo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description La conexión pasa a WebSocket. Sus mensajes, de texto con JSON: del dispositivo, un IngresoEnVivoPedido; del servidor, un IngresoEnVivoRespuesta por pedido. */
            101: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IngresoEnVivoPedido"] | components["schemas"]["IngresoEnVivoRespuesta"];
                };
            };
            401: components["responses"]["StaffUnauthenticated"];
            403: components["responses"]["StaffForbidden"];
            /** @description La solicitud no pidió el cambio a WebSocket. */
            426: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    undoIngreso: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IngresoUndoRequest"];
            };
        };
        responses: {
            /** @description El ingreso deshecho. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IngresoUndone"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["StaffUnauthenticated"];
            403: components["responses"]["StaffForbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["ServerError"];
        };
    };
    listDuplicadosOffline: {
        parameters: {
            query: {
                theater: components["schemas"]["Id"];
                from?: components["schemas"]["BogotaDate"];
                to?: components["schemas"]["BogotaDate"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Los duplicados. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DuplicadoOfflineList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["StaffUnauthenticated"];
            403: components["responses"]["StaffForbidden"];
            500: components["responses"]["ServerError"];
        };
    };
}
