// The door desk's Spanish words (the results' own words are openapi/ingreso.ts's MENSAJES_INGRESO).
export const CURSOR_INVALID = 'El cursor de sincronización no es válido: sincroniza de nuevo sin cursor.';
export const THEATER_NOT_FOUND = (id: number) => `El teatro ${id} no existe.`;
export const ROOM_NOT_IN_THEATER = (room: number, theater: number) => `La sala ${room} no es del teatro ${theater}.`;
export const NONCE_INVALID = 'El escaneo no se tomó: su nonce no es un UUID.';
export const TIME_INVALID = 'El escaneo no se tomó: la hora del dispositivo no es una fecha ISO 8601 con zona horaria.';
export const NONCE_TWICE_IN_BATCH = 'El escaneo no se tomó: su nonce ya viene antes en este lote.';
export const UNDO_UNKNOWN = 'No hay un escaneo con ese nonce en este dispositivo.';
export const UNDO_NOT_ACCEPTED = 'Ese escaneo no dejó entrar a nadie: no hay nada que deshacer.';
export const UNDO_ALREADY = 'Ese ingreso ya se deshizo.';
export const UNDO_NOT_LAST = 'Solo se puede deshacer el último ingreso aceptado de este dispositivo.';
export const UNDO_TOO_LATE = (seconds: number) => `Ya pasaron más de ${seconds} segundos desde ese ingreso: no se puede deshacer.`;
export const DATES_REVERSED = 'La fecha final no puede ser anterior a la inicial.';
export const RANGE_TOO_LONG = (days: number) => `Consulta a lo sumo ${days} días a la vez.`;
export const UPGRADE_NEEDED = 'Esta dirección recibe los escaneos por WebSocket: ábrela pidiendo el cambio de protocolo (Upgrade: websocket).';
export const MESSAGE_NOT_JSON = 'El mensaje no es un JSON válido.';
export const MESSAGES_PILED_UP = 'Llegaron demasiados mensajes sin respuesta: espera la respuesta de cada escaneo antes de enviar otro.';
export const TOO_MANY_CONNECTIONS = (max: number) => `Ya tienes ${max} conexiones de portería abiertas con esta sesión: cierra alguna e inténtalo de nuevo.`;
